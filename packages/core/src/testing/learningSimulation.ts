import { applyRules } from '../rules/applyRules.js';
import type { Rule } from '../rules/ruleSchema.js';
import { suggestRule } from '../rules/suggestRule.js';
import type { LabelledTransaction } from './labelledLedger.js';

export type LearningResult = {
  /** Transactions the user walked through (the first share, in date order). */
  walked: number;
  corrections: number;
  rules: Rule[];
  /** Share correct on the rest: by the heuristics alone, then with the learned rules first. */
  heuristicsRest: number;
  learnedRest: number;
  /** Share correct over the whole ledger by the heuristics alone. */
  heuristicsAll: number;
};

function share(correct: number, total: number): number {
  return total === 0 ? 1 : correct / total;
}

/**
 * A user walking the first `walk` share of the ledger in date order: each transaction whose
 * category (rules learned so far, else the heuristics') is wrong is corrected, and the offered
 * payee rule accepted; the newest rule comes first, so a later correction wins. The learned
 * rules are then applied to the rest, as the next imports would.
 */
export function simulateLearning(
  ledger: readonly LabelledTransaction[],
  walk = 0.1,
): LearningResult {
  const walked = Math.floor(ledger.length * walk);
  const transactions = ledger.map((labelled) => labelled.transaction);
  let rules: Rule[] = [];
  let corrections = 0;
  for (let i = 0; i < walked; i += 1) {
    const { transaction, truth } = ledger[i]!;
    const shown = applyRules([transaction], rules)[0]?.set.category ?? transaction.category;
    if (shown === truth) continue;
    corrections += 1;
    const seen = transactions.slice(0, i + 1);
    const suggestion = suggestRule(seen, transaction, truth, rules, `learned-${corrections}`);
    if (suggestion !== null) rules = [suggestion.rule, ...rules];
  }
  const rest = ledger.slice(walked);
  const restTransactions = transactions.slice(walked);
  const learned = restTransactions.map((transaction) => transaction.category);
  for (const change of applyRules(restTransactions, rules)) {
    if (change.set.category !== undefined) learned[change.index] = change.set.category;
  }
  const correctRest = (categories: readonly string[]) =>
    rest.filter((labelled, i) => categories[i] === labelled.truth).length;
  const heuristicsAll = ledger.filter((l) => l.transaction.category === l.truth).length;
  return {
    walked,
    corrections,
    rules,
    heuristicsRest: share(correctRest(restTransactions.map((t) => t.category)), rest.length),
    learnedRest: share(correctRest(learned), rest.length),
    heuristicsAll: share(heuristicsAll, ledger.length),
  };
}
