import {
  accountIdOf,
  applyCommands,
  createdRowCheck,
  importedRows,
  plainImportedRun,
} from '@cashline/core';
import type { ImportedRows, IsoDate, PackedTransactions, Transaction } from '@cashline/core';
import type { ImportPlan } from '../transactions/importActions';
import type { LedgerShell } from '../transactions/ledgerShell';
import { rowCountsOf } from '../transactions/rowCounts';
import { dateOf } from '../transactions/rowSummaries';
import { runColumns } from '../transactions/runColumns';
import type { StoreData } from '../transactions/storeChanges';
import type { ImportBatch } from '../transactions/storedRecords';
import { writeImportedMonths } from '../transactions/storedImport';
import type { ImportMonth } from '../transactions/storedImport';
import { toColumns } from '../transactions/transactionColumns';
import { pageOf } from './sync/copyPages';

/** An import written straight to the store: the ledger after it, without rows, and its batch. */
export type ColumnImport = { shell: LedgerShell; batch: ImportBatch; revision: string };

/**
 * Whether an import into `accountId` can have no transfer to link: every row of the ledger outside
 * a transfer is in that account too (linkDetectedTransfers needs two accounts).
 */
function nothingToLink(rows: readonly Transaction[], accountId: string): boolean {
  for (let i = 0; i < rows.length; i += 1) {
    const t = rows[i] as Transaction;
    if (t.transferId === undefined && accountIdOf(t) !== accountId) return false;
  }
  return true;
}

/**
 * The months the import's rows fall in, each one's run of positions (the rows come newest first),
 * and their distinct dates; undefined when a month comes twice (dates the store would not order).
 */
function monthsOfImport(
  imported: ImportedRows,
): { months: ImportMonth[]; dates: Set<IsoDate> } | undefined {
  const months: ImportMonth[] = [];
  const dates = new Set<IsoDate>();
  const seen = new Set<string>();
  let last = '';
  for (let at = 0; at < imported.ids.length; at += 1) {
    const date = imported.dateAt(at);
    if (date !== last) dates.add(date);
    last = date;
    const current = months.at(-1);
    // Compared in place: cutting each row's month out would make a string per row.
    if (current && date.startsWith(current.month)) {
      current.to = at + 1;
      continue;
    }
    const month = pageOf({ date });
    if (seen.has(month)) return undefined;
    seen.add(month);
    months.push({ month, from: at, to: at + 1 });
  }
  return { months, dates };
}

/** The ledger's distinct dates with the import's, ascending. */
function datesWith(rows: readonly Transaction[], imported: ReadonlySet<IsoDate>): IsoDate[] {
  const dates = new Set(rowCountsOf(rows, null, dateOf).keys());
  for (const date of imported) dates.add(date);
  return [...dates].sort();
}

/**
 * Imports packed lists into a browser-only ledger by writing their rows to the store month by
 * month: a month the ledger had no row in is read from the lists as columns when its rows are
 * plain (plainImportedRun), with no row made; any other month's rows are made, checked as the
 * import command checks them, and laid out with the ledger's. What `importInto` and `apply` store,
 * for an import that links no transfer. Undefined, having written nothing, when the import may
 * link transfers (the ledger has rows outside transfers in another account), or the store is no
 * longer at `revision`: the caller imports through the commands instead.
 */
export async function importAsColumns(
  base: StoreData,
  revision: string | null,
  lists: readonly PackedTransactions[],
  plan: ImportPlan,
): Promise<ColumnImport | undefined> {
  const { accountId } = plan;
  if (!nothingToLink(base.transactions, accountId)) return undefined;
  if (base.importBatches.some((b) => b.id === plan.batch.id)) return undefined;
  const imported = importedRows(lists, accountId, base.transactions);
  const reached = monthsOfImport(imported);
  if (!reached) return undefined;
  const { transactions, ...beside } = applyCommands(base, plan.settings);
  const batch: ImportBatch = { ...plan.batch, transactionIds: imported.ids, transfersLinked: 0 };
  const importBatches = [batch, ...beside.importBatches];
  const count = transactions.length + imported.ids.length;
  const check = createdRowCheck();
  const wrote = await writeImportedMonths(
    { rows: base.transactions, revision },
    reached.months,
    ({ from, to }, had) => {
      const run = had.length === 0 ? plainImportedRun(imported, from, to, accountId) : undefined;
      if (run) return runColumns(run, accountId);
      const rows: Transaction[] = [];
      for (let at = from; at < to; at += 1) rows.push(check(imported.rowAt(at)));
      return toColumns(had.length > 0 ? rows.concat(had) : rows);
    },
    { ...beside, importBatches, count },
  );
  if (wrote === null) return undefined;
  const accountsWithRows = new Set(rowCountsOf(transactions, null, accountIdOf).keys());
  if (imported.ids.length > 0) accountsWithRows.add(accountId);
  const shell: LedgerShell = {
    ...beside,
    importBatches,
    storedRows: { count, dates: datesWith(transactions, reached.dates), accountsWithRows },
  };
  return { shell, batch, revision: wrote };
}
