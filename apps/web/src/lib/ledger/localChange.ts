import { applyCommands, applyPatchesAt, deltaOfIds } from '@cashline/core';
import type { LedgerCommand, RowDelta, Transaction } from '@cashline/core';
import { groupedByMonth, rowsOfMonth, withMonthDelta } from '../transactions/monthGroups';
import type { StoreData } from '../transactions/storeChanges';
import { pageOf } from './sync/copyPages';
import { idsOfCommands } from './transactionsChange';

/**
 * More changed rows than this, and another tab reads the store again rather than apply the
 * commands: applying them checks every row they carry, which for a large import costs more than
 * the read, and the copy sent to each tab costs the tab that made it too.
 */
export const MAX_ANNOUNCED_ROWS = 5000;

/** A browser-only ledger after some commands. */
export type LocalChange = {
  /** The ledger after them, its transactions grouped by month as the store reads them back. */
  data: StoreData;
  /** The transactions they took out (the objects they were) and put in. */
  delta: RowDelta;
  /** The months they touched, with their rows after them; undefined when every month must be written. */
  months: Map<string, Transaction[]> | undefined;
  /** Where each row of `delta` was replaced in place (TransactionsChange), when no row moved. */
  replacedAt?: number[];
};

/**
 * The positions where `next` holds another object than `base`, when there are exactly `count`:
 * found by comparing references, in one pass that stops once it has them all (a recent row in a
 * few steps). Undefined when there are fewer.
 */
function replacedPositions(
  base: readonly Transaction[],
  next: readonly Transaction[],
  count: number,
): number[] | undefined {
  const positions: number[] = [];
  for (let i = 0; i < base.length && positions.length < count; i += 1) {
    if (base[i] !== next[i]) positions.push(i);
  }
  return positions.length === count ? positions : undefined;
}

/**
 * Patches that leave every row in its month: core puts each patched row where it was, so the list
 * stays grouped by month and the change is known from the patched rows' positions (`known`, when
 * the caller knew them, else found by comparing references), with no walk of the ledger. Undefined
 * for any other commands, or a patch that moves a row to another month.
 */
function patchedInPlace(
  base: StoreData,
  next: StoreData,
  commands: readonly LedgerCommand[],
  known: readonly number[] | undefined,
): LocalChange | undefined {
  if (!commands.every((command) => command.type === 'patchTransactions')) return undefined;
  if (next.transactions.length !== base.transactions.length) return undefined;
  // Core replaces each patched row with a new object where it was; no other row changes.
  const count = idsOfCommands(commands)?.size ?? 0;
  const at = known
    ? [...new Set(known)]
        .filter((i) => base.transactions[i] !== next.transactions[i])
        .sort((a, b) => a - b)
    : replacedPositions(base.transactions, next.transactions, count);
  if (!at || at.length !== count) return undefined;
  const removed = at.map((i) => base.transactions[i] as Transaction);
  const added = at.map((i) => next.transactions[i] as Transaction);
  const moved = added.some((row, k) => {
    const old = removed[k] as Transaction;
    return row.id !== old.id || pageOf(row) !== pageOf(old);
  });
  if (moved) return undefined;
  const months = new Map<string, Transaction[]>();
  for (const row of added) {
    const month = pageOf(row);
    if (!months.has(month)) months.set(month, rowsOfMonth(next.transactions, month));
  }
  return { data: next, delta: { removed, added }, months, replacedAt: at };
}

/** The rows the commands took out and put in, found by the ids they name. */
function deltaOfCommands(
  base: StoreData,
  next: StoreData,
  commands: readonly LedgerCommand[],
): RowDelta {
  const ids = idsOfCommands(commands, base.importBatches) ?? new Set<string>();
  return ids.size === 0
    ? { removed: [], added: [] }
    : deltaOfIds(base.transactions, next.transactions, ids);
}

/**
 * The rows an import put in, when the commands' only change to the rows is one import: the
 * command applies them ahead of the ledger's rows, which stay the same objects behind them (checked
 * here, one comparison a row). Found without looking up its ids, which for a million-row import
 * is a table of a million hashes and a walk that asks it of every row. Undefined for any other
 * commands, or a list not made that way.
 */
function importedRows(
  base: StoreData,
  next: StoreData,
  commands: readonly LedgerCommand[],
): RowDelta | undefined {
  const rowCommands = commands.filter(
    (command) => command.type !== 'saveAccount' && command.type !== 'saveSettings',
  );
  const [only] = rowCommands;
  if (rowCommands.length !== 1 || only?.type !== 'commitImport') return undefined;
  const count = only.transactions.length;
  const before = base.transactions;
  const after = next.transactions;
  if (after.length !== before.length + count) return undefined;
  for (let i = 0; i < before.length; i += 1) if (after[count + i] !== before[i]) return undefined;
  // The command's own list when the rows are its objects (core keeps a row the schema takes
  // whole): a million-row import's rows are not listed once more.
  const rows = only.transactions;
  for (let i = 0; i < count; i += 1)
    if (after[i] !== rows[i]) return { removed: [], added: after.slice(0, count) };
  return { removed: [], added: rows };
}

/**
 * Applies the commands to a ledger whose transactions are grouped by month (throws, as
 * applyCommands does, when one cannot apply). Every tab holding the same ledger that applies the
 * same commands gets the same list, which is also what the store reads back once the touched
 * months are written. `at`, where patched rows are said to be (checked), spares patches a search
 * of the ledger.
 */
export function localChange(
  base: StoreData,
  commands: readonly LedgerCommand[],
  at?: readonly number[],
): LocalChange {
  const known = at && applyPatchesAt(base, commands, at);
  const next = known ?? applyCommands(base, commands);
  const inPlace = patchedInPlace(base, next, commands, known ? at : undefined);
  if (inPlace) return inPlace;
  const delta = importedRows(base, next, commands) ?? deltaOfCommands(base, next, commands);
  const grouped = withMonthDelta(base.transactions, delta);
  return {
    data: { ...next, transactions: grouped?.rows ?? groupedByMonth(next.transactions) },
    delta,
    months: grouped?.months,
  };
}
