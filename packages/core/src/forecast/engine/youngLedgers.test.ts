import { describe, expect, it } from 'vitest';
import { scanLedger } from '../../analytics/scan.js';
import { daysBetween } from '../../dates.js';
import { burnOf } from '../../runway/burn.js';
import { sixMonthLedger, twoMonthLedger } from '../../testing/youngLedgers.js';
import type { YoungLedger } from '../../testing/youngLedgers.js';
import { forecastDetail } from './forecastDetail.js';

const sum = (values: readonly number[]) => values.reduce((total, v) => total + v, 0);

function detail({ transactions, accounts, asOf }: YoungLedger) {
  return forecastDetail(transactions, { asOf, accounts });
}

describe('a two-month ledger (1 June - 31 July, -$512 a day)', () => {
  const young = twoMonthLedger();
  const { forecast, upcoming } = detail(young);

  it('places the rent and a software bill seen twice as monthly series', () => {
    const rent = upcoming.find((u) => u.description === 'ACH RENT MAPLE PROPERTIES');
    expect(rent).toMatchObject({ cadence: 'monthly', amount: -6500 });
    expect(rent?.dates).toEqual(['2026-08-01', '2026-09-01', '2026-10-01']);
    expect(upcoming.find((u) => u.description === 'GOOGLE *WORKSPACE')?.cadence).toBe('monthly');
    expect(upcoming.find((u) => u.description === 'GUSTO PAYROLL NET PAY')).toMatchObject({
      cadence: 'semi-monthly',
      dates: ['2026-08-01', '2026-08-15', '2026-09-01', '2026-09-15', '2026-10-01', '2026-10-15'],
    });
  });

  it('keeps every dollar of the 61 days, the first days before the first whole week too', () => {
    // The rest of the flow: $45,030 of deposits and $34,016 of supplies over 61 days, per week.
    const week = (total: number) => Math.round((total * 7 * 100) / 61) / 100;
    expect(forecast.weeks.every((w) => w.inflows === week(45_030))).toBe(true);
    expect(week(45_030)).toBe(5167.38);
    expect(forecast.weeks[1]?.outflows).toBe(week(34_016));
  });

  it('falls from $51,289 to about $4,400 by late October, as its own burn says', () => {
    expect(forecast.openingBalance).toBe(51_289);
    // 13 x (5,167.38 - 3,903.48) - payroll 6 x 7,100 - rent 3 x 6,500 - Workspace 3 x 412.50
    // = 16,430.70 - 63,337.50 = -46,906.80. The run rate, -$511.66 a day for 91 days, gives
    // -46,561: the placed payments differ only by the calendar.
    const last = forecast.weeks[12];
    expect(last?.end).toBe('2026-10-30');
    expect(last?.balance.expected).toBeCloseTo(51_289 - 46_906.8, 1);
    expect(Math.abs((last?.balance.expected ?? 0) - (51_289 - 511.66 * 91))).toBeLessThan(1000);
    expect(forecast.weeks.every((w) => w.balance.expected < forecast.openingBalance)).toBe(true);
  });
});

describe('a six-month checking and card ledger (1 June - 25 November)', () => {
  const young = sixMonthLedger();
  const { forecast, upcoming } = detail(young);
  const scan = scanLedger(young.transactions, {
    asOf: young.asOf,
    period: 'month',
    accounts: young.accounts,
  });

  it('places the quarterly taxes seen on 15 June and 15 September on 15 December', () => {
    const taxes = upcoming.filter((u) => u.cadence === 'quarterly');
    expect(taxes.map((t) => [t.description, t.amount, t.dates])).toEqual([
      ['IRS USATAXPYMT', -62_500, ['2026-12-15']],
      ['NYS DTF EST TAX', -14_800, ['2026-12-15']],
    ]);
    const december = forecast.weeks.find((w) => w.start <= '2026-12-15' && w.end >= '2026-12-15');
    expect(december?.outflows).toBeGreaterThan(150_000 + 77_300);
  });

  it('expects no more money in than the history brought', () => {
    const days = daysBetween('2026-06-01', young.asOf) + 1;
    const received = sum(
      young.transactions
        .filter((t) => t.amount > 0 && t.transferId === undefined)
        .map((t) => t.amount),
    );
    // The recent 13 weeks' mean shrunk towards the whole history's: within a few % of its rate.
    const perWeek = (received * 7) / days;
    for (const week of forecast.weeks) {
      expect(Math.abs(week.inflows - perWeek)).toBeLessThan(0.05 * perWeek);
    }
  });

  it('falls from $762,401 to about $500,000, agreeing with its net burn', () => {
    expect(forecast.openingBalance).toBe(762_401);
    const burn = burnOf(scan);
    expect(burn.netBurnCents / 100).toBeCloseTo(87_372, -1);
    const end = forecast.weeks[12]?.balance.expected ?? 0;
    expect(end).toBeGreaterThan(480_000);
    expect(end).toBeLessThan(530_000);
    // 13 weeks of the 3 months' net burn: 87,372 x 12 / 52 x 13 = 262,116.
    const burnt = forecast.openingBalance - end;
    expect(Math.abs(burnt - (burn.netBurnCents / 100) * 3)).toBeLessThan(0.05 * burnt);
  });
});
