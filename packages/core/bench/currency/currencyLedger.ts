import { performance } from 'node:perf_hooks';
import { dateOfDayNumber, dayNumber } from '../../src/dates.js';
import { parseRate, rateTable } from '../../src/index.js';
import type { Account, Rate, RateQuote, RateTable, Transaction } from '../../src/index.js';

/** Three accounts of one business; `currencies` gives each its currency. */
export function benchAccounts(currencies: readonly [string, string, string]): Account[] {
  return currencies.map((currency, i) => ({
    id: `account-${i}`,
    name: `Account ${i}`,
    kind: 'checking',
    currency,
    openingBalance: 0,
    openingDate: '2000-01-01',
    archived: false,
  }));
}

/**
 * The ledger spread over the three accounts in turn (so two thirds are in other currencies),
 * without running balances. Built field by field: an object made by rest-spread leaving a key out
 * reads several times slower in V8, which would time the objects rather than the analysis.
 */
export function spreadOverAccounts(transactions: readonly Transaction[]): Transaction[] {
  return transactions.map((t, i) => ({
    id: t.id,
    date: t.date,
    description: t.description,
    amount: t.amount,
    type: t.type,
    category: t.category,
    accountId: `account-${i % 3}`,
  }));
}

/** Euro rates of USD and GBP on every weekday between the dates, drifting like real rates. */
export function weekdayRates(from: string, to: string): RateTable {
  const quotes: RateQuote[] = [];
  const rate = (value: number): Rate => parseRate(value.toFixed(4)) as Rate;
  for (let day = dayNumber(from); day <= dayNumber(to); day += 1) {
    const weekday = (day + 4) % 7; // 1970-01-01 was a Thursday: 0 is Sunday
    if (weekday === 0 || weekday === 6) continue;
    const date = dateOfDayNumber(day);
    quotes.push({ date, currency: 'USD', rate: rate(1.1 + 0.05 * Math.sin(day / 40)) });
    quotes.push({ date, currency: 'GBP', rate: rate(0.85 + 0.02 * Math.cos(day / 55)) });
  }
  return rateTable('EUR', quotes);
}

/**
 * Milliseconds of every run of each variant, the runs interleaved (A, B, C, A, B, C...) after one
 * warm-up of each, so that a slower stretch of a shared machine weighs on every variant alike.
 */
export function timeRounds(variants: readonly (() => unknown)[], runs: number): number[][] {
  for (const run of variants) run();
  const times = variants.map(() => [] as number[]);
  for (let r = 0; r < runs; r += 1) {
    variants.forEach((run, i) => {
      const started = performance.now();
      run();
      times[i]?.push(performance.now() - started);
    });
  }
  return times;
}

export function median(list: readonly number[]): number {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}
