import { describe, expect, it } from 'vitest';
import { packTransactions, unpackTransactions } from '../import/packedTransactions.js';
import { row, rule } from '../testing/ruleRows.js';
import type { Transaction } from '../transaction.js';
import { applyRules, withRuleChanges } from './applyRules.js';
import { withRulesPacked } from './applyRulesPacked.js';

const RULES = [
  rule('software', [{ kind: 'payee', value: 'aws emea' }], { category: 'Software', payee: 'AWS' }),
  rule('rent', [{ kind: 'description', op: 'contains', value: 'rent' }], {
    category: 'Rent',
    note: 'monthly',
  }),
  rule('sweep', [{ kind: 'description', op: 'startsWith', value: 'sweep' }], {
    transfer: true,
  }),
  rule('sales', [{ kind: 'direction', value: 'inflow' }], { category: 'Other' }),
];

/** Rows of every kind the rules touch, repeated past the chunk the rules read at a time. */
function rows(count: number): Transaction[] {
  const kinds = [
    (i: number) => row(`aws-${i}`, `CARD ${i} AWS EMEA 4491`, -120.5),
    (i: number) => row(`rent-${i}`, `ACME RENT ${i}`, -2500, { merchant: 'Acme', balance: 10 }),
    (i: number) => row(`sweep-${i}`, `SWEEP TO SAVINGS ${i}`, -300, { categorySource: undefined }),
    (i: number) => row(`sale-${i}`, `Square sale ${i}`, 80, { category: 'Sales' }),
    (i: number) => row(`hand-${i}`, `Square sale ${i}`, 80, { categorySource: 'manual' }),
    (i: number) => row(`none-${i}`, `Gusto payroll ${i}`, -900),
  ];
  return Array.from({ length: count }, (_, i) => {
    const made = kinds[i % kinds.length]!(i);
    if (made.categorySource === undefined) delete made.categorySource;
    return made;
  });
}

describe('withRulesPacked', () => {
  it('changes the packed rows exactly as the rules change the same rows as objects', () => {
    const list = rows(20_600);
    const expected = withRuleChanges(list, applyRules(list, RULES));
    const packed = withRulesPacked(packTransactions(list), RULES);
    expect(unpackTransactions(packed)).toStrictEqual(expected);
  });

  it('hands back the same list when no rule changes a row, or there are no rules', () => {
    const packed = packTransactions(rows(12).filter((t) => t.id.startsWith('none')));
    expect(withRulesPacked(packed, RULES)).toBe(packed);
    expect(withRulesPacked(packed, [])).toBe(packed);
  });

  it('leaves the list it was given as it was', () => {
    const list = rows(60);
    const packed = packTransactions(list);
    withRulesPacked(packed, RULES);
    expect(unpackTransactions(packed)).toStrictEqual(list);
  });
});
