import {
  accountIdOf,
  accountSchema,
  detectTransfers,
  linkTransfers,
  markUntrackedTransfer,
  transactionSchema,
  unlinkTransfer,
  withTransferPair,
  withoutTransferPair,
} from '@cashline/core';
import type { Account, LedgerCommand, LedgerState, Transaction } from '@cashline/core';
import { choiceOf } from './currencyChoice';
import type { CurrencyChoice } from './currencyChoice';
import { commandsBetween, patchCommand, patchesBetween } from './transactionCommands';

/** Everything the browser store keeps, written together. */
export type StoreData = LedgerState;

/** What a user action does to the store: the commands it issues, and what it answers. */
export type Change<T> = { commands: LedgerCommand[]; result: T };

/** The account new transactions go to when none is chosen: the first one not archived. */
export function defaultAccountId(accounts: readonly Account[]): string | undefined {
  return (accounts.find((a) => !a.archived) ?? accounts[0])?.id;
}

/** Adds or replaces an account (same id); an invalid one throws the schema's message. */
export function saveAccount(_current: StoreData, account: Account): Change<Account> {
  const parsed = accountSchema.safeParse(account);
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'Invalid account');
  return { commands: [{ type: 'saveAccount', account: parsed.data }], result: parsed.data };
}

function fromLinkResult(
  current: StoreData,
  result: ReturnType<typeof linkTransfers>,
): Change<undefined> {
  if (!result.ok) throw new Error(result.error);
  return {
    commands: patchCommand(patchesBetween(current.transactions, result.transactions)),
    result: undefined,
  };
}

export function linkPairs(
  current: StoreData,
  pairs: readonly { outflowId: string; inflowId: string }[],
): Change<undefined> {
  return fromLinkResult(current, linkTransfers(current.transactions, pairs));
}

export function unlinkPair(current: StoreData, transferId: string): Change<undefined> {
  return fromLinkResult(current, {
    ok: true,
    transactions: unlinkTransfer(current.transactions, transferId),
  });
}

export function markUntracked(current: StoreData, transactionId: string): Change<undefined> {
  return fromLinkResult(current, markUntrackedTransfer(current.transactions, transactionId));
}

/**
 * Saves a transaction typed in a form as one side of a transfer to `otherAccountId`, the other
 * side made or moved to mirror it and the two linked; with null, saves it as an ordinary
 * transaction, its former link (and a side made by hand) gone.
 */
export function saveTransfer(
  current: StoreData,
  leg: Transaction,
  otherAccountId: string | null,
  newId: () => string,
): Change<undefined> {
  const valid = transactionSchema.parse(leg);
  if (otherAccountId === null) {
    const transactions = withoutTransferPair(current.transactions, valid);
    return { commands: commandsBetween(current.transactions, transactions), result: undefined };
  }
  if (!current.accounts.some((a) => a.id === otherAccountId && !a.archived)) {
    throw new Error('Choose the account the money moves to or from.');
  }
  const paired = withTransferPair(current.transactions, valid, otherAccountId, newId);
  if (!paired.ok) throw new Error(paired.error);
  return {
    commands: commandsBetween(current.transactions, paired.transactions),
    result: undefined,
  };
}

/** How many accounts hold rows not yet in a transfer, counted up to two. */
function accountsOutsideTransfers(...lists: readonly (readonly Transaction[])[]): number {
  let first: string | undefined;
  for (const transactions of lists) {
    // By index, as in core's `countsOf`: a whole-ledger for...of allocates per row.
    for (let i = 0; i < transactions.length; i += 1) {
      const t = transactions[i] as Transaction;
      if (t.transferId !== undefined) continue;
      const account = accountIdOf(t);
      if (first === undefined) first = account;
      else if (account !== first) return 2;
    }
  }
  return first === undefined ? 0 : 1;
}

/**
 * Whether linkDetectedTransfers could link anything in these lists joined: they hold rows of two
 * accounts outside transfers. Asked of the lists apart, so a caller joins them only when it can.
 */
export function mayLinkTransfers(...lists: readonly (readonly Transaction[])[]): boolean {
  return accountsOutsideTransfers(...lists) >= 2;
}

/**
 * Links the transfers detection is sure of (both sides bear them out) across the whole ledger,
 * after an import; returns the list and how many pairs it linked.
 */
export function linkDetectedTransfers(
  transactions: Transaction[],
  accounts: readonly Account[],
): { transactions: Transaction[]; linked: number } {
  // A transfer joins two accounts: rows all in one account (a first import) have none to find.
  if (!mayLinkTransfers(transactions)) return { transactions, linked: 0 };
  const { linked } = detectTransfers(transactions, accounts);
  if (linked.length === 0) return { transactions, linked: 0 };
  const result = linkTransfers(transactions, linked);
  return result.ok
    ? { transactions: result.transactions, linked: linked.length }
    : { transactions, linked: 0 };
}

/** Sets or clears the minimum for total cash. */
export function setCashMinimum(current: StoreData, minimum: number | null): Change<undefined> {
  if (minimum !== null && (!Number.isFinite(minimum) || minimum < 0)) {
    throw new Error('Enter the minimum as a positive number, or leave it empty.');
  }
  return {
    commands: [
      {
        type: 'saveSettings',
        settings: {
          importLayouts: current.importLayouts,
          cashMinimum: minimum,
          ...choiceOf(current),
        },
      },
    ],
    result: undefined,
  };
}

/** Sets the reporting currency and locale, replacing both (an absent one is no choice). */
export function setCurrencyChoice(current: StoreData, choice: CurrencyChoice): Change<undefined> {
  const settings = {
    importLayouts: current.importLayouts,
    cashMinimum: current.cashMinimum,
    ...choiceOf(choice),
  };
  return { commands: [{ type: 'saveSettings', settings }], result: undefined };
}
