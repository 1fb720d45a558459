import { addDays } from '../dates.js';
import type { IsoDate } from '../dates.js';
import { ledger } from './ledger.js';

const FIRST = [
  'AMBER',
  'BIRCH',
  'CEDAR',
  'DELTA',
  'EMBER',
  'FROST',
  'GROVE',
  'HAZEL',
  'IVORY',
  'JUNIPER',
  'KESTREL',
];
const SECOND = [
  'ANVIL',
  'BRIDGE',
  'CANYON',
  'DOCK',
  'ELM',
  'FORGE',
  'GATE',
  'HARBOR',
  'ISLE',
  'JETTY',
  'KNOLL',
];
/** A customer paying once only: no pattern to find in who pays. */
const customer = (i: number) =>
  `DEPOSIT ${FIRST[i % 11] ?? ''} ${SECOND[Math.floor(i / 11)] ?? ''} LLC`;
/** Deviations from the weekly receipts' level over a 13-week cycle: they add up to nil. */
const SWING = [3000, -2000, 1000, -4000, 2500, -500, 0, -1500, 3500, -3000, 1000, -2000, 2000];

/**
 * Sixty weeks (Monday 6 January 2025 - Sunday 1 March 2026) of a business paying $12,000 of
 * payroll every Friday, with customers' receipts around $10,000 a week for 47 weeks, then around
 * $12,000 for the last 13 (each 13-week cycle of receipts adds up to 13 x its level), each
 * receipt from a customer seen once.
 */
export function longLedger() {
  const book = ledger();
  const start: IsoDate = '2025-01-06';
  for (let w = 0; w < 60; w += 1) {
    const monday = addDays(start, 7 * w);
    const level = w < 47 ? 10_000 : 12_000;
    const receipts = level + (SWING[w % 13] as number);
    book.inflow(addDays(monday, w % 3), receipts * 0.6, {
      description: customer(2 * w),
    });
    book.inflow(addDays(monday, 3), receipts * 0.4, {
      description: customer(2 * w + 1),
    });
    book.outflow(addDays(monday, 4), 12_000, { description: 'GUSTO PAYROLL NET PAY' });
  }
  return book.buildNewestFirst();
}
