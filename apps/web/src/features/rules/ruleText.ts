import type { Rule, RuleCondition } from '@cashline/core';

const OPS = { contains: 'contains', startsWith: 'starts with', equals: 'is' } as const;

/** One condition in words: "description contains 'aws'". */
export function conditionText(condition: RuleCondition): string {
  switch (condition.kind) {
    case 'description':
      return `description ${OPS[condition.op]} '${condition.value}'`;
    case 'pattern':
      return `description matches /${condition.value}/`;
    case 'payee':
      return `payee is '${condition.value}'`;
    case 'amountEquals':
      return `amount is ${condition.value.toFixed(2)}`;
    case 'amountBetween':
      return `amount between ${condition.min.toFixed(2)} and ${condition.max.toFixed(2)}`;
    case 'direction':
      return condition.value === 'inflow' ? 'money in' : 'money out';
    case 'account':
      return `account is '${condition.value}'`;
  }
}

/** What a rule does, in words: "category Software, payee AWS, note 'Cloud', transfer". */
export function actionsText(rule: Rule): string {
  const { category, payee, note, transfer } = rule.actions;
  return [
    category !== undefined ? `category ${category}` : null,
    payee !== undefined ? `payee ${payee}` : null,
    note !== undefined ? `note '${note}'` : null,
    transfer ? 'mark as transfer' : null,
  ]
    .filter((part) => part !== null)
    .join(', ');
}

/** A rule in one line: "If payee is 'AWS EMEA': category Software". */
export function ruleText(rule: Rule): string {
  return `If ${rule.conditions.map(conditionText).join(' and ')}: ${actionsText(rule)}`;
}
