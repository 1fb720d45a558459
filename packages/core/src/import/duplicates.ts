import { toCents } from '../money.js';
import type { Cents } from '../money.js';
import type { ExistingTransaction } from './types.js';

/** Case and spacing do not make two descriptions different. */
export function normaliseDescription(description: string): string {
  return description.trim().replace(/\s+/g, ' ').toLowerCase();
}

function keyOf(date: string, cents: Cents, description: string): string {
  return `${date}|${cents}|${normaliseDescription(description)}`;
}

type Stored = { id: string; bankId: string | undefined };

/**
 * Stored transactions, counted by date, cents and normalised description, and by the bank's id.
 * Each stored transaction matches at most one imported row, so two identical coffees in a file are
 * both new unless two such coffees are already stored. A bank id match beats the rest: an entry
 * the bank already sent is a duplicate whatever its description, and two entries with different
 * bank ids are different transactions even on the same day for the same amount.
 */
export class DuplicateIndex {
  private readonly remaining = new Map<string, Stored[]>();
  private readonly byBankId = new Map<string, string[]>();
  private readonly taken = new Set<string>();

  constructor(existing: readonly ExistingTransaction[]) {
    for (const transaction of existing) {
      if (!Number.isFinite(transaction.amount)) continue;
      const key = keyOf(transaction.date, toCents(transaction.amount), transaction.description);
      const stored = { id: transaction.id, bankId: transaction.bankId };
      const list = this.remaining.get(key);
      if (list) list.push(stored);
      else this.remaining.set(key, [stored]);
      if (transaction.bankId === undefined) continue;
      const ids = this.byBankId.get(transaction.bankId);
      if (ids) ids.push(transaction.id);
      else this.byBankId.set(transaction.bankId, [transaction.id]);
    }
  }

  get size(): number {
    return this.remaining.size;
  }

  /** The id of a stored transaction this row repeats, consuming it; undefined for a new row. */
  take(date: string, cents: Cents, description: string, bankId?: string): string | undefined {
    if (bankId !== undefined) {
      const ids = this.byBankId.get(bankId);
      while (ids && ids.length > 0) {
        const id = ids.shift()!;
        if (this.taken.has(id)) continue;
        this.taken.add(id);
        return id;
      }
    }
    const list = this.remaining.get(keyOf(date, cents, description));
    if (!list) return undefined;
    const index = list.findIndex(
      (stored) =>
        !this.taken.has(stored.id) && (bankId === undefined || stored.bankId === undefined),
    );
    if (index === -1) return undefined;
    const [stored] = list.splice(index, 1);
    this.taken.add(stored!.id);
    return stored!.id;
  }
}
