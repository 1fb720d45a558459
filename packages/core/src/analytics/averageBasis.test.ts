import { describe, expect, it } from 'vitest';
import { analyze } from './analyze.js';
import { monthlyAverageBasisText } from './averageBasis.js';
import type { Transaction } from '../transaction.js';

const row = (id: string, date: string, amount: number, transferId?: string): Transaction => ({
  id,
  date,
  description: id,
  amount,
  type: amount < 0 ? 'outflow' : 'inflow',
  category: 'Other',
  ...(transferId ? { transferId } : {}),
});

describe('monthlyAverageBasisText', () => {
  it('names the months the average divides by, and that transfers are left out', () => {
    expect(monthlyAverageBasisText('inflow', 1)).toBe(
      'Total over 1 month with transactions, the month in progress counted as one; transfers excluded.',
    );
  });

  it("tells the outflow page's reader that gross burn averages other months", () => {
    expect(monthlyAverageBasisText('outflow', 7)).toBe(
      'Total over 7 months with transactions, the month in progress counted as one; transfers excluded. Gross burn on the runway page averages the last 3 complete months instead.',
    );
  });

  it('describes the average analyze computes: over months with transactions, transfers left out', () => {
    // January and March have outflows, February none; a transfer in March moves no money out.
    const ledger = [
      row('jan', '2026-01-10', -300),
      row('mar', '2026-03-10', -600),
      row('mar-transfer', '2026-03-11', -5000, 't1'),
    ];
    const { outflows, monthCount } = analyze(ledger, { asOf: '2026-03-15' });
    expect(monthCount).toBe(2);
    expect(outflows.monthlyAverage).toBe(450);
    expect(monthlyAverageBasisText('outflow', monthCount)).toMatch(/^Total over 2 months/);
  });
});
