import { describe, expect, it } from 'vitest';
import { checkAmountsAgainstBalance, checkAmountsAgainstBalanceOfColumns } from './balanceCheck.js';
import { packTransactions } from './packedTransactions.js';

describe('amounts checked against the balance column', () => {
  it('agree in a file listed oldest first, to the cent', () => {
    expect(
      checkAmountsAgainstBalance([
        { amount: 100, balance: 100.1 },
        { amount: -0.3, balance: 99.8 },
        { amount: 0.1, balance: 99.9 },
      ]),
    ).toEqual({ steps: 2, disagree: 0 });
  });

  it('agree in a file listed newest first', () => {
    expect(
      checkAmountsAgainstBalance([
        { amount: -642.75, balance: 18992.45 },
        { amount: 1385.2, balance: 19635.2 },
        { amount: -2400, balance: 18250 },
      ]),
    ).toEqual({ steps: 2, disagree: 0 });
  });

  it('disagree when the amount is read from a running total', () => {
    const balances = [100, 80, 130, 125];
    const rows = balances.map((balance) => ({ amount: balance, balance }));
    expect(checkAmountsAgainstBalance(rows)).toEqual({ steps: 3, disagree: 3 });
  });

  it('skip rows without a balance, and give null with nothing to check', () => {
    expect(
      checkAmountsAgainstBalance([
        { amount: 5, balance: 5 },
        { amount: 5 },
        { amount: 5, balance: 15 },
      ]),
    ).toBeNull();
    expect(checkAmountsAgainstBalance([])).toBeNull();
  });
});

describe('amounts checked against the balance column in columns', () => {
  it('count the same steps as the rows as objects, a row without a balance breaking a step', () => {
    const rows = [
      { amount: 100, balance: 100.1 },
      { amount: -0.3, balance: 99.8 },
      { amount: 5 },
      { amount: 0.1, balance: 104.9 },
      { amount: 2, balance: 106.9 },
      { amount: 7, balance: 200 },
    ];
    const packed = packTransactions(
      rows.map((row, i) => ({
        ...row,
        id: `r${i}`,
        date: '2024-01-01',
        description: '',
        type: 'inflow',
        category: 'Sales',
      })),
    );
    expect(checkAmountsAgainstBalanceOfColumns(packed)).toEqual(checkAmountsAgainstBalance(rows));
    expect(checkAmountsAgainstBalance(rows)).toEqual({ steps: 3, disagree: 1 });
  });
});
