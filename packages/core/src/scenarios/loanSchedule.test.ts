import { describe, expect, it } from 'vitest';
import { loanSchedule } from './loanSchedule.js';

describe('loanSchedule', () => {
  it('repays $1,000 at 12% over 3 months as worked by hand, the last payment clearing the rest', () => {
    // r = 1% a month; level payment 10 / (1 - 1.01^-3) = 340.0221 → $340.02.
    expect(
      loanSchedule({ start: '2026-01-31', principal: 1000, annualRatePercent: 12, termMonths: 3 }),
    ).toEqual([
      {
        date: '2026-02-28',
        payment: 34_002,
        interest: 1_000,
        principal: 33_002,
        remaining: 66_998,
      },
      // 669.98 × 1% = 6.6998 → 6.70.
      { date: '2026-03-31', payment: 34_002, interest: 670, principal: 33_332, remaining: 33_666 },
      // 336.66 × 1% = 3.3666 → 3.37; 336.66 + 3.37.
      { date: '2026-04-30', payment: 34_003, interest: 337, principal: 33_666, remaining: 0 },
    ]);
  });

  it('quotes the usual $6,084.39 a month for $200,000 at 6% over 36 months, repaying it exactly', () => {
    const schedule = loanSchedule({
      start: '2026-03-01',
      principal: 200_000,
      annualRatePercent: 6,
      termMonths: 36,
    });
    expect(schedule).toHaveLength(36);
    expect(schedule[0]).toMatchObject({ payment: 608_439, interest: 100_000, principal: 508_439 });
    expect(schedule.slice(0, 35).every((row) => row.payment === 608_439)).toBe(true);
    expect(schedule.reduce((sum, row) => sum + row.principal, 0)).toBe(20_000_000);
    expect(Math.abs((schedule[35]?.payment ?? 0) - 608_439)).toBeLessThan(50);
    expect(schedule[35]).toMatchObject({ date: '2029-03-01', remaining: 0 });
  });

  it('splits an interest-free loan into equal cents, the last taking the remainder', () => {
    const schedule = loanSchedule({
      start: '2026-01-10',
      principal: 100,
      annualRatePercent: 0,
      termMonths: 3,
    });
    expect(schedule.map((row) => row.payment)).toEqual([3_333, 3_333, 3_334]);
    expect(schedule.every((row) => row.interest === 0)).toBe(true);
  });
});
