import { addDays } from '../dates.js';
import type { IsoDate } from '../dates.js';
import { ledger } from './ledger.js';

/**
 * Sixteen weeks (Monday 1 June - Sunday 20 September 2026) of a business losing $5,000 a week:
 * $10,000 of card payouts (Monday and Thursday), payroll of $10,000 on Fridays, $5,000 of
 * supplies on Tuesdays; and the owner's $200,000 investment on Wednesday 10 June (week 2). The
 * file carries no balances, so its balance is its net: 200,000 - 16 x 5,000 = $120,000.
 */
export function burningWithInvestment() {
  const book = ledger();
  const start: IsoDate = '2026-06-01';
  for (let w = 0; w < 16; w += 1) {
    const monday = addDays(start, 7 * w);
    const swing = 250 * (w % 4);
    book.inflow(monday, 4000 + swing, { description: 'STRIPE PAYOUT' });
    book.inflow(addDays(monday, 3), 6000 - swing, { description: 'STRIPE PAYOUT' });
    book.outflow(addDays(monday, 1), 5000, { description: 'SYSCO SUPPLIES' });
    book.outflow(addDays(monday, 4), 10_000, { description: 'GUSTO PAYROLL NET PAY' });
  }
  book.inflow('2026-06-10', 200_000, { description: 'OWNER INVESTMENT J SMITH' });
  return book.buildNewestFirst();
}
