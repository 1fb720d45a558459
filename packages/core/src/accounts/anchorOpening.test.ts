import { describe, expect, it } from 'vitest';
import {
  anchoredOpeningBalance,
  closingFromOpening,
  isLiabilityInCredit,
} from './anchorOpening.js';

// The Chase card export of issue 34: May's statement paid on 5 June.
const rows = [
  { date: '2026-06-07', amount: -1250 },
  { date: '2026-06-05', amount: 25355.42 },
  { date: '2026-06-03', amount: -23.17 },
  { date: '2026-06-02', amount: -64.99 },
  { date: '2026-05-30', amount: 64.99 },
  { date: '2026-05-28', amount: -8.75 },
  { date: '2026-05-27', amount: -95 },
  { date: '2026-05-25', amount: -612.4 },
];

describe('anchoredOpeningBalance', () => {
  it('opens a card so that it owes what the user says it owed at the end of a day', () => {
    const opening = anchoredOpeningBalance(rows, '2026-05-25', {
      date: '2026-05-31',
      balance: -25355.42,
    });
    expect(opening).toBe(-24704.26);
    const june = rows.filter((r) => r.date <= '2026-05-31');
    expect(closingFromOpening(june, '2026-05-25', opening)).toBe(-25355.42);
    expect(closingFromOpening(rows, '2026-05-25', opening)).toBe(-1338.16);
  });

  it('counts every row of the anchor day and none after it', () => {
    expect(
      anchoredOpeningBalance(rows, '2026-05-25', { date: '2026-06-07', balance: -1338.16 }),
    ).toBe(-24704.26);
    expect(anchoredOpeningBalance(rows, '2026-05-25', { date: '2026-05-24', balance: 100 })).toBe(
      100,
    );
  });
});

describe('isLiabilityInCredit', () => {
  it('is true only for a card or loan holding money', () => {
    expect(isLiabilityInCredit('credit card', 8056.76)).toBe(true);
    expect(isLiabilityInCredit('credit card', -25355.42)).toBe(false);
    expect(isLiabilityInCredit('loan', 0)).toBe(false);
    expect(isLiabilityInCredit('checking', 8056.76)).toBe(false);
  });
});
