import { describe, expect, it } from 'vitest';
import type { LowCashWarning } from '../accounts/lowCash.js';
import { addDays } from '../dates.js';
import { planLowCashAlerts } from './lowCashAlerts.js';
import type { SentLowCashAlert } from './lowCashAlerts.js';

const warning = (weekStart: string, accountId: string | null = null): LowCashWarning => ({
  accountId,
  name: accountId ?? 'Total cash',
  weekStart,
  balanceCents: 55_645_600,
  thresholdCents: 60_000_000,
});

/** Only a chance of the fall: the expected balance stays above the minimum. */
const couldFall = (weekStart: string): LowCashWarning => ({
  ...warning(weekStart),
  balanceCents: 61_000_000,
  chance: 0.4,
});

type Check = { warnings: LowCashWarning[]; notClear?: string[] };

/** Checks every day for `days`, keeping what was sent as the server does; the days it e-mailed. */
function simulate(days: number, checkOn: (day: number) => LowCashWarning[] | Check): number[] {
  let sent: SentLowCashAlert[] = [];
  const mailed: number[] = [];
  for (let day = 0; day < days; day += 1) {
    const found = checkOn(day);
    const { warnings, notClear = [] } = Array.isArray(found) ? { warnings: found } : found;
    const plan = planLowCashAlerts(warnings, sent, notClear);
    sent = sent.filter((alert) => !plan.clear.includes(alert.scope));
    for (const { scope, warning: w } of plan.send) {
      const told = { scope, weekStart: w.weekStart, certain: w.chance === undefined };
      sent = [...sent.filter((alert) => alert.scope !== scope), told];
      mailed.push(day);
    }
  }
  return mailed;
}

describe('planLowCashAlerts', () => {
  it('tells a crossing once over a month of daily checks while it stays put', () => {
    expect(simulate(30, () => [warning('2026-12-14')])).toEqual([0]);
  });

  it('tells it again when it comes two weeks sooner, not when it comes one week sooner', () => {
    const mailed = simulate(30, (day) => [
      warning(day < 10 ? '2027-01-11' : day < 20 ? '2027-01-04' : '2026-12-28'),
    ]);
    // Day 10: one week sooner than told, not news; day 20: two weeks sooner than told.
    expect(mailed).toEqual([0, 20]);
  });

  it('forgets a crossing once the balance clears it, so a new fall is told', () => {
    const mailed = simulate(30, (day) => (day >= 8 && day < 12 ? [] : [warning('2026-12-14')]));
    expect(mailed).toEqual([0, 12]);
  });

  it('does not tell a chance hovering about 1 in 3 again each time it comes back', () => {
    // Warned on even days (a chance of 4 in 10), about 3 in 10 on odd ones: never clear.
    const mailed = simulate(20, (day) =>
      day % 2 === 0
        ? { warnings: [couldFall('2026-12-14')], notClear: ['total'] }
        : { warnings: [], notClear: ['total'] },
    );
    expect(mailed).toEqual([0]);
  });

  it('tells a fall once more when it goes from a chance to projected, and only once', () => {
    const mailed = simulate(20, (day) => {
      if (day < 5) return [couldFall('2026-12-14')];
      // Projected from day 5, then back to a chance and projected again: told on day 5 only.
      return day % 2 === 1 ? [warning('2026-12-14')] : [couldFall('2026-12-14')];
    });
    expect(mailed).toEqual([0, 5]);
  });

  it('does not tell a chance after a projected fall of the same week', () => {
    expect(
      simulate(10, (day) => [day < 3 ? warning('2026-12-14') : couldFall('2026-12-14')]),
    ).toEqual([0]);
  });

  it('keeps total cash and each account apart', () => {
    const plan = planLowCashAlerts(
      [warning('2026-12-14'), warning('2026-12-21', 'acct-ops')],
      [
        { scope: 'total', weekStart: '2026-12-14', certain: true },
        { scope: 'acct-payroll', weekStart: '2026-12-07', certain: true },
        { scope: 'acct-savings', weekStart: '2026-12-07', certain: false },
      ],
      ['acct-savings'],
    );
    expect(plan.send.map((s) => s.scope)).toEqual(['acct-ops']);
    // Payroll is clear of its minimum; savings is not warned of but not clear either.
    expect(plan.clear).toEqual(['acct-payroll']);
    expect(addDays('2026-12-28', -14)).toBe('2026-12-14');
  });
});
