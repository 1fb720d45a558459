import { normalisePayee } from '../forecast/engine/normalisePayee.js';
import type { Transaction } from '../transaction.js';
import type { RuleTarget } from './applyRules.js';
import type { Rule } from './ruleSchema.js';
import type { RuleSuggestion } from './suggestRule.js';
import { hasPayeeRule, payeeAsWritten, payeeRule, suggestion } from './suggestRule.js';

/** How many payees of a bulk edit get an offer: the ones with most rows in the selection. */
export const MAX_SELECTION_OFFERS = 5;

/**
 * The learning offers after a bulk edit moved `selected` to `category`, worked out a part of the
 * ledger at a time (`count` over consecutive ranges of rows), so a page can spread a million rows
 * over many short turns: one offer per normalised payee of the selection (a selection often mixes
 * a few payees; each deserves its own yes or no), the payees with most selected rows first, at
 * most `MAX_SELECTION_OFFERS`. "Other transactions" are those outside the selection.
 */
export class SelectionOffers {
  private readonly offered: [string, { written: string; rows: number }][];
  private readonly selectedIds = new Set<string>();
  private readonly others = new Map<string, number>();

  constructor(
    selected: readonly Transaction[],
    private readonly category: string,
    existingRules: readonly Rule[] = [],
  ) {
    const payees = new Map<string, { written: string; rows: number }>();
    for (const transaction of selected) {
      this.selectedIds.add(transaction.id);
      const key = normalisePayee(transaction.description);
      if (key === '') continue;
      const payee = payees.get(key);
      if (payee) payee.rows += 1;
      else payees.set(key, { written: payeeAsWritten(transaction.description), rows: 1 });
    }
    this.offered = [...payees]
      .filter(([key]) => !hasPayeeRule(existingRules, key, category))
      .sort(([a, x], [b, y]) => y.rows - x.rows || (a < b ? -1 : 1))
      .slice(0, MAX_SELECTION_OFFERS);
    for (const [key] of this.offered) this.others.set(key, 0);
  }

  /** Whether there is nothing to offer, so the ledger need not be read. */
  get none(): boolean {
    return this.offered.length === 0;
  }

  /** Counts the rows in [start, end) of the ledger outside the selection, by payee. */
  count(transactions: readonly RuleTarget[], start: number, end: number): void {
    if (this.none) return;
    for (let i = start; i < end; i += 1) {
      const transaction = transactions[i] as RuleTarget;
      if (this.selectedIds.has(transaction.id)) continue;
      // The payee key remembers descriptions by their shape: no map of a million descriptions.
      const key = normalisePayee(transaction.description);
      const count = this.others.get(key);
      if (count !== undefined) this.others.set(key, count + 1);
    }
  }

  /** The offers, once every row of the ledger has been counted. */
  suggestions(
    ruleId: (key: string) => string = (key) => `rule-payee-${key.replace(/\s+/g, '-')}`,
  ): RuleSuggestion[] {
    const { category } = this;
    return this.offered.map(([key, { written }]) =>
      suggestion(
        payeeRule(ruleId(key), written, category),
        written,
        category,
        this.others.get(key)!,
      ),
    );
  }
}

/** The offers of `SelectionOffers`, the ledger read in one pass. */
export function suggestSelectionRules(
  transactions: readonly RuleTarget[],
  selected: readonly Transaction[],
  category: string,
  existingRules: readonly Rule[] = [],
  ruleId?: (key: string) => string,
): RuleSuggestion[] {
  const offers = new SelectionOffers(selected, category, existingRules);
  offers.count(transactions, 0, transactions.length);
  return offers.suggestions(ruleId);
}
