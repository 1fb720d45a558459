import { todayIso } from '../clock';
import { withAccounts } from './accountMigration';
import { groupedByMonth } from './monthGroups';
import { readCurrencyChoice } from './currencyChoice';
import type { StoreData } from './storeChanges';
import {
  readAccounts,
  readImportBatches,
  readImportLayouts,
  readLegacyTransactions,
} from './storedRecords';
import {
  moveToMonths,
  readStoredData,
  readStoredRevision,
  takePreloadedData,
  writeStoredData,
} from './transactionDb';

/** A ledger read from the store. */
export type LoadedStore = {
  /** The transactions grouped by month, newest month first, as the store reads them back. */
  data: StoreData;
  rejected: number;
  /**
   * The store's revision that `data` is: a change made to `data` may write only the months it
   * touches while the store is still at it. Null when the store does not hold `data` month by
   * month (rows left out, an older layout kept): the next save writes every month.
   */
  revision: string | null;
};

/**
 * Reads the store, migrating an older localStorage copy the first time. Call it only once this
 * page listens to the other tabs: a change they make later is announced, and one made while the
 * early read (preloadStoredData) ran before this page listened shows as a newer revision.
 */
export async function loadStoreData(): Promise<LoadedStore> {
  const preloaded = takePreloadedData();
  let stored = await (preloaded ?? readStoredData());
  if (preloaded && (await readStoredRevision()) !== stored.revision) {
    stored = await readStoredData();
  }
  if (stored.transactions === undefined) {
    const legacy = readLegacyTransactions(localStorage);
    if (legacy) {
      const data = {
        ...withAccounts(groupedByMonth(legacy.records), [], todayIso()),
        importBatches: [],
        importLayouts: {},
        cashMinimum: null,
      };
      const revision = await writeStoredData(data);
      // Only once IndexedDB holds the list is the old copy removed: a failed migration loses nothing.
      localStorage.removeItem('transactions');
      return { data, rejected: legacy.rejected, revision };
    }
  }
  // Data stored before accounts existed moves into "Main account" here; the next save keeps it.
  const data: StoreData = {
    ...withAccounts(
      groupedByMonth(stored.transactions ?? []),
      readAccounts(stored.accounts),
      todayIso(),
    ),
    importBatches: readImportBatches(stored.importBatches),
    importLayouts: readImportLayouts(stored.importLayouts),
    cashMinimum:
      typeof stored.cashMinimum === 'number' && Number.isFinite(stored.cashMinimum)
        ? stored.cashMinimum
        : null,
    ...readCurrencyChoice(stored.currencyChoice),
  };
  // Rows in an earlier layout move to months now, unless some failed the checks: then they stay
  // as they are until the user's next save, so that leaving those out is the user's doing.
  if (stored.olderLayout && stored.rejected === 0) {
    // A failed move keeps the older layout, which is read again next time.
    const moved = await moveToMonths(stored).catch(() => null);
    return { data, rejected: 0, revision: moved };
  }
  // Months holding rows left out are written again whole at the next save.
  const revision = stored.rejected === 0 && !stored.olderLayout ? stored.revision : null;
  return { data, rejected: stored.rejected, revision };
}
