// Times the engine with and without 1,000 open invoices, and the placement of the invoices alone,
// on invoicing ledgers of about 1,000 and 20,000 transactions.
import { dateOfDayNumber, dayNumber } from '../../src/dates.js';
import { expectedPayments, forecastDetail, paymentTiming } from '../../src/index.js';
import type { OpenItem, Transaction } from '../../src/index.js';
import { invoiceBusiness } from './invoiceBusinesses.js';
import { itemsAsOf } from './invoiceMethods.js';
import { table } from './report.js';

/** Median CPU time (ms) of several runs after a warm-up. */
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

/** Invoicing businesses' rows and items merged until the ledger has `count` rows. */
function merged(count: number): { transactions: Transaction[]; items: OpenItem[] } {
  const transactions: Transaction[] = [];
  const items: OpenItem[] = [];
  for (let seed = 0; transactions.length < count; seed += 1) {
    const business = invoiceBusiness(100 + seed);
    for (const { balance, ...t } of business.ledger.transactions) {
      transactions.push(seed === 0 && balance !== undefined ? { ...t, balance } : t);
    }
    items.push(...business.items);
  }
  transactions.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return { transactions, items };
}

/**
 * 1,000 open invoices of the ledger's own customers (so the engine works out each one's
 * baseline), issued over the last 120 days, added to the history known at the as-of date.
 */
function withOpen(items: readonly OpenItem[], asOfDay: number): OpenItem[] {
  const known = itemsAsOf(items, asOfDay);
  const parties = [...new Set(known.filter((i) => i.kind === 'invoice').map((i) => i.party))];
  const open = Array.from({ length: 1000 }, (_, i): OpenItem => {
    const issueDay = asOfDay - (i % 120);
    return {
      id: `open-${i}`,
      kind: 'invoice',
      party: parties[i % parties.length] as string,
      number: `X${i}`,
      amount: 1000 + i,
      balance: 1000 + i,
      issueDate: dateOfDayNumber(issueDay),
      dueDate: dateOfDayNumber(issueDay + 30),
      payments: [],
    };
  });
  return [...known, ...open];
}

export function timeInvoices(): string {
  const rows = [1_000, 20_000].map((size) => {
    const { transactions, items } = merged(size);
    const asOfDay = dayNumber((transactions.at(-1) as Transaction).date) - 91;
    const asOf = dateOfDayNumber(asOfDay);
    const openItems = withOpen(items, asOfDay);
    const runs = size > 5_000 ? 7 : 15;
    const engine = medianTime(() => forecastDetail(transactions, { asOf }), runs);
    const withItems = medianTime(() => forecastDetail(transactions, { asOf, openItems }), runs);
    const placing = medianTime(() => {
      expectedPayments(openItems, paymentTiming(openItems, 'invoice', asOf), asOf, 13);
      expectedPayments(openItems, paymentTiming(openItems, 'bill', asOf), asOf, 13);
    }, runs);
    return [
      `${transactions.length} transactions, ${openItems.length} items (1,000 added open)`,
      engine.toFixed(1),
      withItems.toFixed(1),
      `${(withItems - engine).toFixed(1)} (${((100 * (withItems - engine)) / engine).toFixed(0)}%)`,
      placing.toFixed(1),
    ];
  });
  return table(
    ['ledger', 'engine ms', 'with items ms', 'added ms', 'learning + placing alone ms'],
    rows,
  );
}
