import { addDays } from '../dates.js';
import { ledger } from './ledger.js';

/**
 * Twenty-six weeks (Monday 2 March - Sunday 30 August 2026) of a business whose agency retainer
 * ended: $10,000 to $10,750 of card payouts on Mondays, $4,000 of supplies on Tuesdays, and a
 * $9,000 agency retainer on Fridays until 7 August, none in the three weeks since.
 */
export function endedRetainer() {
  const book = ledger();
  for (let w = 0; w < 26; w += 1) {
    const monday = addDays('2026-03-02', 7 * w);
    book.inflow(monday, 10_000 + 250 * (w % 4), { description: 'STRIPE PAYOUT' });
    book.outflow(addDays(monday, 1), 4000, { description: 'SYSCO SUPPLIES' });
    if (w < 23) book.outflow(addDays(monday, 4), 9000, { description: 'AGENCY RETAINER' });
  }
  return book.buildNewestFirst();
}
