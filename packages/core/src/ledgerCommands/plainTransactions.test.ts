import { describe, expect, it } from 'vitest';
import { MAX_AMOUNT } from '../inputLimits.js';
import { transactionSchema } from '../transaction.js';
import type { Transaction } from '../transaction.js';
import { plainTransactionCheck } from './plainTransactions.js';

/** The fields an import makes; a row with another is left to the schema. */
const IMPORT_FIELDS = new Set([
  'id',
  'date',
  'description',
  'amount',
  'type',
  'category',
  'categorySource',
  'balance',
  'accountId',
]);

const row: Transaction = {
  id: 'imp-3f2a-17',
  date: '2026-02-28',
  description: 'Sysco invoice 17',
  amount: -412.5,
  type: 'outflow',
  category: 'Cost of goods',
  categorySource: 'heuristic',
  balance: 10_250,
  accountId: 'acct-checking',
};

/** One field set to each value, as a row would carry it (an object, not the schema's copy). */
const variations: [string, unknown[]][] = [
  ['id', ['', 'a', 'x'.repeat(200), 'x'.repeat(201), 'tab\there', 'line\nbreak', 7, null]],
  ['date', ['2026-02-29', '2024-02-29', '2026-13-01', '2026-1-01', '', 20260101, undefined]],
  [
    'description',
    ['', 'd'.repeat(1000), 'd'.repeat(1001), 'a\tb\r\nc', 'nul\u0000', 'bell\u0007', 5],
  ],
  ['amount', [0, -0, MAX_AMOUNT, -MAX_AMOUNT, MAX_AMOUNT * 1.0001, NaN, Infinity, '12', undefined]],
  ['balance', [0, MAX_AMOUNT, MAX_AMOUNT + 1, NaN, -Infinity, undefined, null]],
  ['type', ['inflow', 'outflow', 'transfer', undefined]],
  ['category', ['', 'c'.repeat(200), 'c'.repeat(201), 'a\tb', 'esc\u001b', undefined]],
  ['categorySource', ['manual', 'rule', 'ai', 'heuristic', 'import', 'guess', undefined, null]],
  ['accountId', ['a', '', 'x'.repeat(201), 'new\nline', undefined]],
  ['note', ['a note']],
  ['transferId', ['t-1']],
  ['unknownField', ['x']],
];

function cases(): unknown[] {
  const all: unknown[] = [row, null, 'row', [row], {}];
  for (const [field, values] of variations) {
    for (const value of values) all.push({ ...row, [field]: value });
  }
  for (const field of Object.keys(row)) {
    const { [field as keyof Transaction]: _gone, ...rest } = row;
    all.push(rest);
  }
  return all;
}

describe('plainTransactionCheck', () => {
  it('passes exactly the import-shaped rows the schema takes, on every variation of every field', () => {
    const plain = plainTransactionCheck();
    for (const candidate of cases()) {
      const whole =
        transactionSchema.safeParse(candidate).success &&
        Object.entries(candidate as object).every(
          ([key, value]) => IMPORT_FIELDS.has(key) && value !== undefined,
        );
      expect(plain(candidate as Transaction), JSON.stringify(candidate)).toBe(whole);
    }
  });

  it('passes the rows an import makes, with or without a balance and category source', () => {
    const plain = plainTransactionCheck();
    const { balance: _b, categorySource: _s, ...bare } = row;
    expect(plain(row)).toBe(true);
    expect(plain(bare as Transaction)).toBe(true);
    expect(plain({ ...row, id: 'imp-3f2a-18', type: 'inflow', amount: 9 })).toBe(true);
  });

  it('checks a repeated value afresh in each checker and refuses a bad one however often it comes', () => {
    const plain = plainTransactionCheck();
    const bad = { ...row, date: '2026-02-30' };
    expect(plain(row)).toBe(true);
    expect(plain(bad)).toBe(false);
    expect(plain(bad)).toBe(false);
    expect(plainTransactionCheck()(row)).toBe(true);
  });
});
