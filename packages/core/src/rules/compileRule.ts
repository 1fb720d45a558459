import { normalisePayee } from '../forecast/engine/normalisePayee.js';
import type { TransactionType } from '../transaction.js';
import type { Rule, RuleCondition } from './ruleSchema.js';
import { patternTest } from './safePattern.js';

/** What conditions read of a transaction, worked out once per transaction. */
export type PreparedRow = {
  /** The description lower-cased, worked out on demand. */
  lower: () => string;
  /** The payee key, worked out on demand. */
  payee: () => string;
  cents: number;
  type: TransactionType;
  accountId: string | undefined;
};

type Test = (row: PreparedRow) => boolean;

/** Fields a rule may set, as bits: first rule to match wins each one. */
export const FIELD = { category: 1, payee: 2, note: 4, transfer: 8 } as const;

export type CompiledRule = {
  rule: Rule;
  /** The FIELD bits its actions set. */
  fields: number;
  /** The payee key its payee condition asks for, if it has one: rules are indexed on it. */
  payeeKey: string | undefined;
  test: Test;
};

/** The absolute amount in cents, as amount conditions compare it. */
export function toAbsCents(amount: number): number {
  return Math.round(Math.abs(amount) * 100);
}

function compileCondition(condition: RuleCondition): Test {
  switch (condition.kind) {
    case 'description': {
      const value = condition.value.toLowerCase();
      if (condition.op === 'contains') return (row) => row.lower().includes(value);
      if (condition.op === 'startsWith') return (row) => row.lower().startsWith(value);
      return (row) => row.lower() === value;
    }
    case 'pattern': {
      const test = patternTest(condition.value);
      return (row) => test(row.lower());
    }
    case 'payee': {
      const key = normalisePayee(condition.value);
      return (row) => row.payee() === key;
    }
    case 'amountEquals': {
      const cents = toAbsCents(condition.value);
      return (row) => row.cents === cents;
    }
    case 'amountBetween': {
      const min = toAbsCents(condition.min);
      const max = toAbsCents(condition.max);
      return (row) => row.cents >= min && row.cents <= max;
    }
    case 'direction':
      return (row) => row.type === condition.value;
    case 'account':
      return (row) => row.accountId === condition.value;
  }
}

/** Turns a rule (already validated by ruleSchema) into one test over prepared rows. */
export function compileRule(rule: Rule): CompiledRule {
  const tests = rule.conditions.map(compileCondition);
  const payeeCondition = rule.conditions.find((condition) => condition.kind === 'payee');
  const { actions } = rule;
  const fields =
    (actions.category !== undefined ? FIELD.category : 0) |
    (actions.payee !== undefined ? FIELD.payee : 0) |
    (actions.note !== undefined ? FIELD.note : 0) |
    (actions.transfer === true ? FIELD.transfer : 0);
  return {
    rule,
    fields,
    payeeKey: payeeCondition === undefined ? undefined : normalisePayee(payeeCondition.value),
    test:
      tests.length === 1
        ? tests[0]!
        : (row) => {
            for (const test of tests) if (!test(row)) return false;
            return true;
          },
  };
}
