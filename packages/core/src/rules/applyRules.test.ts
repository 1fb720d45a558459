import { describe, expect, it } from 'vitest';
import {
  applyRules,
  descriptionCategoriser,
  matchCount,
  matchCounts,
  previewRule,
  withRuleChanges,
} from './applyRules.js';
import { row, rule } from '../testing/ruleRows.js';

const aws = row('t1', 'CARD 0923 AWS EMEA 4491', -120.5);
const awsAgain = row('t2', 'CARD 1023 AWS EMEA 8812', -131.2);
const rent = row('t3', 'ACME PROPERTY MGMT RENT MARCH', -2500);
const stripe = row('t4', 'STRIPE TRANSFER ST-K2J3', 1830.44);
const ledger = [aws, awsAgain, rent, stripe];

describe('rule conditions', () => {
  it.each([
    ['description contains', { kind: 'description', op: 'contains', value: 'aws emea' }, 2],
    ['description starts with', { kind: 'description', op: 'startsWith', value: 'acme' }, 1],
    [
      'description equals',
      { kind: 'description', op: 'equals', value: 'stripe transfer st-k2j3' },
      1,
    ],
    ['a pattern', { kind: 'pattern', value: '^card \\d{4} aws' }, 2],
    ['the normalised payee', { kind: 'payee', value: 'AWS EMEA' }, 2],
    ['an amount', { kind: 'amountEquals', value: 120.5 }, 1],
    ['an amount range', { kind: 'amountBetween', min: 100, max: 2500 }, 4],
    ['a direction', { kind: 'direction', value: 'inflow' }, 1],
  ] as const)('%s', (_, condition, count) => {
    expect(matchCount(ledger, rule('r', [condition], { category: 'X' }))).toBe(count);
  });

  it('needs every condition to hold', () => {
    const both = rule(
      'r',
      [
        { kind: 'payee', value: 'aws emea' },
        { kind: 'amountBetween', min: 125, max: 140 },
      ],
      { category: 'Software' },
    );
    expect(applyRules(ledger, [both]).map((change) => change.transactionId)).toEqual(['t2']);
  });

  it('matches an account only on transactions that carry one', () => {
    const onAccount = rule('r', [{ kind: 'account', value: 'acc-1' }], { category: 'X' });
    const withAccount = row('t5', 'Anything', -1, { accountId: 'acc-1' });
    expect(matchCount([...ledger, withAccount], onAccount)).toBe(1);
  });
});

describe('applyRules', () => {
  it('the first matching rule sets each field, and says which rule did', () => {
    const rules = [
      rule('software', [{ kind: 'payee', value: 'aws emea' }], { category: 'Software' }),
      rule('big', [{ kind: 'amountBetween', min: 100, max: 1000 }], {
        category: 'Big',
        note: 'check',
      }),
    ];
    const changes = applyRules(ledger, rules);
    expect(changes.find((change) => change.transactionId === 't1')).toEqual({
      index: 0,
      transactionId: 't1',
      set: { category: 'Software', note: 'check' },
      by: { category: 'software', note: 'big' },
    });
  });

  it('sets the payee and marks transfers', () => {
    const rules = [
      rule('payee', [{ kind: 'description', op: 'contains', value: 'stripe' }], {
        payee: 'Stripe',
        transfer: true,
      }),
    ];
    const changes = applyRules(ledger, rules);
    expect(changes).toEqual([
      {
        index: 3,
        transactionId: 't4',
        set: { merchant: 'Stripe', transferId: 'rule-transfer-t4' },
        by: { merchant: 'payee', transferId: 'payee' },
      },
    ]);
  });

  it('keeps a category the user chose by hand unless asked to override it', () => {
    const chosen = row('t1', 'AWS EMEA', -10, { category: 'Hosting', categorySource: 'manual' });
    const rules = [rule('r', [{ kind: 'payee', value: 'aws emea' }], { category: 'Software' })];
    expect(applyRules([chosen], rules)).toEqual([]);
    expect(applyRules([chosen], rules, { overrideManual: true })[0]?.set).toEqual({
      category: 'Software',
    });
  });

  it('reports no change when the rule already set the same values', () => {
    const done = row('t1', 'AWS EMEA', -10, { category: 'Software', categorySource: 'rule' });
    const rules = [rule('r', [{ kind: 'payee', value: 'aws emea' }], { category: 'Software' })];
    expect(applyRules([done], rules)).toEqual([]);
    const guessed = { ...done, categorySource: 'heuristic' as const };
    expect(applyRules([guessed], rules)).toHaveLength(1);
  });

  it('indexes payee rules without losing the order against other rules', () => {
    const rules = [
      rule('contains', [{ kind: 'description', op: 'contains', value: '4491' }], {
        category: 'First',
      }),
      rule('payee', [{ kind: 'payee', value: 'aws emea' }], { category: 'Second' }),
      rule('later', [{ kind: 'direction', value: 'outflow' }], { category: 'Third' }),
    ];
    const categories = applyRules(ledger, rules).map((change) => change.set.category);
    expect(categories).toEqual(['First', 'Second', 'Third']);
  });

  it('withRuleChanges credits the category to a rule and leaves other rows as they were', () => {
    const rules = [rule('r', [{ kind: 'payee', value: 'aws emea' }], { category: 'Software' })];
    const after = withRuleChanges(ledger, applyRules(ledger, rules));
    expect(after[0]).toEqual({ ...aws, category: 'Software', categorySource: 'rule' });
    expect(after[2]).toBe(rent);
    expect(ledger[0]!.category).toBe('Other');
  });

  it('previewRule shows what one rule would change', () => {
    const preview = previewRule(
      ledger,
      rule('r', [{ kind: 'payee', value: 'aws emea' }], { category: 'Software' }),
    );
    expect(preview.map((change) => change.transactionId)).toEqual(['t1', 't2']);
  });
});

describe('matchCounts', () => {
  it('counts every rule over the ledger, payee rules and others alike', () => {
    const rules = [
      rule('a', [{ kind: 'payee', value: 'aws emea' }], { category: 'Software' }),
      rule('b', [{ kind: 'direction', value: 'outflow' }], { category: 'Out' }),
      rule('c', [{ kind: 'payee', value: 'nobody' }], { category: 'None' }),
    ];
    expect(matchCounts(ledger, rules)).toEqual([2, 3, 0]);
    expect(matchCounts(ledger, rules)).toEqual(rules.map((r) => matchCount(ledger, r)));
  });
});

describe('descriptionCategoriser', () => {
  it('gives the first category rule on the description alone, leaving out rules on amounts', () => {
    const categorise = descriptionCategoriser([
      rule('amount', [{ kind: 'amountEquals', value: 5 }], { category: 'Small' }),
      rule('note', [{ kind: 'payee', value: 'aws emea' }], { note: 'cloud' }),
      rule('payee', [{ kind: 'payee', value: 'aws emea' }], { category: 'Software' }),
      rule('words', [{ kind: 'description', op: 'contains', value: 'rent' }], { category: 'Rent' }),
    ]);
    expect(categorise('CARD 0923 AWS EMEA 4491')).toBe('Software');
    expect(categorise('Office rent')).toBe('Rent');
    expect(categorise('Coffee')).toBeUndefined();
  });
});
