import { fromCents, toCents } from '../money.js';
import { MAX_ITEM_PAYMENTS } from './openItem.js';
import type { ItemPayment, OpenItem } from './openItem.js';

const paymentKey = (payment: ItemPayment) => `${payment.date} ${toCents(payment.amount)}`;

/**
 * A QuickBooks item as pulled again, keeping what was matched here: a payment matched in Cashline
 * to a bank transaction stays, since QuickBooks learns of it only when someone records it there.
 * Once QuickBooks shows a new payment of the same amount (one it did not have before), that is
 * the matched one: it takes the transaction's id and QuickBooks' balance stands. Until then the
 * matched payment is added to what QuickBooks sent and lowers its balance, and `quickBooksBalance`
 * keeps what QuickBooks still shows open.
 */
export function keepLocalMatches(stored: OpenItem, fresh: OpenItem): OpenItem {
  const matched = stored.payments.filter((payment) => payment.transactionId !== undefined);
  if (matched.length === 0) return fresh;
  // Payments QuickBooks had already sent before cannot be the matched ones.
  const known = new Map<string, number>();
  for (const payment of stored.payments) {
    if (payment.transactionId !== undefined) continue;
    known.set(paymentKey(payment), (known.get(paymentKey(payment)) ?? 0) + 1);
  }
  const payments = fresh.payments.map((payment) => ({ ...payment }));
  const isNew = payments.map((payment) => {
    const left = known.get(paymentKey(payment)) ?? 0;
    if (left === 0) return true;
    known.set(paymentKey(payment), left - 1);
    return false;
  });
  let balanceCents = toCents(fresh.balance);
  let notInQuickBooks = false;
  for (const local of matched) {
    const cents = toCents(local.amount);
    const index = payments.findIndex(
      (payment, n) =>
        isNew[n] && payment.transactionId === undefined && toCents(payment.amount) === cents,
    );
    if (index >= 0) {
      payments[index] = { ...(payments[index] as ItemPayment), transactionId: local.transactionId };
      continue;
    }
    const paidCents = Math.min(cents, balanceCents);
    if (paidCents <= 0 || payments.length >= MAX_ITEM_PAYMENTS) continue;
    payments.push({ ...local, amount: fromCents(paidCents) });
    balanceCents -= paidCents;
    notInQuickBooks = true;
  }
  if (!notInQuickBooks) return { ...fresh, payments };
  return {
    ...fresh,
    balance: fromCents(balanceCents),
    payments: payments.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)),
    quickBooksBalance: fresh.balance,
  };
}
