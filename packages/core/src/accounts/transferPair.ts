import type { Transaction } from '../transaction.js';
import { accountIdOf } from './account.js';
import { isUntrackedTransfer, transferIdFor } from './transferLinks.js';
import type { LinkResult } from './transferLinks.js';

/** The category a transfer recorded by hand carries, as QuickBooks transfers do. */
export const TRANSFER_CATEGORY = 'Transfers';

/** The other side of a linked transfer between two tracked accounts, if the transaction has one. */
export function transferCounterpart(
  transactions: readonly Transaction[],
  transaction: Pick<Transaction, 'id' | 'transferId'>,
): Transaction | undefined {
  const { transferId } = transaction;
  if (transferId === undefined || transferId.startsWith('untracked-')) return undefined;
  return transactions.find((t) => t.transferId === transferId && t.id !== transaction.id);
}

/** The list with one transaction replaced (same id), or added first when it is new. */
function put(transactions: readonly Transaction[], next: Transaction): Transaction[] {
  const index = transactions.findIndex((t) => t.id === next.id);
  if (index === -1) return [next, ...transactions];
  const copy = transactions.slice();
  copy[index] = next;
  return copy;
}

/**
 * Records a transfer between two of the business's accounts from the one side a form gave (`leg`,
 * new or edited, signed: money leaving its account is negative): the other side, in
 * `otherAccountId`, mirrors its amount (made new with `newId` as a copy, or the side it was linked
 * to: one made by hand follows every field, a bank's row keeps its own words and day), and both
 * carry the transfer id the linking gives a pair, so neither counts as money in or out.
 */
export function withTransferPair(
  transactions: readonly Transaction[],
  leg: Transaction,
  otherAccountId: string,
  newId: () => string,
): LinkResult {
  if (leg.amount === 0) return { ok: false, error: 'A transfer needs an amount above zero.' };
  if (accountIdOf(leg) === otherAccountId) {
    return { ok: false, error: 'Both sides of a transfer cannot be in the same account.' };
  }
  const previous = transactions.find((t) => t.id === leg.id);
  if (previous !== undefined && isUntrackedTransfer(previous)) {
    return { ok: false, error: 'This transaction is a transfer to an untracked account.' };
  }
  const linked = previous && transferCounterpart(transactions, previous);
  const amount = -leg.amount;
  const type = amount < 0 ? 'outflow' : 'inflow';
  let other: Transaction;
  if (linked === undefined || linked.id.startsWith('manual-')) {
    // Made by hand to mirror this side: it follows every field.
    const {
      balance: _balance,
      transferId: _old,
      ...kept
    } = linked ?? { id: newId(), categorySource: 'manual' as const };
    other = {
      ...kept,
      date: leg.date,
      description: leg.description,
      amount,
      type,
      category: leg.category,
      accountId: otherAccountId,
    };
  } else {
    // The bank's own row keeps its words and day; its running balance only while its amount stays.
    const { balance, transferId: _old, ...kept } = linked;
    other = {
      ...kept,
      amount,
      type,
      accountId: otherAccountId,
      ...(balance !== undefined && linked.amount === amount ? { balance } : {}),
    };
  }
  const transferId = transferIdFor(leg.amount < 0 ? leg.id : other.id);
  return {
    ok: true,
    transactions: put(put(transactions, { ...leg, transferId }), { ...other, transferId }),
  };
}

/**
 * Turns an edited transfer back into an ordinary transaction: the link goes, and the other side
 * goes too when it was made by hand (it mirrored this one), else it stays as the bank sent it.
 */
export function withoutTransferPair(
  transactions: readonly Transaction[],
  leg: Transaction,
): Transaction[] {
  const previous = transactions.find((t) => t.id === leg.id);
  const linked = previous && transferCounterpart(transactions, previous);
  const { transferId: _old, ...plain } = leg;
  const next = put(transactions, isUntrackedTransfer(leg) ? leg : plain);
  if (linked === undefined) return next;
  if (linked.id.startsWith('manual-')) return next.filter((t) => t.id !== linked.id);
  const { transferId: _linked, ...unlinked } = linked;
  return put(next, unlinked);
}
