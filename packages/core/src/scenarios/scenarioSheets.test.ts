import { describe, expect, it } from 'vitest';
import { formatCurrency } from '../format/currency.js';
import { AS_OF, CUSTOMER, testBase } from '../testing/scenarioBase.js';
import { compareScenarios } from './scenarioComparison.js';
import type { Scenario } from './scenarioSchema.js';
import { scenarioSheets } from './scenarioSheets.js';

const taxBill: Scenario = {
  id: 's1',
  name: 'Tax bill',
  layers: [
    {
      id: 'l1',
      type: 'oneOff',
      name: 'Tax',
      start: '2026-01-14',
      accountId: 'main',
      amount: -60_000,
    },
  ],
};
const loseAcme: Scenario = {
  id: 's2',
  name: 'Lose ACME',
  layers: [
    {
      id: 'l2',
      type: 'removeSeries',
      name: 'ACME',
      start: '2026-01-04',
      accountId: 'main',
      target: { by: 'series', key: CUSTOMER.key },
    },
  ],
};

const money = (amount: number) => formatCurrency(amount, 'USD');

describe('scenarioSheets', () => {
  const base = testBase();
  const [summary, weeks] = scenarioSheets(
    compareScenarios(base, [taxBill, loseAcme]),
    base.upcoming,
    AS_OF,
    money,
  );

  it('gives each kept scenario beside the base: week 13, the lowest point and the cash-out day', () => {
    expect(summary?.title).toBe('What-if scenarios on the 13-week forecast as of 3 Jan 2026');
    // Base: 50,000 + 2,000 a week: 76,000 at week 13, lowest 52,000 after week 1 (10 Jan).
    // Tax: 60,000 out on 14 Jan (week 2): 54,000 - 60,000 = -6,000 to 17 Jan; 16,000 at week 13.
    // ACME: its 3,000 on 20 Jan, 20 Feb and 20 Mar gone: 76,000 - 9,000 = 67,000.
    expect(summary?.rows.map((row) => [row[0], ...row.slice(2)])).toEqual([
      ['Base forecast', 76_000, 52_000, '2026-01-10', 'Not within 13 weeks'],
      ['Tax bill', 16_000, -6_000, '2026-01-17', '2026-01-17'],
      ['Lose ACME', 67_000, 52_000, '2026-01-10', 'Not within 13 weeks'],
    ]);
    expect(summary?.rows[1]?.[1]).toContain('$60,000');
    expect(summary?.rows[2]?.[1]).toContain('ACME Ltd');
  });

  it("lays each one's week-end balances beside the base's", () => {
    expect(weeks?.header).toEqual(['Week ending', 'Base forecast', 'Tax bill', 'Lose ACME']);
    expect(weeks?.rows).toHaveLength(13);
    expect(weeks?.rows.slice(0, 3)).toEqual([
      ['2026-01-10', 52_000, 52_000, 52_000],
      ['2026-01-17', 54_000, -6_000, 54_000],
      ['2026-01-24', 56_000, -4_000, 53_000],
    ]);
    expect(weeks?.rows[12]).toEqual(['2026-04-04', 76_000, 16_000, 67_000]);
  });

  it('is nothing without scenarios', () => {
    expect(scenarioSheets(compareScenarios(base, []), base.upcoming, AS_OF, money)).toEqual([]);
  });
});
