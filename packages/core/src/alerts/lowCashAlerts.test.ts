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

/** Checks every day for `days`, keeping what was sent as the server does; the days it e-mailed. */
function simulate(days: number, crossingOn: (day: number) => LowCashWarning[]): number[] {
  let sent: SentLowCashAlert[] = [];
  const mailed: number[] = [];
  for (let day = 0; day < days; day += 1) {
    const plan = planLowCashAlerts(crossingOn(day), sent);
    sent = sent.filter((alert) => !plan.clear.includes(alert.scope));
    for (const { scope, warning: w } of plan.send) {
      sent = [...sent.filter((alert) => alert.scope !== scope), { scope, weekStart: w.weekStart }];
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

  it('keeps total cash and each account apart', () => {
    const plan = planLowCashAlerts(
      [warning('2026-12-14'), warning('2026-12-21', 'acct-ops')],
      [
        { scope: 'total', weekStart: '2026-12-14' },
        { scope: 'acct-payroll', weekStart: '2026-12-07' },
      ],
    );
    expect(plan.send.map((s) => s.scope)).toEqual(['acct-ops']);
    expect(plan.clear).toEqual(['acct-payroll']);
    expect(addDays('2026-12-28', -14)).toBe('2026-12-14');
  });
});
