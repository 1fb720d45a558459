import { normalisePayee } from '../forecast/engine/normalisePayee.js';
import { parsePayee } from '../payees/parsePayee.js';
import type { Transaction } from '../transaction.js';
import { matchCount, type RuleTarget } from './applyRules.js';
import type { Rule } from './ruleSchema.js';

/** The offer made when the user changes a transaction's category by hand. */
export type RuleSuggestion = {
  rule: Rule;
  /** The payee's readable name ("AWS Emea", "Meridian Foods Co"). */
  payee: string;
  category: string;
  /** Transactions other than the changed one that the rule matches. */
  otherMatches: number;
  sentence: string;
};

/**
 * The payee's readable name (see `parsePayee`): "ORIG CO NAME:MERIDIAN FOODS CO ORIG ID:..." gives
 * "Meridian Foods Co", "CARD 0923 AWS EMEA 4491" gives "AWS Emea".
 */
export function payeeAsWritten(description: string): string {
  return parsePayee(description).name;
}

export function suggestionSentence(payee: string, category: string, others: number): string {
  const matches =
    others === 0
      ? 'No other transaction matches yet.'
      : others === 1
        ? '1 other transaction matches.'
        : `${others} other transactions match.`;
  return `Always put '${payee}' in ${category}? ${matches}`;
}

/**
 * A rule on the normalised payee of a transaction the user just moved to `newCategory` (the
 * forecast engine's `normalisePayee`). Null when a rule on that payee already gives that
 * category, or when the description has no payee to speak of.
 */
export function suggestRule(
  transactions: readonly RuleTarget[],
  changed: Transaction,
  newCategory: string,
  existingRules: readonly Rule[] = [],
  ruleId = `rule-payee-${normalisePayee(changed.description).replace(/\s+/g, '-')}`,
): RuleSuggestion | null {
  const key = normalisePayee(changed.description);
  if (key === '' || hasPayeeRule(existingRules, key, newCategory)) return null;
  const payee = payeeAsWritten(changed.description);
  const rule = payeeRule(ruleId, payee, newCategory);
  const others = transactions.filter((transaction) => transaction.id !== changed.id);
  return suggestion(rule, payee, newCategory, matchCount(others, rule));
}

/** Whether a rule on that payee key alone already gives that category. */
export function hasPayeeRule(rules: readonly Rule[], key: string, category: string): boolean {
  return rules.some(
    (rule) =>
      rule.actions.category === category &&
      rule.conditions.length === 1 &&
      rule.conditions[0]!.kind === 'payee' &&
      normalisePayee(rule.conditions[0]!.value) === key,
  );
}

/**
 * The rule that puts the payee in the category. Its condition holds the payee's readable name
 * ("Payee is Meridian Foods Co"); rules compare its key, so it matches every line of that payee.
 */
export function payeeRule(id: string, payee: string, category: string): Rule {
  return {
    id,
    name: `${payee} → ${category}`,
    conditions: [{ kind: 'payee', value: payee }],
    actions: { category },
  };
}

export function suggestion(
  rule: Rule,
  payee: string,
  category: string,
  otherMatches: number,
): RuleSuggestion {
  return {
    rule,
    payee,
    category,
    otherMatches,
    sentence: suggestionSentence(payee, category, otherMatches),
  };
}
