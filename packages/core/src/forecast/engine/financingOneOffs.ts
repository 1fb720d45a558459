import { fromCents } from '../../money.js';
import { parsePayee } from '../../payees/parsePayee.js';
import type { Transaction } from '../../transaction.js';
import type { PayeeGroups } from './findSeries.js';
import type { LeftOutReceipt } from './forecastTypes.js';
import type { LedgerRows } from './ledgerRows.js';

/** Marks a row of `explained` that is a financing one-off: in the balance, in no weekly flow. */
export const ONE_OFF = 2;
/**
 * Weeks of the rest of the ledger's money in a single receipt must bring, at least, to be read
 * as financing (an owner's investment, a loan drawdown, an equity round) rather than trade.
 */
export const ONE_OFF_WEEKS = 8;
/** The history a ledger's only receipt needs before it is read as trade rather than financing. */
const SOLE_RECEIPT_DAYS = 14;

/**
 * Flags (`ONE_OFF` in `explained`) the receipts no pattern explains that are financing one-offs:
 * a payee's only receipt in the detection window (see `PayeeGroups`), bringing in at least
 * `ONE_OFF_WEEKS` weeks of the rest of the ledger's money in (so never the only one). Such money is
 * in the history's
 * balance, not in its recurring flow: spread over the weeks as a mean, an owner's $200,000 made a
 * business losing $5,000 a week look as if it broke even. Money out is left as it is: one-off
 * purchases are rare but real costs (see `residualWeekly`).
 */
export function markFinancingOneOffs(
  rows: LedgerRows,
  groups: PayeeGroups,
  explained: Uint8Array,
): void {
  let received = 0;
  for (let r = 0; r < rows.count; r += 1) {
    const cents = rows.cents[r] as number;
    if (cents > 0) received += cents;
  }
  const days = Math.max(7, rows.asOfDay - rows.firstDay + 1);
  for (const [key, group] of groups) {
    if (group.length !== 1 || !key.startsWith('+')) continue;
    const r = group[0] as number;
    if (explained[r] !== 0) continue;
    const cents = rows.cents[r] as number;
    // The ledger's only receipt has no rest to be measured against: reading it as an investment
    // would forecast a business with no income at all (a new account's first customer payment).
    // Under two weeks of history it stays out all the same: one receipt is no weekly rate.
    if (cents === received && days >= SOLE_RECEIPT_DAYS) continue;
    const restPerWeek = ((received - cents) * 7) / days;
    if (cents >= ONE_OFF_WEEKS * restPerWeek) explained[r] = ONE_OFF;
  }
}

/** The rows flagged `ONE_OFF` as the page names them, by date. */
export function leftOutReceipts(
  rows: LedgerRows,
  explained: Uint8Array,
  transactions: readonly Transaction[],
): LeftOutReceipt[] {
  const receipts: LeftOutReceipt[] = [];
  for (let r = 0; r < rows.count; r += 1) {
    if (explained[r] !== ONE_OFF) continue;
    const transaction = transactions[rows.source[r] as number] as Transaction;
    receipts.push({
      date: transaction.date,
      description: transaction.description,
      payee: parsePayee(transaction.description).name,
      amount: fromCents(rows.cents[r] as number),
    });
  }
  return receipts.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
