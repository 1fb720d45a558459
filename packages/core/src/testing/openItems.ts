import { addDays } from '../dates.js';
import type { OpenItem } from '../invoices/openItem.js';

/** The as-of date of the invoice tests. */
export const AS_OF = '2026-06-30';
let next = 0;

/** An invoice (or bill) due `dueBefore` days before the as-of date, paid `[lag, amount]` late. */
export function item(
  party: string,
  amount: number,
  dueBefore: number,
  paid: [number, number][] = [],
  kind: OpenItem['kind'] = 'invoice',
): OpenItem {
  next += 1;
  const dueDate = addDays(AS_OF, -dueBefore);
  const paidTotal = paid.reduce((sum, [, a]) => sum + a, 0);
  return {
    id: `i${next}`,
    kind,
    party,
    number: String(next),
    amount,
    balance: Math.round((amount - paidTotal) * 100) / 100,
    issueDate: addDays(dueDate, -30),
    dueDate,
    payments: paid.map(([lag, a]) => ({ date: addDays(dueDate, lag), amount: a })),
  };
}

/** Acme pays 10 and 20 days late, Birch on the due date: two settled invoices each. */
export function twoCustomers(): OpenItem[] {
  return [
    item('Acme Ltd', 100, 120, [[10, 100]]),
    item('ACME LTD.', 400, 90, [[20, 400]]),
    item('Birch & Co', 50, 100, [[0, 50]]),
    item('Birch & Co', 70, 60, [[0, 70]]),
  ];
}
