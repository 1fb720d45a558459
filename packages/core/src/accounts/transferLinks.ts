import type { Transaction } from '../transaction.js';
import { accountIdOf } from './account.js';

export type LinkResult = { ok: true; transactions: Transaction[] } | { ok: false; error: string };

/** The transfer id both sides of a linked pair carry. */
export function transferIdFor(outflowId: string): string {
  return `transfer-${outflowId}`;
}

/** The transfer id of money sent to (or received from) an account Cashline does not track. */
export function untrackedTransferId(transactionId: string): string {
  return `untracked-${transactionId}`;
}

export function isUntrackedTransfer(transaction: Transaction): boolean {
  return transaction.transferId?.startsWith('untracked-') === true;
}

/** A copy of the list with the given transactions' transfer ids set (undefined removes it). */
function withTransferIds(
  transactions: readonly Transaction[],
  changes: ReadonlyMap<string, string | undefined>,
): Transaction[] {
  return transactions.map((t) => {
    if (!changes.has(t.id)) return t;
    const transferId = changes.get(t.id);
    const copy = { ...t };
    if (transferId === undefined) delete copy.transferId;
    else copy.transferId = transferId;
    return copy;
  });
}

function pairProblem(out: Transaction | undefined, into: Transaction | undefined): string | null {
  if (out === undefined || into === undefined) return 'That transaction no longer exists.';
  if (out.amount >= 0 || into.amount <= 0) {
    return 'A transfer links money leaving one account with money arriving in another.';
  }
  if (accountIdOf(out) === accountIdOf(into)) {
    return 'Both sides of a transfer cannot be in the same account.';
  }
  if (out.transferId !== undefined || into.transferId !== undefined) {
    return 'One of these transactions is already part of a transfer. Unlink it first.';
  }
  return null;
}

/** Links pairs (outflow id, inflow id) as transfers; one that cannot be linked fails them all. */
export function linkTransfers(
  transactions: readonly Transaction[],
  pairs: readonly { outflowId: string; inflowId: string }[],
): LinkResult {
  const byId = new Map<string, Transaction>();
  const wanted = new Set(pairs.flatMap((p) => [p.outflowId, p.inflowId]));
  // By index, as in `countsOf`: a whole-ledger for...of allocates per row.
  for (let i = 0; i < transactions.length; i += 1) {
    const t = transactions[i] as Transaction;
    if (wanted.has(t.id)) byId.set(t.id, t);
  }
  const changes = new Map<string, string>();
  for (const { outflowId, inflowId } of pairs) {
    const problem = pairProblem(byId.get(outflowId), byId.get(inflowId));
    if (problem !== null) return { ok: false, error: problem };
    if (changes.has(outflowId) || changes.has(inflowId)) {
      return { ok: false, error: 'A transaction can be part of one transfer only.' };
    }
    const transferId = transferIdFor(outflowId);
    changes.set(outflowId, transferId);
    changes.set(inflowId, transferId);
  }
  return { ok: true, transactions: withTransferIds(transactions, changes) };
}

/** Unlinks a transfer: every transaction carrying the id becomes an ordinary inflow or outflow again. */
export function unlinkTransfer(
  transactions: readonly Transaction[],
  transferId: string,
): Transaction[] {
  const changes = new Map<string, undefined>();
  // By index, as in `countsOf`: a whole-ledger for...of allocates per row.
  for (let i = 0; i < transactions.length; i += 1) {
    const t = transactions[i] as Transaction;
    if (t.transferId === transferId) changes.set(t.id, undefined);
  }
  return withTransferIds(transactions, changes);
}

/** Marks one transaction as a transfer to or from an account that is not tracked. */
export function markUntrackedTransfer(
  transactions: readonly Transaction[],
  transactionId: string,
): LinkResult {
  const target = transactions.find((t) => t.id === transactionId);
  if (target === undefined) return { ok: false, error: 'That transaction no longer exists.' };
  if (target.transferId !== undefined) {
    return { ok: false, error: 'This transaction is already part of a transfer.' };
  }
  const changes = new Map([[transactionId, untrackedTransferId(transactionId)]]);
  return { ok: true, transactions: withTransferIds(transactions, changes) };
}
