import {
  accountIdOf,
  detectTransfers,
  isUntrackedTransfer,
  suggestsUntrackedTransfer,
} from '@cashline/core';
import type { Account, Transaction, TransferPair } from '@cashline/core';

/** How many of each list the page shows. */
export const SHOWN = 20;

export type LinkedTransfer = { transferId: string; sides: Transaction[] };

export type TransferLists = {
  suggested: TransferPair[];
  linked: LinkedTransfer[];
  untracked: Transaction[];
  /**
   * Descriptions that say transfer with no other side found: candidates for an untracked account.
   * A processor's payout is not one unless the business tracks that processor's account.
   */
  oneSided: Transaction[];
  byId: Map<string, Transaction>;
};

/** What the transfers section lists, from one detection and one pass over the ledger. */
export function transferLists(
  transactions: readonly Transaction[],
  accounts: readonly Account[],
): TransferLists {
  const detection = detectTransfers(transactions, accounts);
  const paired = new Set(
    [...detection.suggested, ...detection.linked].flatMap((p) => [p.outflowId, p.inflowId]),
  );
  const byTransfer = new Map<string, Transaction[]>();
  const untracked: Transaction[] = [];
  const oneSided: Transaction[] = [];
  const byId = new Map<string, Transaction>();
  for (const t of transactions) {
    if (t.transferId === undefined) {
      if (oneSided.length < SHOWN && !paired.has(t.id) && suggestsUntrackedTransfer(t, accounts)) {
        oneSided.push(t);
      }
      if (paired.has(t.id)) byId.set(t.id, t);
      continue;
    }
    if (isUntrackedTransfer(t)) {
      untracked.push(t);
      continue;
    }
    const sides = byTransfer.get(t.transferId) ?? [];
    sides.push(t);
    byTransfer.set(t.transferId, sides);
  }
  return {
    suggested: detection.suggested,
    linked: [...byTransfer].map(([transferId, sides]) => ({ transferId, sides })),
    untracked,
    oneSided,
    byId,
  };
}

/** "Chase Checking" for a transaction's account, or the id when the account is gone. */
export function accountName(accounts: readonly Account[], transaction: Transaction): string {
  const id = accountIdOf(transaction);
  return accounts.find((a) => a.id === id)?.name ?? id;
}
