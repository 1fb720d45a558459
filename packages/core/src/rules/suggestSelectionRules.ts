import { normalisePayee } from '../forecast/engine/normalisePayee.js';
import type { Transaction } from '../transaction.js';
import type { RuleTarget } from './applyRules.js';
import type { Rule } from './ruleSchema.js';
import type { RuleSuggestion } from './suggestRule.js';
import { hasPayeeRule, payeeAsWritten, payeeRule, suggestion } from './suggestRule.js';

/** How many payees of a bulk edit get an offer: the ones with most rows in the selection. */
export const MAX_SELECTION_OFFERS = 5;

/**
 * The learning offers after a bulk edit moved `selected` to `category`: one per normalised payee
 * of the selection (a selection often mixes a few payees; each deserves its own yes or no), the
 * payees with most selected rows first, at most `MAX_SELECTION_OFFERS`. "Other transactions" are
 * those outside the selection; the ledger is read once, each description keyed once.
 */
export function suggestSelectionRules(
  transactions: readonly RuleTarget[],
  selected: readonly Transaction[],
  category: string,
  existingRules: readonly Rule[] = [],
  ruleId: (key: string) => string = (key) => `rule-payee-${key.replace(/\s+/g, '-')}`,
): RuleSuggestion[] {
  const payees = new Map<string, { written: string; rows: number }>();
  const selectedIds = new Set<string>();
  for (const transaction of selected) {
    selectedIds.add(transaction.id);
    const key = normalisePayee(transaction.description);
    if (key === '') continue;
    const payee = payees.get(key);
    if (payee) payee.rows += 1;
    else payees.set(key, { written: payeeAsWritten(transaction.description), rows: 1 });
  }
  const offered = [...payees]
    .filter(([key]) => !hasPayeeRule(existingRules, key, category))
    .sort(([a, x], [b, y]) => y.rows - x.rows || (a < b ? -1 : 1))
    .slice(0, MAX_SELECTION_OFFERS);
  if (offered.length === 0) return [];

  const others = new Map(offered.map(([key]) => [key, 0]));
  const keys = new Map<string, string>();
  for (const transaction of transactions) {
    if (selectedIds.has(transaction.id)) continue;
    let key = keys.get(transaction.description);
    if (key === undefined) {
      key = normalisePayee(transaction.description);
      keys.set(transaction.description, key);
    }
    const count = others.get(key);
    if (count !== undefined) others.set(key, count + 1);
  }
  return offered.map(([key, { written }]) =>
    suggestion(payeeRule(ruleId(key), written, category), written, category, others.get(key)!),
  );
}
