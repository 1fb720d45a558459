// `pnpm bench`: applies a five-layer scenario (hire, loan, lost customer, price change, delay) to
// the engine's forecast of a 100k-transaction ledger. Goal: under 100 ms, as the page recomputes it
// on every change of a layer; it works on the 13 weeks, so the ledger's size should not matter.
import { performance } from 'node:perf_hooks';
import { addDays, addMonths, applyScenario, engineForecast } from '../src/index.js';
import type { ScenarioLayer, Transaction } from '../src/index.js';

const AS_OF = '2026-06-30';
const COUNT = 100_000;
const DAYS = 3 * 365;

/** Random card spending and sales over three years, with a monthly customer, rent and payroll. */
function generate(): Transaction[] {
  let seed = 7;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  const first = addDays(AS_OF, -DAYS);
  const transactions: Transaction[] = [];
  const add = (date: string, amount: number, description: string, category: string) =>
    transactions.push({
      id: `b-${transactions.length}`,
      date,
      description,
      amount,
      type: amount > 0 ? 'inflow' : 'outflow',
      category,
    });
  for (let month = 0; month < 36; month += 1) {
    const day = addMonths('2023-07-20', month);
    add(day, 12_000, 'ACME LTD INVOICE', 'Sales');
    add(addMonths('2023-07-01', month), -4_500, 'LANDLORD RENT', 'Rent');
    add(addMonths('2023-07-28', month), -30_000, 'PAYROLL', 'Payroll');
  }
  while (transactions.length < COUNT) {
    const inflow = next() < 0.5;
    const cents = Math.floor(next() * 40_000) + 100;
    add(
      addDays(first, Math.floor(next() * DAYS)),
      (inflow ? cents : -cents) / 100,
      inflow ? 'Card sale' : 'Supplier',
      inflow ? 'Sales' : 'Supplies',
    );
  }
  return transactions;
}

const transactions = generate();
let started = performance.now();
const detail = engineForecast(transactions, { asOf: AS_OF });
const base = { forecast: detail.engine, upcoming: detail.upcoming };
const engineMs = performance.now() - started;
const customer = base.upcoming.find((series) => series.amount > 0);
const common = { accountId: 'main', name: 'Layer' };
const layers: ScenarioLayer[] = [
  {
    ...common,
    id: 'h',
    type: 'hire',
    start: '2026-07-15',
    monthlySalary: 9_000,
    employerCostPercent: 13.8,
    headcount: 2,
  },
  {
    ...common,
    id: 'l',
    type: 'loan',
    start: '2026-07-03',
    principal: 200_000,
    annualRatePercent: 7.5,
    termMonths: 36,
  },
  {
    ...common,
    id: 'r',
    type: 'removeSeries',
    start: '2026-08-01',
    target: { by: 'series', key: customer?.key ?? 'none' },
  },
  {
    ...common,
    id: 's',
    type: 'scaleSeries',
    start: '2026-07-01',
    target: { by: 'category', category: 'Sales' },
    percent: 5,
  },
  {
    ...common,
    id: 'd',
    type: 'delay',
    start: '2026-07-01',
    target: { by: 'category', category: 'Sales' },
    days: 30,
  },
];
const runs = 1_000;
const times: number[] = [];
let lowest = 0;
for (let i = 0; i < runs; i += 1) {
  started = performance.now();
  lowest = applyScenario(base, layers).lowest?.balance ?? 0;
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
const ms = (value: number | undefined) => `${(value ?? 0).toFixed(3)} ms`;
process.stdout.write(
  [
    `Scenario of 5 layers on the forecast of ${COUNT.toLocaleString('en')} transactions ` +
      `(${base.upcoming.length} series; customer found: ${customer !== undefined})`,
    `  engine forecast once: ${engineMs.toFixed(0)} ms`,
    `  apply scenario: median ${ms(times[runs / 2])}, p99 ${ms(times[Math.floor(runs * 0.99)])}, ` +
      `max ${ms(times.at(-1))} (goal < 100 ms); lowest balance ${lowest}`,
    '',
  ].join('\n'),
);
