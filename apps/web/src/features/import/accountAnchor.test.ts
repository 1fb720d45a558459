import { dailyTotals, packTransactions } from '@cashline/core';
import { describe, expect, it } from 'vitest';
import { anchorOf, balanceToAsk, newCardInCredit, openingFor } from './accountAnchor';

const rows = [
  { date: '2026-06-07', amount: -1250 },
  { date: '2026-06-05', amount: 25355.42 },
  { date: '2026-05-28', amount: -8.75 },
  { date: '2026-05-25', amount: -612.4 },
];
const range = { from: '2026-05-25', to: '2026-06-07' };

describe('the balance a new account is asked for', () => {
  it('is asked for the days a file covers when no row carries a balance', () => {
    const transactions = packTransactions(rows.map(withFields));
    expect(balanceToAsk({ transactions }, dailyTotals(transactions))).toEqual(range);
    const withBalance = packTransactions([
      ...rows.map(withFields),
      { ...withFields(rows[0]!), balance: 10 },
    ]);
    expect(balanceToAsk({ transactions: withBalance }, dailyTotals(withBalance))).toBeNull();
    expect(balanceToAsk({ transactions: packTransactions([]) }, [])).toBeNull();
  });

  it('reads a card’s amount owed as a debt, whichever sign it is typed with', () => {
    expect(anchorOf({ date: '2026-05-31', amount: '25,355.42' }, range, 'credit card')).toEqual({
      date: '2026-05-31',
      balance: -25355.42,
    });
    expect(anchorOf({ date: '2026-05-31', amount: '-100' }, range, 'credit card')?.balance).toBe(
      -100,
    );
    expect(anchorOf({ date: '2026-05-31', amount: '-100' }, range, 'checking')?.balance).toBe(-100);
    expect(anchorOf({ date: '2026-05-31', amount: ' ' }, range, 'checking')).toBeNull();
  });

  it('refuses an amount it cannot read, or a day the file does not cover, with a sentence', () => {
    expect(() => anchorOf({ date: '2026-05-31', amount: 'lots' }, range, 'credit card')).toThrow(
      'The amount owed "lots" is not an amount.',
    );
    expect(() => anchorOf({ date: '2026-04-30', amount: '10' }, range, 'checking')).toThrow(
      'Give the balance on a day the file covers (2026-05-25 to 2026-06-07).',
    );
  });

  it('opens the account so that it holds the balance given, and warns of a card left in credit', () => {
    const entry = { date: '2026-05-31', amount: '25355.42' };
    const anchor = anchorOf(entry, range, 'credit card');
    expect(openingFor(rows, range.from, anchor)).toBe(-24734.27);
    expect(newCardInCredit(rows, range, 'credit card', undefined)).toBe(23484.27);
    expect(newCardInCredit(rows, range, 'credit card', entry)).toBeNull();
    expect(newCardInCredit(rows, range, 'checking', undefined)).toBeNull();
    // The rows summed by day say the same to the cent.
    const days = dailyTotals(packTransactions(rows.map(withFields)));
    expect(openingFor(days, range.from, anchor)).toBe(-24734.27);
    expect(newCardInCredit(days, range, 'credit card', undefined)).toBe(23484.27);
  });
});

function withFields(row: { date: string; amount: number }) {
  return {
    ...row,
    id: `r-${row.date}`,
    description: 'row',
    type: row.amount < 0 ? ('outflow' as const) : ('inflow' as const),
    category: 'Other',
  };
}
