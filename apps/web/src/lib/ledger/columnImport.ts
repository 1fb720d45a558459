import { accountIdOf, applyCommands, createdRowCheck, forEachImportedRow } from '@cashline/core';
import type { IsoDate, PackedTransactions, Transaction } from '@cashline/core';
import type { ImportPlan } from '../transactions/importActions';
import type { LedgerShell } from '../transactions/ledgerShell';
import { rowCountsOf } from '../transactions/rowCounts';
import { dateOf } from '../transactions/rowSummaries';
import type { StoreData } from '../transactions/storeChanges';
import type { ImportBatch } from '../transactions/storedRecords';
import { writeImportedMonths } from '../transactions/storedImport';

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

/** The ledger's distinct dates with the import's, ascending. */
function datesWith(rows: readonly Transaction[], imported: ReadonlySet<IsoDate>): IsoDate[] {
  const dates = new Set(rowCountsOf(rows, null, dateOf).keys());
  for (const date of imported) dates.add(date);
  return [...dates].sort();
}

/**
 * Imports packed lists into a browser-only ledger by writing their rows to the store month by
 * month (storedImport.ts), checked as the import command checks them, without making the list of
 * rows the command would: what `importInto` and `apply` do, for an import that links no transfer.
 * Undefined, having written nothing, when the import may link transfers (the ledger has rows
 * outside transfers in another account), or the store is no longer at `revision`: the caller
 * imports through the commands instead.
 */
export async function importAsColumns(
  base: StoreData,
  revision: string | null,
  lists: readonly PackedTransactions[],
  plan: ImportPlan,
): Promise<ColumnImport | undefined> {
  if (!nothingToLink(base.transactions, plan.accountId)) return undefined;
  if (base.importBatches.some((b) => b.id === plan.batch.id)) return undefined;
  const { transactions, ...beside } = applyCommands(base, plan.settings);
  const check = createdRowCheck();
  const dates = new Set<IsoDate>();
  let batch: ImportBatch | undefined;
  const wrote = await writeImportedMonths(
    { rows: base.transactions, revision },
    (visit) =>
      forEachImportedRow(lists, plan.accountId, base.transactions, (row) => {
        const valid = check(row);
        dates.add(valid.date);
        visit(valid);
      }),
    (ids) => {
      batch = { ...plan.batch, transactionIds: ids, transfersLinked: 0 };
      return { ...beside, importBatches: [batch, ...beside.importBatches] };
    },
  );
  if (!wrote || !batch) return undefined;
  const accountsWithRows = new Set(rowCountsOf(transactions, null, accountIdOf).keys());
  if (dates.size > 0) accountsWithRows.add(plan.accountId);
  const shell: LedgerShell = {
    ...beside,
    importBatches: [batch, ...beside.importBatches],
    storedRows: {
      count: transactions.length + wrote.ids.length,
      dates: datesWith(transactions, dates),
      accountsWithRows,
    },
  };
  return { shell, batch, revision: wrote.revision };
}
