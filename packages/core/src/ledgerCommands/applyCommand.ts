import type { Account } from '../accounts/account.js';
import { transactionSchema } from '../transaction.js';
import type { Transaction } from '../transaction.js';
import { IdHashSet, hashText } from '../transactions/idHashSet.js';
import { changesOf, withFieldChanges } from './fieldChanges.js';
import { plainTransactionCheck } from './plainTransactions.js';
import type { ImportRecord, LedgerCommand, LedgerSettings } from './ledgerCommand.js';

/** A ledger as a store holds it: transactions newest first, imports newest first. */
export type LedgerState = LedgerSettings & {
  transactions: Transaction[];
  importBatches: ImportRecord[];
  accounts: Account[];
};

/** A command that cannot apply to this state; the words are for the user. */
export class LedgerCommandError extends Error {}

const FIELDS: ReadonlySet<string> = new Set(Object.keys(transactionSchema.shape));

/**
 * The transaction as the schema reads it; one it refuses is a LedgerCommandError. A row the schema
 * keeps whole (no field it would drop) is answered as given rather than as the schema's copy: a
 * million-row import then holds its rows once, not twice.
 */
export function validTransaction(transaction: Transaction): Transaction {
  const parsed = transactionSchema.safeParse(transaction);
  if (!parsed.success) {
    throw new LedgerCommandError(parsed.error.issues[0]?.message ?? 'Invalid transaction');
  }
  for (const key in transaction) if (!FIELDS.has(key)) return parsed.data;
  return transaction;
}

/**
 * The rows the patches name are looked up in one pass over the list, which stops once it has found
 * them all: a ledger listed newest first finds a recent row in a few steps, not a million.
 */
function patched(
  transactions: Transaction[],
  patches: Extract<LedgerCommand, { type: 'patchTransactions' }>['patches'],
): Transaction[] {
  const byId = new Map(patches.map((p) => [p.id, changesOf(p.set, p.remove)]));
  const next = transactions.slice();
  let found = 0;
  for (let i = 0; i < next.length && found < byId.size; i += 1) {
    const t = next[i] as Transaction;
    const changes = byId.get(t.id);
    if (changes === undefined) continue;
    found += 1;
    next[i] = validTransaction(withFieldChanges(t, changes));
  }
  if (found !== byId.size) {
    throw new LedgerCommandError(
      byId.size === 1
        ? 'That transaction no longer exists.'
        : 'Some of those transactions no longer exist.',
    );
  }
  return next;
}

/** Rows replaced where they stand: `at[k]` held `removed[k]` and, after the patches, holds `added[k]`. */
export type RowsPatchedAt = { at: number[]; removed: Transaction[]; added: Transaction[] };

/**
 * The rows patch commands make of the rows at known positions (`at`, any order, each naming one
 * patched row), checked as `applyCommands` checks them, without a copy of the list or a pass over
 * it: what a save needs to know before it is sent. Undefined when the commands are not all patches,
 * or the positions do not hold exactly the rows they name. A row patched by two commands is
 * patched twice, in order.
 */
export function patchedAt(
  transactions: readonly Transaction[],
  commands: readonly LedgerCommand[],
  at: readonly number[],
): RowsPatchedAt | undefined {
  const rows = new Map<number, Transaction>();
  for (const command of commands) {
    if (command.type !== 'patchTransactions') return undefined;
    const byId = new Map(command.patches.map((p) => [p.id, changesOf(p.set, p.remove)]));
    for (const i of at) {
      const row = rows.get(i) ?? transactions[i];
      const changes = row === undefined ? undefined : byId.get(row.id);
      if (row === undefined || changes === undefined) continue;
      // Taken once: a position given twice does not patch its row twice.
      byId.delete(row.id);
      rows.set(i, validTransaction(withFieldChanges(row, changes)));
    }
    if (byId.size > 0) return undefined;
  }
  const places = [...rows.keys()].sort((a, b) => a - b);
  return {
    at: places,
    removed: places.map((i) => transactions[i] as Transaction),
    added: places.map((i) => rows.get(i) as Transaction),
  };
}

/** The list with each row `patchedAt` answered put where it stands: one copy of the list. */
export function withRowsPatchedAt(
  transactions: readonly Transaction[],
  patched: RowsPatchedAt,
): Transaction[] {
  const next = transactions.slice();
  patched.at.forEach((i, k) => {
    next[i] = patched.added[k] as Transaction;
  });
  return next;
}

/**
 * The state after patch commands whose rows are at known positions (`at`, any order, each naming
 * one patched row): the same list `applyCommands` makes, found with steps in the rows patched
 * instead of a pass over the list. Undefined when the commands are not all patches, or the
 * positions do not hold exactly the rows they name; then `applyCommands` finds them.
 */
export function applyPatchesAt<S extends LedgerState>(
  state: S,
  commands: readonly LedgerCommand[],
  at: readonly number[],
): S | undefined {
  const patched = patchedAt(state.transactions, commands, at);
  return patched && { ...state, transactions: withRowsPatchedAt(state.transactions, patched) };
}

/** The list without the rows with these ids; the pass stops once it has found them all. */
function without(transactions: Transaction[], ids: ReadonlySet<string>): Transaction[] {
  const next: Transaction[] = [];
  let found = 0;
  let i = 0;
  for (; i < transactions.length && found < ids.size; i += 1) {
    const t = transactions[i] as Transaction;
    if (ids.has(t.id)) found += 1;
    else next.push(t);
  }
  return i === transactions.length ? next : next.concat(transactions.slice(i));
}

/**
 * Whether every incoming id is new: to the ledger and to the rows before it. The ids are held as
 * hashes (IdHashSet), so a million-row import makes no set of its ids.
 */
function allNew(transactions: readonly Transaction[], incoming: readonly Transaction[]): boolean {
  const ids = new IdHashSet(incoming.length, (entry) => incoming[entry]!.id);
  for (let i = 0; i < incoming.length; i++) {
    const { id } = incoming[i]!;
    // Not an id at all: the schema refuses the row once it is checked, below.
    if (typeof id !== 'string') continue;
    const hash = hashText(id);
    if (ids.find(hash, () => id) !== -1) return false;
    ids.add(i, hash);
  }
  return transactions.every(({ id }) => ids.find(hashText(id), () => id) === -1);
}

/**
 * The check a created row passes as the command applies: an import's plain rows without the
 * schema's copy of each, any other row by the schema (a row it refuses throws
 * LedgerCommandError). A store writing an import's rows without the command checks them with it.
 */
export function createdRowCheck(): (transaction: Transaction) => Transaction {
  const plain = plainTransactionCheck();
  return (t) => (plain(t) ? t : validTransaction(t));
}

function created(transactions: Transaction[], incoming: readonly Transaction[]): Transaction[] {
  if (!allNew(transactions, incoming)) {
    throw new LedgerCommandError('A transaction with that id is already in the ledger.');
  }
  const valid = incoming.map(createdRowCheck());
  // By index, as in `countsOf`: a whole-ledger for...of allocates per row.
  for (let i = 0; i < transactions.length; i += 1) {
    const t = transactions[i] as Transaction;
    valid.push(t);
  }
  return valid;
}

/**
 * The state after one command, computed without changing `state`: records the command does not
 * touch stay the same objects. Throws LedgerCommandError when the command cannot apply.
 */
export function applyCommand<S extends LedgerState>(state: S, command: LedgerCommand): S {
  switch (command.type) {
    case 'createTransactions':
      return { ...state, transactions: created(state.transactions, command.transactions) };
    case 'patchTransactions':
      return { ...state, transactions: patched(state.transactions, command.patches) };
    case 'deleteTransactions':
      return { ...state, transactions: without(state.transactions, new Set(command.ids)) };
    case 'commitImport':
      if (state.importBatches.some((b) => b.id === command.batch.id)) {
        throw new LedgerCommandError('That import is already in the ledger.');
      }
      return {
        ...state,
        transactions: created(state.transactions, command.transactions),
        importBatches: [command.batch, ...state.importBatches],
      };
    case 'undoImport': {
      const batch = state.importBatches.find((b) => b.id === command.importId);
      if (!batch) throw new LedgerCommandError('That import has already been undone.');
      const ids = new Set(batch.transactionIds);
      return {
        ...state,
        transactions: state.transactions.filter((t) => !ids.has(t.id)),
        importBatches: state.importBatches.filter((b) => b !== batch),
      };
    }
    case 'saveAccount': {
      const index = state.accounts.findIndex((a) => a.id === command.account.id);
      const accounts = state.accounts.slice();
      if (index === -1) accounts.push(command.account);
      else accounts[index] = command.account;
      return { ...state, accounts };
    }
    case 'saveSettings': {
      // The document is saved whole: a choice it leaves out is no choice.
      const { reportingCurrency: _currency, locale: _locale, ...rest } = state;
      return { ...rest, ...command.settings } as S;
    }
  }
}

/** The state after each command in turn; all or none. */
export function applyCommands<S extends LedgerState>(
  state: S,
  commands: readonly LedgerCommand[],
): S {
  return commands.reduce<S>((next, command) => applyCommand(next, command), state);
}
