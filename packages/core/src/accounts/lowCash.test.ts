import { describe, expect, it } from 'vitest';
import { rateTableOfRows } from '../currency/rateSchema.js';
import { consolidatedEngineForecast } from '../forecast/consolidatedForecast.js';
import { forecastCashFlow } from '../forecast/engine/forecastCashFlow.js';
import { toCents } from '../money.js';
import { ledger } from '../testing/ledger.js';
import type { Account } from './account.js';
import { lowCashText, lowCashWarnings, lowCashWatch, warnsOfLowCash } from './lowCash.js';

function account(id: string, overrides: Partial<Account> = {}): Account {
  return {
    id,
    name: id,
    kind: 'checking',
    currency: 'USD',
    openingBalance: 0,
    openingDate: '2024-01-01',
    archived: false,
    ...overrides,
  };
}

/** A weekly payroll of $1,000 out of checking for half a year, with $20,000 to start. */
function payrollLedger() {
  const builder = ledger();
  for (let week = 0; week < 26; week += 1) {
    const day = 1 + week * 7;
    const date = new Date(Date.UTC(2024, 0, day)).toISOString().slice(0, 10);
    builder.outflow(date, 1000, { accountId: 'checking', description: 'GUSTO PAYROLL' });
  }
  return builder.build();
}

/** The payroll ledger with card sales of $700 to $1,300 every week: a forecast with a range. */
function salesLedger() {
  const builder = ledger();
  for (let week = 0; week < 26; week += 1) {
    const date = new Date(Date.UTC(2024, 0, 3 + week * 7)).toISOString().slice(0, 10);
    const amount = 700 + ((week * 7) % 13) * 50;
    builder.inflow(date, amount, { accountId: 'checking', description: 'SQUARE DEPOSIT' });
  }
  return [...payrollLedger(), ...builder.build()].sort((a, b) => a.date.localeCompare(b.date));
}

describe('warnsOfLowCash', () => {
  // $15,000 expected, the 10th percentile $6,000 lower: a spread of 6,000 / 1.2816 = $4,682.
  const week = { expected: 1_500_000, low: 900_000, high: 1_800_000 };

  it('warns where the expected balance is below the minimum', () => {
    expect(warnsOfLowCash(week, 1_500_100)).toBe(true);
  });

  it('warns where the chance of a balance below the minimum is 1 in 3 or more', () => {
    // $14,000: z = -0.21, 42%. $12,000: z = -0.64, 26%.
    expect(warnsOfLowCash(week, 1_400_000)).toBe(true);
    expect(warnsOfLowCash(week, 1_200_000)).toBe(false);
  });

  it('draws the line at 1 in 3, not at 3 or 4 in 10', () => {
    // $13,150: z = -0.395, 34.6%, warned. $12,800: z = -0.470, 31.9%, not.
    expect(warnsOfLowCash(week, 1_315_000)).toBe(true);
    expect(warnsOfLowCash(week, 1_280_000)).toBe(false);
  });
});

describe('lowCashWarnings', () => {
  const asOf = '2024-06-24';
  const checking = account('checking', { name: 'Chase Checking', openingBalance: 40_000 });

  it('warns when total cash is projected below its minimum, naming the week and the amount', () => {
    // $40,000 - 26 x $1,000 = $14,000 now: the warning is the engine's first week below $15,000.
    const warnings = lowCashWarnings(payrollLedger(), [checking], { asOf, totalThreshold: 15_000 });
    const week1 = forecastCashFlow(payrollLedger(), { asOf, accounts: [checking] }).weeks[0];
    const expectedCents = toCents(week1?.balance.expected ?? Number.NaN);
    expect(expectedCents).toBeLessThan(1_500_000);
    expect(warnings).toEqual([
      {
        accountId: null,
        name: 'Total cash',
        weekStart: '2024-06-25',
        balanceCents: expectedCents,
        thresholdCents: 1_500_000,
      },
    ]);
    expect(lowCashText(warnings[0]!)).toMatch(
      /^Total cash is projected to fall to \$13,\d{3} in the week of 25 Jun, below your \$15,000 minimum$/,
    );
    // Thirteen more payrolls leave $1,000: a $500 minimum is never crossed.
    expect(lowCashWarnings(payrollLedger(), [checking], { asOf, totalThreshold: 500 })).toEqual([]);
  });

  it('warns of a week with a chance of 1 in 3 or more below the minimum, saying the chance', () => {
    const transactions = salesLedger();
    const weeks = forecastCashFlow(transactions, { asOf, accounts: [checking] }).weeks;
    const lowest = weeks.reduce((a, b) => (b.balance.expected < a.balance.expected ? b : a));
    const { expected, low } = lowest.balance;
    expect(low).toBeLessThan(expected - 100);
    // A fifth of the way down to the 10th percentile is a chance of about 4 in 10
    // (z = -1.28 / 5): warned, the week named, the expected balance above the minimum said.
    const near = expected - (expected - low) / 5;
    const [warning, ...others] = lowCashWarnings(transactions, [checking], {
      asOf,
      totalThreshold: near,
    });
    expect(others).toEqual([]);
    expect(warning?.weekStart).toBe(lowest.start);
    expect(warning?.chance).toBeCloseTo(0.4, 2);
    expect(warning?.balanceCents).toBeGreaterThan(warning?.thresholdCents ?? Infinity);
    expect(lowCashText(warning!)).toMatch(
      /^Total cash could fall below your \$[\d,]+ minimum in the week of \d+ \w+ \(a chance of about 4 in 10\); the forecast expects \$[\d,]+ then$/,
    );
    // Halfway down is about 26%: below 1 in 3, no warning in that week.
    const far = expected - (expected - low) / 2;
    const farWarnings = lowCashWarnings(transactions, [checking], { asOf, totalThreshold: far });
    expect(farWarnings.filter((w) => w.weekStart === lowest.start)).toEqual([]);
  });

  it('holds a minimum as not clear while a week has a chance of 1 in 6 or more below it', () => {
    const transactions = salesLedger();
    const weeks = forecastCashFlow(transactions, { asOf, accounts: [checking] }).weeks;
    const lowest = weeks.reduce((a, b) => (b.balance.expected < a.balance.expected ? b : a));
    const { expected, low } = lowest.balance;
    const watch = (threshold: number) =>
      lowCashWatch(transactions, [checking], { asOf, totalThreshold: threshold });
    // Bisect for the highest minimum no week warns of: just under 1 in 3, so not clear either.
    let [clear, warned] = [expected - 3 * (expected - low), expected + 100];
    for (let i = 0; i < 30; i += 1) {
      const mid = (clear + warned) / 2;
      if (watch(mid).warnings.length > 0) warned = mid;
      else clear = mid;
    }
    expect(watch(clear)).toEqual({ warnings: [], notClear: ['total'] });
    // Three times the way down, z = -3.8: well clear in every week.
    expect(watch(expected - 3 * (expected - low))).toEqual({ warnings: [], notClear: [] });
    // Expected below the minimum: warned, and not clear.
    const below = watch(expected + 100);
    expect(below.warnings.map((w) => w.weekStart)).toEqual([lowest.start]);
    expect(below.notClear).toEqual(['total']);
  });

  it('warns for an account below its own threshold, and not for one that stays above', () => {
    const savings = account('savings', {
      kind: 'savings',
      openingBalance: 50_000,
      lowCashThreshold: 1000,
    });
    const watched = { ...checking, lowCashThreshold: 15_000 };
    const warnings = lowCashWarnings(payrollLedger(), [watched, savings], { asOf });
    expect(warnings.map((w) => w.name)).toEqual(['Chase Checking']);
    expect(lowCashWarnings(payrollLedger(), [checking, savings], { asOf })).toEqual([]);
  });

  it('checks total cash in the reporting currency when given the converted forecast', () => {
    // €10,000 in a euro account with no flows, at 1.2 dollars a euro: $12,000 beside checking.
    const euros = account('euros', {
      currency: 'EUR',
      openingBalance: 10_000,
      lowCashThreshold: 11_000,
    });
    const accounts = [checking, euros];
    const rates = rateTableOfRows('EUR', [{ date: '2024-06-21', currency: 'USD', rate: '1.2' }]);
    const consolidated = consolidatedEngineForecast(payrollLedger(), {
      asOf,
      accounts,
      reporting: { currency: 'USD', rates },
    });
    const own = forecastCashFlow(payrollLedger(), { asOf, accounts: [checking] }).weeks[0];
    const [total, euro] = lowCashWarnings(payrollLedger(), accounts, {
      asOf,
      totalThreshold: 30_000,
      consolidated,
    });
    // Checking's first week and $12,000, not €10,000 counted as $10,000.
    expect(total).toEqual({
      accountId: null,
      name: 'Total cash',
      weekStart: '2024-06-25',
      balanceCents: toCents(own?.balance.expected ?? Number.NaN) + 1_200_000,
      thresholdCents: 3_000_000,
      currency: 'USD',
      conversion: { ratesDate: '2024-06-21', implied: [], missing: [] },
    });
    // The euro account's own threshold stays in euros.
    expect(euro).toMatchObject({ accountId: 'euros', balanceCents: 1_000_000, currency: 'EUR' });
    expect(lowCashText(euro!, euro?.currency)).toContain('€10,000');
  });

  it('leaves total cash of several currencies unchecked without a converted forecast', () => {
    // $14,000 and €10,000 added 1:1 would be $24,000, below a $25,000 minimum: a wrong sum.
    const euros = account('euros', { currency: 'EUR', openingBalance: 10_000 });
    expect(
      lowCashWarnings(payrollLedger(), [checking, euros], { asOf, totalThreshold: 25_000 }),
    ).toEqual([]);
  });
});
