import { describe, expect, it } from 'vitest';
import { addDays } from '../dates.js';
import { ledgerRows } from '../forecast/engine/ledgerRows.js';
import type { Transaction } from '../transaction.js';
import { balancesOn } from './balancesOn.js';

function entry(id: number, date: string, amount: number, balance?: number): Transaction {
  const t: Transaction = {
    id: `t${id}`,
    date,
    description: 'x',
    amount,
    type: amount < 0 ? 'outflow' : 'inflow',
    category: 'Other',
  };
  if (balance !== undefined) t.balance = balance;
  return t;
}

describe('balancesOn', () => {
  it('sums every amount when no transaction carries a balance', () => {
    const ledger = [entry(1, '2026-01-05', 100), entry(2, '2026-01-07', -30)];
    const on = balancesOn(ledger, ['2026-01-04', '2026-01-06', '2026-01-31']);
    expect([...on]).toEqual([
      ['2026-01-04', 0],
      ['2026-01-06', 10_000],
      ['2026-01-31', 7_000],
    ]);
  });

  it("takes the newest statement day's closing balance plus what it does not include", () => {
    // A statement written oldest first on 5 Jan (closing 1,150), a hand-entered payment that day
    // and on 8 Jan, then a statement line of 10 Jan whose balance includes the 8 Jan payment.
    const ledger = [
      entry(1, '2026-01-05', 100, 1_100),
      entry(2, '2026-01-05', 50, 1_150),
      entry(3, '2026-01-05', -20),
      entry(4, '2026-01-08', -30),
      entry(5, '2026-01-10', 200, 1_300),
    ];
    const on = balancesOn(ledger, ['2026-01-05', '2026-01-09', '2026-01-10']);
    expect(on.get('2026-01-05')).toBe(113_000);
    expect(on.get('2026-01-09')).toBe(110_000);
    expect(on.get('2026-01-10')).toBe(130_000);
  });

  it('agrees with the balance every page shows as of each date, on a mixed ledger', () => {
    const ledger: Transaction[] = [];
    let balance = 5_000;
    for (let i = 0; i < 400; i += 1) {
      const date = addDays('2025-06-01', Math.floor(i / 3));
      const amount = ((i * 37) % 200) - 90;
      balance += amount;
      // Some lines carry the bank's balance, some were typed by hand, some are transfers.
      const t = entry(i, date, amount, i % 4 === 0 ? undefined : balance);
      if (i % 11 === 0) t.transferId = `x${i}`;
      ledger.push(t);
    }
    const newestFirst = [...ledger].reverse();
    const dates = Array.from({ length: 30 }, (_, k) => addDays('2025-05-28', 5 * k));
    const on = balancesOn(newestFirst, dates);
    for (const date of dates) {
      expect(on.get(date), date).toBe(ledgerRows(newestFirst, date).balanceCents);
    }
  });
});
