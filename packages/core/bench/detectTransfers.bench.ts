// `pnpm bench`: times detectTransfers() over 1M transactions across 5 accounts (goal: under 2 s)
// beside a bare loop that only groups the amounts in cents, and says how many of the planted
// transfers it linked or suggested. A fifth of the amounts come from 40 common values, so equal
// amounts crowd the same weeks as they do in a real ledger (rent, subscriptions, round sums).
import { performance } from 'node:perf_hooks';
import { detectTransfers, toCents } from '../src/index.js';
import type { Account, Transaction } from '../src/index.js';

const COUNT = 1_000_000;
const ACCOUNTS: Account[] = [
  'Chase Checking',
  'Ally Savings',
  'Amex 1004',
  'Stripe',
  'Petty cash',
].map((name, i) => ({
  id: `a${i}`,
  name,
  kind: i === 2 ? 'credit card' : i === 1 ? 'savings' : 'checking',
  currency: 'USD',
  openingBalance: 0,
  openingDate: '2021-01-01',
  archived: false,
}));

function generate(): { transactions: Transaction[]; planted: number } {
  // mulberry32: a seeded generator in 32-bit integer arithmetic, with no short cycles.
  let seed = 42;
  const next = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const start = Date.UTC(2021, 0, 1);
  const days = 3 * 365;
  const dateOf = (day: number) => new Date(start + day * 86_400_000).toISOString().slice(0, 10);
  const transactions: Transaction[] = [];
  let planted = 0;
  const push = (day: number, account: number, cents: number, description: string) => {
    transactions.push({
      id: `b-${transactions.length}`,
      date: dateOf(day),
      description,
      amount: cents / 100,
      type: cents < 0 ? 'outflow' : 'inflow',
      category: 'Other',
      accountId: `a${account}`,
    });
  };
  while (transactions.length < COUNT) {
    const day = Math.floor(next() * days);
    const account = Math.floor(next() * ACCOUNTS.length);
    if (next() < 0.02) {
      const to = (account + 1 + Math.floor(next() * 4)) % ACCOUNTS.length;
      const cents = (1 + Math.floor(next() * 50)) * 10_000;
      push(day, account, -cents, 'ONLINE TRANSFER');
      push(day + Math.floor(next() * 3), to, cents, 'TRANSFER FROM CHK');
      planted += 1;
      continue;
    }
    const common = next() < 0.2;
    const cents = common ? (1 + Math.floor(next() * 40)) * 2500 : Math.floor(next() * 500_000) + 1;
    push(day, account, next() < 0.4 ? cents : -cents, common ? 'SUBSCRIPTION' : 'SUPPLIER');
  }
  return { transactions, planted };
}

function bareLoop(transactions: readonly Transaction[]): number {
  const groups = new Map<number, number>();
  for (const t of transactions) {
    const cents = Math.abs(toCents(t.amount));
    groups.set(cents, (groups.get(cents) ?? 0) + 1);
  }
  return groups.size;
}

function time<T>(run: () => T): { ms: number; result: T } {
  const started = performance.now();
  const result = run();
  return { ms: performance.now() - started, result };
}

const { transactions, planted } = generate();
const base = time(() => bareLoop(transactions));
const detection = time(() => detectTransfers(transactions, ACCOUNTS));
const found = [...detection.result.linked, ...detection.result.suggested];
const byId = new Map(transactions.map((t) => [t.id, t]));
// Planted transfers of one amount in the same days are interchangeable: a pair is right when both
// sides are planted transfer rows, wrong when it takes an ordinary payment.
const plantedPairs = found.filter(
  (p) =>
    byId.get(p.outflowId)?.description === 'ONLINE TRANSFER' &&
    byId.get(p.inflowId)?.description === 'TRANSFER FROM CHK',
).length;

console.table([
  { run: `bare loop grouping amounts (${COUNT.toLocaleString('en')})`, ms: Math.round(base.ms) },
  {
    run: 'detectTransfers',
    ms: Math.round(detection.ms),
    ratio: (detection.ms / base.ms).toFixed(1),
  },
]);
console.table([
  {
    planted,
    linked: detection.result.linked.length,
    suggested: detection.result.suggested.length,
    'pairs of planted rows': plantedPairs,
    'pairs with an ordinary payment': found.length - plantedPairs,
    'under 2 s': detection.ms < 2000,
  },
]);
