import { averageForecast, forecastAccuracy, forecastCashFlow, toCents } from '../../src/index.js';
import type { Transaction } from '../../src/index.js';
import { generateBusiness } from './businessLedgers.js';
import { table } from './report.js';

const AS_OF = '2024-12-15';

/**
 * Generated businesses' rows in one two-year ledger, ids made unique and newest first as the app
 * stores them, up to `count` rows; the first business keeps its running balance.
 */
function bigLedger(count: number): Transaction[] {
  const rows: Transaction[] = [];
  for (let seed = 100; rows.length < count; seed += 1) {
    for (const { balance, ...t } of generateBusiness(seed).transactions) {
      if (rows.length >= count) break;
      rows.push(
        seed === 100 && balance !== undefined
          ? { ...t, id: `${seed}-${t.id}`, balance }
          : { ...t, id: `${seed}-${t.id}` },
      );
    }
  }
  return rows.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}

/**
 * The rows as the app holds them: read back from its store (the server's database, the browser's
 * storage, a worker's message), whose strings are flat. Generated descriptions and dates are
 * joined pieces (V8 keeps them as ropes), which every character read walks through: on them the
 * engine took about twice as long over a million rows, a cost no stored ledger has.
 */
function asStored(rows: readonly Transaction[]): Transaction[] {
  return JSON.parse(JSON.stringify(rows)) as Transaction[];
}

/** Median CPU time (user + system, ms) of several runs after a warm-up: steadier than wall time on a shared machine. */
function medianTime(run: () => unknown, runs: number): number {
  run();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = process.cpuUsage();
    run();
    const used = process.cpuUsage(started);
    times.push((used.user + used.system) / 1000);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)] as number;
}

/** One bare pass summing cents by week: the least any forecast must do. */
function bareWeeklySums(transactions: readonly Transaction[]): number {
  const weeks = new Map<string, number>();
  for (const t of transactions) {
    const key = t.date.slice(0, 8);
    weeks.set(key, (weeks.get(key) ?? 0) + toCents(t.amount));
  }
  return weeks.size;
}

/**
 * Times the engine, the 90-day average, a bare pass and the accuracy check on 100k and 1M
 * transactions.
 */
export function timeEngine(): string {
  const rows: string[][] = [];
  for (const [count, budget] of [
    [100_000, 150],
    [1_000_000, 1_500],
  ] as const) {
    const generated = bigLedger(count);
    const transactions = asStored(generated);
    const runs = count > 100_000 ? 3 : 7;
    const engine = medianTime(() => forecastCashFlow(transactions, { asOf: AS_OF }), runs);
    const roped = medianTime(() => forecastCashFlow(generated, { asOf: AS_OF }), runs);
    const average = medianTime(() => averageForecast(transactions, { asOf: AS_OF }), runs);
    const bare = medianTime(() => bareWeeklySums(transactions), runs);
    // The forecast page's "How accurate has this been?": the engine at each past origin.
    const accuracy = medianTime(() => forecastAccuracy(transactions, { asOf: AS_OF }), runs);
    rows.push([
      count.toLocaleString('en-US'),
      `${engine.toFixed(0)} ms`,
      `${budget} ms`,
      engine <= budget ? 'PASS' : 'FAIL',
      `${roped.toFixed(0)} ms`,
      `${average.toFixed(0)} ms`,
      `${bare.toFixed(0)} ms`,
      (engine / bare).toFixed(1),
      `${accuracy.toFixed(0)} ms`,
    ]);
  }
  return table(
    [
      'transactions',
      'forecastCashFlow',
      'budget',
      '',
      'on generated rows (ropes)',
      '90-day average',
      'bare weekly sums',
      'engine / bare',
      'accuracy check (12 origins)',
    ],
    rows,
  );
}
