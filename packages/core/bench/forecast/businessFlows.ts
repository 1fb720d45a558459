// The flows of one generated business, in day numbers and cents. Each flow says whether it belongs
// to a recurring series (and which), is an ordinary flow an oracle would know, or is a one-off or
// an owner transfer that no one can foresee.
import {
  dayInMonth,
  monthIndexOf,
  shiftOffWeekend,
  weekdayOf,
} from '../../src/forecast/engine/calendar.js';
import type { Cadence } from '../../src/forecast/engine/schedule.js';
import type { Random } from './random.js';

export type FlowKind = 'recurring' | 'known' | 'unforeseeable';

export type Flow = {
  day: number;
  cents: number;
  description: string;
  category: string;
  kind: FlowKind;
  /** The recurring series it belongs to. */
  series?: string;
};

export type TruthSeries = { key: string; cadence: Cadence };

export type Business = {
  rng: Random;
  start: number;
  end: number;
  /** Weekly revenue at the start, cents. */
  weekly: number;
  /** Yearly growth of revenue (negative: shrinking). */
  growth: number;
  flows: Flow[];
  series: TruthSeries[];
  /**
   * What the generator expects each day (index day - start), in cents: the means before noise, on
   * the schedules, with trend and season, and the mean of flows that come by chance (a supplier's
   * bill on 35% of weekdays is 35% of its mean every weekday). What an oracle knows.
   */
  expected: Float64Array;
};

/** Adds an expected amount to a day of the business (see `Business.expected`). */
export function expectOn(business: Business, day: number, cents: number): void {
  const i = day - business.start;
  if (i >= 0 && i < business.expected.length) {
    business.expected[i] = (business.expected[i] as number) + cents;
  }
}

/** The mean of `Random.logNormal(sigma)`: its median is 1. */
export const logNormalMean = (sigma: number) => Math.exp((sigma * sigma) / 2);

export function trendAt(business: Business, day: number): number {
  return 1 + (business.growth * (day - business.start)) / 365;
}

const LAST_DAY = 31;

function monthlyDays(
  business: Business,
  dayOfMonth: number,
  everyMonths: number,
  phase: number,
  shift: 'before' | 'after',
): number[] {
  const days: number[] = [];
  for (let m = monthIndexOf(business.start); m <= monthIndexOf(business.end); m += 1) {
    if ((m - phase) % everyMonths !== 0) continue;
    const day = shiftOffWeekend(dayInMonth(m, dayOfMonth), shift);
    if (day >= business.start && day <= business.end) days.push(day);
  }
  return days;
}

/** Adds a recurring series: its amount per occurrence may drift, step and skip once. */
function addSeries(
  business: Business,
  key: string,
  cadence: Cadence,
  days: readonly number[],
  amountOf: (day: number, index: number) => number,
  describe: (day: number) => string,
  category: string,
  options: { skipOne?: boolean; endAfter?: number; expectedOf?: (day: number) => number } = {},
): void {
  business.series.push({ key, cadence });
  const skip = options.skipOne === true ? business.rng.int(2, Math.max(2, days.length - 3)) : -1;
  days.forEach((day, index) => {
    if (options.endAfter !== undefined && day > options.endAfter) return;
    // A skipped payment is chance, not the schedule: the oracle still expects it.
    const cents = index === skip ? 0 : Math.round(amountOf(day, index));
    expectOn(business, day, options.expectedOf ? options.expectedOf(day) : cents);
    if (index === skip) return;
    business.flows.push({
      day,
      cents,
      description: describe(day),
      category,
      kind: 'recurring',
      series: key,
    });
  });
}

function mmdd(day: number): string {
  const date = new Date(day * 86_400_000);
  return `${String(date.getUTCMonth() + 1).padStart(2, '0')}${String(date.getUTCDate()).padStart(2, '0')}`;
}

export function addPayroll(business: Business, ratio: number): void {
  const { rng } = business;
  const biweekly = rng.chance(0.5);
  const provider = rng.pick(['GUSTO', 'ADP', 'PAYCHEX', 'RIPPLING']);
  let days: number[];
  if (biweekly) {
    const firstFriday = business.start + ((5 - weekdayOf(business.start) + 7) % 7);
    days = [];
    for (let day = firstFriday; day <= business.end; day += 14) days.push(day);
  } else {
    days = [
      ...monthlyDays(business, 15, 1, 0, 'before'),
      ...monthlyDays(business, LAST_DAY, 1, 0, 'before'),
    ].sort((a, b) => a - b);
  }
  const perPeriod = business.weekly * ratio * (biweekly ? 2 : 365 / 7 / 24);
  const raise = rng.between(1.02, 1.06);
  addSeries(
    business,
    `payroll ${provider}`,
    biweekly ? 'biweekly' : 'semi-monthly',
    days,
    (day) => -perPeriod * (day - business.start > 365 ? raise : 1) * rng.between(0.98, 1.02),
    (day) => `${provider} PAYROLL ${mmdd(day)} ID ${rng.digits(6)}`,
    'Payroll',
    { expectedOf: (day) => -perPeriod * (day - business.start > 365 ? raise : 1) },
  );
}

export function addRent(business: Business): void {
  const { rng } = business;
  const landlord = rng.pick([
    'OAK STREET PROPERTIES',
    'HARBOR REALTY',
    'MAPLE LEASING',
    'CITY PLAZA LLC',
  ]);
  const amount = business.weekly * rng.between(0.05, 0.12) * 4.33;
  const stepDay = business.start + rng.int(380, 600);
  addSeries(
    business,
    `rent ${landlord}`,
    'monthly',
    monthlyDays(business, 1, 1, 0, 'after'),
    (day) => -amount * (day >= stepDay ? 1.04 : 1),
    () => `ACH DEBIT ${landlord} RENT REF ${rng.digits(5)}`,
    'Rent',
  );
}

const VENDORS = [
  'AWS EMEA',
  'SLACK',
  'GOOGLE WORKSPACE',
  'ADOBE',
  'SHOPIFY',
  'QUICKBOOKS',
  'ZOOM',
  'DROPBOX',
  'HUBSPOT',
  'MAILCHIMP',
  'NOTION',
  'GITHUB',
];

export function addSubscriptions(business: Business): void {
  const { rng } = business;
  const count = rng.int(3, 8);
  const vendors = [...VENDORS].sort(() => rng.next() - 0.5).slice(0, count);
  for (const vendor of vendors) {
    const base = rng.between(1_000, 20_000) * Math.sqrt(business.weekly / 500_000);
    const drifts = vendor === 'AWS EMEA' || rng.chance(0.2);
    const stepDay = rng.chance(0.4) ? business.start + rng.int(200, 650) : Infinity;
    const annual = rng.chance(0.15);
    const dayOfMonth = rng.int(1, 28);
    const days = annual
      ? monthlyDays(
          business,
          dayOfMonth,
          12,
          (monthIndexOf(business.start) % 12) + rng.int(0, 11),
          'after',
        )
      : monthlyDays(business, dayOfMonth, 1, 0, 'after').map((d) =>
          rng.chance(0.5) ? d : d + rng.int(0, 1),
        );
    const endAfter = rng.chance(0.15) ? business.start + rng.int(300, 650) : undefined;
    addSeries(
      business,
      `subscription ${vendor}`,
      annual ? 'annual' : 'monthly',
      days,
      (day) =>
        -(annual ? base * 10 : base) *
        (day >= stepDay ? 1.2 : 1) *
        (drifts ? rng.between(0.925, 1.075) : 1),
      (day) => `CARD ${mmdd(day)} ${vendor} ${rng.digits(4)}`,
      'Software',
      {
        skipOne: rng.chance(0.2),
        ...(endAfter === undefined ? {} : { endAfter }),
        expectedOf: (day) => -(annual ? base * 10 : base) * (day >= stepDay ? 1.2 : 1),
      },
    );
  }
}

export function addFixedCosts(business: Business): void {
  const { rng } = business;
  const utility = business.weekly * rng.between(0.01, 0.03) * 4.33;
  addSeries(
    business,
    'utilities',
    'monthly',
    monthlyDays(business, rng.int(3, 25), 1, 0, 'after'),
    () => -utility * rng.between(0.925, 1.075),
    (day) => `CITY POWER & WATER ${mmdd(day)} ACCT ${rng.digits(8)}`,
    'Utilities',
    { expectedOf: () => -utility },
  );
  const tax = business.weekly * 13 * rng.between(0.03, 0.06);
  addSeries(
    business,
    'quarterly tax',
    'quarterly',
    monthlyDays(business, 15, 3, 0, 'after'),
    (day) => -tax * trendAt(business, day) * rng.between(0.925, 1.075),
    () => `IRS USATAXPYMT ${rng.digits(10)}`,
    'Taxes',
    { expectedOf: (day) => -tax * trendAt(business, day) },
  );
  const insurance = business.weekly * rng.between(0.3, 0.8);
  addSeries(
    business,
    'insurance',
    'annual',
    monthlyDays(business, rng.int(1, 28), 12, rng.int(0, 11), 'after'),
    (day) => -insurance * (day - business.start > 365 ? 1.07 : 1),
    () => `HISCOX INSURANCE POLICY ${rng.digits(7)}`,
    'Insurance',
  );
  if (rng.chance(0.5)) {
    const loan = business.weekly * rng.between(0.1, 0.3);
    addSeries(
      business,
      'loan',
      'monthly',
      monthlyDays(business, rng.int(5, 20), 1, 0, 'after'),
      () => -loan,
      () => `SBA LOAN PMT ${rng.digits(9)}`,
      'Loan',
    );
  }
}
