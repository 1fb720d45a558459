import { addDays } from '@cashline/core';
import type { IsoDate, Transaction } from '@cashline/core';

/** The day the corrected ledger's forecast starts from, its last Sunday. */
export const CORRECTED_AS_OF = '2026-03-01';

/** Deviations from the weekly receipts' level over a 13-week cycle: they add up to nil. */
const SWING = [3000, -2000, 1000, -4000, 2500, -500, 0, -1500, 3500, -3000, 1000, -2000, 2000];

/**
 * Sixty weeks (Monday 6 January 2025 - Sunday 1 March 2026) of a business paying $12,000 of
 * payroll every Friday, with receipts around $10,000 a week for 47 weeks then around $12,000, each
 * from a customer seen once: long enough for the engine to learn a correction from its past
 * errors, which its weeks carry as an adjustment beside the flows. Newest first, as the store
 * keeps it.
 */
export function correctedLedger(): Transaction[] {
  const start: IsoDate = '2025-01-06';
  const rows: Transaction[] = [];
  const add = (date: IsoDate, amount: number, description: string, category: string) =>
    rows.push({
      id: `c-${rows.length + 1}`,
      date,
      description,
      amount,
      type: amount < 0 ? 'outflow' : 'inflow',
      category,
    });
  for (let w = 0; w < 60; w += 1) {
    const monday = addDays(start, 7 * w);
    const receipts = (w < 47 ? 10_000 : 12_000) + (SWING[w % 13] as number);
    add(addDays(monday, w % 3), receipts * 0.6, `DEPOSIT CUSTOMER ${2 * w} LLC`, 'Sales');
    add(addDays(monday, 3), receipts * 0.4, `DEPOSIT CUSTOMER ${2 * w + 1} LLC`, 'Sales');
    add(addDays(monday, 4), -12_000, 'GUSTO PAYROLL NET PAY', 'Payroll');
  }
  return rows.reverse();
}
