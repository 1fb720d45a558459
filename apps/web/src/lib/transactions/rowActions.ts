import { DEFAULT_ACCOUNT_ID, defaultAccount, transactionSchema } from '@cashline/core';
import type { LedgerCommand, Transaction, TransactionPatch } from '@cashline/core';
import { useMemo } from 'react';
import { todayIso } from '../clock';
import { newManualId } from './newTransactionId';
import { findRow } from './rowPlaces';
import { defaultAccountId } from './storeChanges';
import type { Change, StoreData } from './storeChanges';
import {
  clearCommands,
  nonNull,
  patchCommand,
  patchOf,
  replacementCommands,
} from './transactionCommands';

export type NewTransaction = Omit<Transaction, 'id'>;

/** What the store offers for the ledger's rows; each change is saved before it shows. */
export type RowActions = {
  /** Puts the new transaction first and saves; resolves with it (its id starts with `manual-`). */
  addTransaction: (input: NewTransaction) => Promise<Transaction>;
  /** Replaces the transaction with the same id; the id never changes. */
  updateTransaction: (transaction: Transaction) => Promise<void>;
  /** Replaces each transaction with the same id, in one save; all or none. */
  updateTransactions: (transactions: readonly Transaction[]) => Promise<void>;
  /**
   * Sets and removes fields of the transactions the patches name, in one save; all or none (a
   * patch naming a transaction no longer there refuses them all). Reads no other row.
   */
  patchTransactions: (patches: readonly TransactionPatch[]) => Promise<void>;
  deleteTransaction: (id: string) => Promise<void>;
  /** Wipes the stored list and saves this one instead. */
  replaceAll: (transactions: Transaction[]) => Promise<void>;
  /** Empties the list; the accounts stay. */
  clearAll: () => Promise<void>;
};

type Commit = <T>(change: (current: StoreData) => Change<T>) => Promise<T>;

/** The row actions, each issuing its commands through `commit`. */
export function useRowActions(commit: Commit): RowActions {
  return useMemo(
    () => ({
      addTransaction: (input: NewTransaction) =>
        commit((current) => {
          const accountId = input.accountId ?? defaultAccountId(current.accounts);
          const transaction = transactionSchema.parse({
            ...input,
            id: newManualId(),
            accountId: accountId ?? DEFAULT_ACCOUNT_ID,
          });
          return {
            commands: [{ type: 'createTransactions', transactions: [transaction] }],
            result: transaction,
          };
        }),
      updateTransaction: (transaction: Transaction) =>
        commit((current) => {
          const valid = transactionSchema.parse(transaction);
          const old = findRow(current.transactions, valid.id);
          if (old === undefined) throw new Error('That transaction no longer exists.');
          return { commands: patchCommand(nonNull([patchOf(old, valid)])), result: undefined };
        }),
      updateTransactions: (changed: readonly Transaction[]) =>
        commit((current) => {
          const byId = new Map(changed.map((t) => [t.id, transactionSchema.parse(t)]));
          const patches: (TransactionPatch | null)[] = [];
          for (const t of current.transactions) {
            const next = byId.get(t.id);
            if (next !== undefined) patches.push(patchOf(t, next));
          }
          if (patches.length !== byId.size) {
            throw new Error('Some of those transactions no longer exist.');
          }
          return { commands: patchCommand(nonNull(patches)), result: undefined };
        }),
      patchTransactions: (patches: readonly TransactionPatch[]) =>
        commit(() => ({ commands: patchCommand([...patches]), result: undefined })),
      deleteTransaction: (id: string) =>
        commit(() => ({
          commands: [{ type: 'deleteTransactions', ids: [id] }],
          result: undefined,
        })),
      replaceAll: (transactions: Transaction[]) =>
        commit((current) => {
          const accountId = defaultAccountId(current.accounts) ?? DEFAULT_ACCOUNT_ID;
          const accounts: LedgerCommand[] = current.accounts.some((a) => a.id === accountId)
            ? []
            : [
                {
                  type: 'saveAccount',
                  account: defaultAccount(transactions.at(-1)?.date ?? todayIso()),
                },
              ];
          const replacing = transactions.map((t) =>
            t.accountId === undefined ? { ...t, accountId } : t,
          );
          return {
            commands: [...accounts, ...replacementCommands(current, replacing)],
            result: undefined,
          };
        }),
      clearAll: () =>
        commit((current) => ({ commands: clearCommands(current), result: undefined })),
    }),
    [commit],
  );
}
