import type { Transaction } from '@cashline/core';
import { describe, expect, it } from 'vitest';
import { rowMadeWhole } from './columnRows';

const made = (balance: number, source?: Transaction['categorySource'], account?: string) =>
  rowMadeWhole(
    't-1',
    '2024-03-01',
    'Rent',
    'outflow',
    'Rent',
    Float64Array.of(3, -2500),
    Float64Array.of(1, balance),
    1,
    source,
    account,
  );

const base = {
  id: 't-1',
  date: '2024-03-01',
  description: 'Rent',
  amount: -2500,
  type: 'outflow',
  category: 'Rent',
};

describe('a row made whole', () => {
  it.each([
    [Number.NaN, undefined, undefined, base],
    [Number.NaN, undefined, 'main', { ...base, accountId: 'main' }],
    [Number.NaN, 'rule', undefined, { ...base, categorySource: 'rule' }],
    [Number.NaN, 'ai', 'main', { ...base, categorySource: 'ai', accountId: 'main' }],
    [0, undefined, undefined, { ...base, balance: 0 }],
    [7.5, undefined, 'main', { ...base, balance: 7.5, accountId: 'main' }],
    [-3, 'rule', undefined, { ...base, balance: -3, categorySource: 'rule' }],
    [-3, 'rule', 'main', { ...base, balance: -3, categorySource: 'rule', accountId: 'main' }],
  ] as const)(
    'with balance %s, category set by %s, in account %s, has those keys alone, in order',
    (balance, source, account, expected) => {
      const row = made(balance, source, account);
      expect(row).toStrictEqual(expected);
      expect(Object.keys(row)).toStrictEqual(Object.keys(expected));
    },
  );
});
