import { applyCommands, deltaOfIds } from '@cashline/core';
import type { LedgerCommand, RowDelta, Transaction } from '@cashline/core';
import { groupedByMonth, withMonthDelta } from '../transactions/monthGroups';
import type { StoreData } from '../transactions/storeChanges';
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
};

/**
 * Applies the commands to a ledger whose transactions are grouped by month (throws, as
 * applyCommands does, when one cannot apply). Every tab holding the same ledger that applies the
 * same commands gets the same list, which is also what the store reads back once the touched
 * months are written.
 */
export function localChange(base: StoreData, commands: readonly LedgerCommand[]): LocalChange {
  const next = applyCommands(base, commands);
  const ids = idsOfCommands(commands, base.importBatches) ?? new Set<string>();
  const delta =
    ids.size === 0
      ? { removed: [], added: [] }
      : deltaOfIds(base.transactions, next.transactions, ids);
  const grouped = withMonthDelta(base.transactions, delta);
  return {
    data: { ...next, transactions: grouped?.rows ?? groupedByMonth(next.transactions) },
    delta,
    months: grouped?.months,
  };
}
