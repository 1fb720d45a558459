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

/**
 * Stored transactions, counted by date, cents and normalised description. Each stored transaction
 * matches at most one imported row, so two identical coffees in a file are both new unless two
 * such coffees are already stored.
 */
export class DuplicateIndex {
  private readonly remaining = new Map<string, string[]>();

  constructor(existing: readonly ExistingTransaction[]) {
    for (const transaction of existing) {
      if (!Number.isFinite(transaction.amount)) continue;
      const key = keyOf(transaction.date, toCents(transaction.amount), transaction.description);
      const ids = this.remaining.get(key);
      if (ids) ids.push(transaction.id);
      else this.remaining.set(key, [transaction.id]);
    }
  }

  get size(): number {
    return this.remaining.size;
  }

  /** The id of a stored transaction this row repeats, consuming it; undefined for a new row. */
  take(date: string, cents: Cents, description: string): string | undefined {
    const key = keyOf(date, cents, description);
    const ids = this.remaining.get(key);
    if (!ids || ids.length === 0) return undefined;
    return ids.shift();
  }
}
