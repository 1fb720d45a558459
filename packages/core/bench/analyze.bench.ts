// `pnpm bench`: times analyze() over 100k and 1M transactions against one bare loop that sums
// cents by category and month, and prints the ratio (goal: at most 4). Then the currency case
// (issue 39): the same ledger over three accounts, analysed in one currency, and consolidated
// from GBP, EUR and USD accounts at daily rates (goal: at most 1.20 times the one-currency time).
import { performance } from 'node:perf_hooks';
import { analyze, analyzeConsolidated, toCents } from '../src/index.js';
import type { Transaction } from '../src/index.js';
import {
  benchAccounts,
  spreadOverAccounts,
  median,
  timeRounds,
  weekdayRates,
} from './currency/currencyLedger.js';

const TODAY = '2024-06-15';
const CATEGORIES = [
  'Sales',
  'Consulting',
  'Subscriptions',
  'Rent',
  'Payroll',
  'Utilities',
  'Marketing',
  'Maintenance',
  'Food Supplies',
  'Insurance',
  'Software',
  'Travel',
  'Taxes',
  'Miscellaneous',
  'Other',
];

/** A deterministic ledger: dates over three years up to TODAY, newest first, two-decimal amounts. */
function generate(count: number): Transaction[] {
  let seed = 42;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  const days = 3 * 365;
  const start = Date.UTC(2021, 5, 16);
  const transactions: Transaction[] = [];
  for (let i = 0; i < count; i += 1) {
    const day = days - 1 - Math.floor((i / count) * days);
    const date = new Date(start + day * 86_400_000).toISOString().slice(0, 10);
    const inflow = next() < 0.4;
    const cents = Math.floor(next() * 500_000) + 1;
    const category = CATEGORIES[inflow ? Math.floor(next() * 3) : 3 + Math.floor(next() * 12)];
    transactions.push({
      id: `bench-${i}`,
      date,
      description: inflow ? 'Customer payment' : 'Supplier invoice',
      amount: (inflow ? cents : -cents) / 100,
      type: inflow ? 'inflow' : 'outflow',
      category: category ?? 'Other',
      balance: 100_000 + i,
    });
  }
  return transactions;
}

/** The baseline: one bare loop summing cents by category and by month. */
function bareLoop(transactions: readonly Transaction[]): number {
  const sums = new Map<string, Map<string, number>>();
  for (const t of transactions) {
    const cents = toCents(t.amount);
    const month = t.date.slice(0, 7);
    let byMonth = sums.get(t.category);
    if (byMonth === undefined) {
      byMonth = new Map();
      sums.set(t.category, byMonth);
    }
    byMonth.set(month, (byMonth.get(month) ?? 0) + cents);
  }
  return sums.size;
}

/** Median of several timed runs, after one warm-up run. */
function time(run: () => unknown, runs: number): number {
  run();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? Number.NaN;
}

for (const count of [100_000, 1_000_000]) {
  const transactions = generate(count);
  const runs = count > 100_000 ? 5 : 9;
  const bare = time(() => bareLoop(transactions), runs);
  const all = time(() => analyze(transactions, { asOf: TODAY, period: 'all' }), runs);
  const quarter = time(() => analyze(transactions, { asOf: TODAY, period: 'quarter' }), runs);
  // Oldest-first input is the worst case for the recent lists: every transaction is the newest so far.
  const oldestFirst = [...transactions].reverse();
  const reversed = time(() => analyze(oldestFirst, { asOf: TODAY, period: 'all' }), runs);
  const label = count.toLocaleString('en-US');
  const ratio = (ms: number) => (ms / bare).toFixed(2);
  console.log(
    `analyze over ${label} transactions: bare loop ${bare.toFixed(1)} ms; ` +
      `all ${all.toFixed(1)} ms (ratio ${ratio(all)}), quarter ${quarter.toFixed(1)} ms (ratio ${ratio(quarter)}), ` +
      `all oldest-first ${reversed.toFixed(1)} ms (ratio ${ratio(reversed)}); goal ratio <= 4`,
  );
}

const reporting = { currency: 'GBP', rates: weekdayRates('2021-06-01', TODAY) };
const oneCurrency = benchAccounts(['GBP', 'GBP', 'GBP']);
const threeCurrencies = benchAccounts(['GBP', 'EUR', 'USD']);
const rows: string[][] = [];
let millionRounds: number[][] = [];
for (const count of [100_000, 1_000_000]) {
  const transactions = spreadOverAccounts(generate(count));
  const rounds = timeRounds(
    [
      () => analyze(transactions, { asOf: TODAY, accounts: oneCurrency }),
      () => analyzeConsolidated(transactions, { asOf: TODAY, accounts: oneCurrency, reporting }),
      () =>
        analyzeConsolidated(transactions, { asOf: TODAY, accounts: threeCurrencies, reporting }),
    ],
    count > 100_000 ? 11 : 15,
  );
  if (count === 1_000_000) millionRounds = rounds;
  const [plain, same, converted] = rounds.map(median) as [number, number, number];
  rows.push([
    count.toLocaleString('en-US'),
    plain.toFixed(1),
    `${same.toFixed(1)} (${(same / plain).toFixed(2)})`,
    `${converted.toFixed(1)} (${(converted / plain).toFixed(2)})`,
  ]);
}
console.log(
  '\nanalyze in a reporting currency, ms (ratio to one currency); goal converted <= 1.20',
);
console.table(
  rows.map(([count, plain, same, converted]) => ({
    transactions: count,
    'analyze, one currency': plain,
    'consolidated, one currency': same,
    'consolidated, GBP+EUR+USD': converted,
  })),
);

// Each run of the million, to show the spread behind the medians on a shared machine.
const [plainRuns = [], , convertedRuns = []] = millionRounds;
console.log('\n1,000,000 transactions, run by run: ms (ratio converted / one currency)');
console.table(
  plainRuns.map((plain, i) => {
    const converted = convertedRuns[i] ?? Number.NaN;
    return {
      'analyze, one currency': plain.toFixed(1),
      'consolidated, GBP+EUR+USD': converted.toFixed(1),
      ratio: (converted / plain).toFixed(2),
    };
  }),
);
