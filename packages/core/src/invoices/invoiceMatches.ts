import { fromCents, toCents } from '../money.js';
import type { Transaction } from '../transaction.js';
import type { OpenItem } from './openItem.js';

/** Why a transaction is suggested for an invoice. */
export type MatchReason = 'balance' | 'amount' | 'part' | 'name';

export type InvoiceMatch = {
  transactionId: string;
  itemId: string;
  /** 0 to 1: how sure the suggestion is. */
  score: number;
  reasons: MatchReason[];
};

/** Below this a pair is not worth showing. */
const MIN_SCORE = 0.5;

const words = (text: string): string[] =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .split(' ')
    .filter((word) => word.length >= 3);

/** The share of the customer's name found in the transaction's description or payer. */
function nameScore(party: string, tx: Transaction): number {
  const wanted = [...new Set(words(party))];
  if (wanted.length === 0) return 0;
  const said = new Set(words(`${tx.description} ${tx.merchant ?? ''}`));
  return wanted.filter((word) => said.has(word)).length / wanted.length;
}

/** How well the money fits: the open balance exactly, the whole amount, or a part of it. */
function amountFit(item: OpenItem, cents: number): { score: number; reason?: MatchReason } {
  if (cents === toCents(item.balance)) return { score: 1, reason: 'balance' };
  if (cents === toCents(item.amount)) return { score: 0.8, reason: 'amount' };
  if (cents < toCents(item.balance)) return { score: 0.3, reason: 'part' };
  return { score: 0 };
}

/**
 * Which incoming transactions pay which open invoices, best first: scored by the amount (the open
 * balance to the cent is best, the invoice's whole amount next, less than the balance a part
 * payment) and by how much of the customer's name the description or payer carries. A payment is
 * never before the invoice was issued, a transaction already matched to an invoice is not
 * suggested again, and each transaction and each invoice is in one suggestion at most.
 */
export function suggestInvoiceMatches(
  transactions: readonly Transaction[],
  items: readonly OpenItem[],
): InvoiceMatch[] {
  const matched = new Set(
    items.flatMap((item) => item.payments.map((payment) => payment.transactionId)),
  );
  const open = items.filter((item) => item.kind === 'invoice' && item.balance > 0);
  const pairs: InvoiceMatch[] = [];
  // By index, as in `countsOf`: a whole-ledger for...of allocates per row.
  for (let i = 0; i < transactions.length; i += 1) {
    const tx = transactions[i] as Transaction;
    if (tx.amount <= 0 || tx.transferId !== undefined || matched.has(tx.id)) continue;
    const cents = toCents(tx.amount);
    for (const item of open) {
      if (tx.date < item.issueDate) continue;
      const fit = amountFit(item, cents);
      if (!fit.reason) continue;
      const name = nameScore(item.party, tx);
      const score = Math.round((0.6 * fit.score + 0.4 * name) * 1000) / 1000;
      if (score < MIN_SCORE) continue;
      const reasons: MatchReason[] = name > 0 ? [fit.reason, 'name'] : [fit.reason];
      pairs.push({ transactionId: tx.id, itemId: item.id, score, reasons });
    }
  }
  pairs.sort(
    (a, b) =>
      b.score - a.score ||
      a.transactionId.localeCompare(b.transactionId) ||
      a.itemId.localeCompare(b.itemId),
  );
  const usedTx = new Set<string>();
  const usedItem = new Set<string>();
  return pairs.filter((pair) => {
    if (usedTx.has(pair.transactionId) || usedItem.has(pair.itemId)) return false;
    usedTx.add(pair.transactionId);
    usedItem.add(pair.itemId);
    return true;
  });
}

/** The invoice after `tx` paid it: a payment on its date, of its amount up to the balance. */
export function applyMatchedPayment(item: OpenItem, tx: Transaction): OpenItem {
  const paidCents = Math.min(toCents(tx.amount), toCents(item.balance));
  const date = tx.date < item.issueDate ? item.issueDate : tx.date;
  return {
    ...item,
    balance: fromCents(toCents(item.balance) - paidCents),
    payments: [...item.payments, { date, amount: fromCents(paidCents), transactionId: tx.id }],
  };
}
