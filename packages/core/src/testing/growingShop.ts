import { dateOfDayNumber, dayNumber } from '../dates.js';
import type { IsoDate } from '../dates.js';
import type { Transaction } from '../transaction.js';
import { ledger } from './ledger.js';

/** The as-of date of `growingShop`, a Sunday. */
export const GROWING_SHOP_AS_OF: IsoDate = '2026-11-29';

/**
 * A shop `days` days old on 29 November 2026 whose card takings grow by $2 a day, from $1,000 on
 * its first day (day d brings 1,000 + 2d), and which pays its supplier `weekly` every Monday. Week
 * i of its history (0 the oldest whole week) takes 7,042 + 98i. With `accountId`, its rows are
 * that account's and their ids start with it.
 */
export function growingShop(days: number, weekly: number, accountId?: string): Transaction[] {
  const book = ledger();
  const asOfDay = dayNumber(GROWING_SHOP_AS_OF);
  const first = asOfDay - days + 1;
  const account = accountId === undefined ? {} : { accountId };
  for (let d = 0; d < days; d += 1) {
    const date = dateOfDayNumber(first + d);
    book.inflow(date, 1000 + 2 * d, {
      ...account,
      description: 'SQUARE DEPOSIT',
      category: 'Sales',
    });
    // Mondays are 6 days after a Sunday modulo 7.
    if ((asOfDay - (first + d)) % 7 === 6) {
      book.outflow(date, weekly, {
        ...account,
        description: 'ACME SUPPLY CO',
        category: 'Supplies',
      });
    }
  }
  const rows = book.build();
  return accountId === undefined ? rows : rows.map((t) => ({ ...t, id: `${accountId}-${t.id}` }));
}
