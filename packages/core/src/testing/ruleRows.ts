import type { RuleTarget } from '../rules/applyRules.js';
import type { Rule, RuleActions, RuleCondition } from '../rules/ruleSchema.js';

/** A transaction for rule tests: negative amounts are money out. */
export function row(
  id: string,
  description: string,
  amount: number,
  extras: Partial<RuleTarget> = {},
): RuleTarget {
  return {
    id,
    date: '2024-03-01',
    description,
    amount,
    type: amount < 0 ? 'outflow' : 'inflow',
    category: 'Other',
    categorySource: 'heuristic',
    ...extras,
  };
}

export function rule(id: string, conditions: RuleCondition[], actions: RuleActions): Rule {
  return { id, conditions, actions };
}
