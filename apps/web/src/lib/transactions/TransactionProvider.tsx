import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useAccountActions } from './accountActions';
import { importPlanOf, useImportActions } from './importActions';
import type { ImportAsColumns } from './importActions';
import { holdsRows } from './ledgerShell';
import type { HeldLedger } from './ledgerShell';
import {
  LedgerActionsContext,
  LedgerContext,
  LedgerRowReadersContext,
  LedgerRowsContext,
  LedgerSyncContext,
} from './ledgerContexts';
import type { LedgerActions, LedgerRows, LedgerSync, LedgerView } from './ledgerContexts';
import type { Change, StoreData } from './storeChanges';
import { useRowActions } from './rowActions';
import { useRowReaders } from './rowReaders';
import { useRowSummaries } from './rowSummaries';
import type {
  LedgerBackend,
  SaveProgress,
  SyncStatus,
  TransactionsChange,
} from '../ledger/ledgerBackend';
import { useLedgerBackend } from '../ledger/useLedgerBackend';
import { useLedgerPreview } from './useLedgerPreview';
import { describeWriteError, errorMessage, rejectedNote } from './storageErrors';

const EMPTY: StoreData = {
  transactions: [],
  importBatches: [],
  accounts: [],
  importLayouts: {},
  cashMinimum: null,
};

/**
 * The ledger's store, on this browser or (signed in) the organisation's server ledger. Signing in,
 * out or into another organisation starts it afresh on the new one; the pages stay mounted. Offered
 * as three contexts (see ledgerContexts) so that a sync tick, a notice or an error renders only
 * what shows them, not every page that reads the ledger.
 */
export function TransactionProvider({ children }: { children: ReactNode }) {
  const backend = useLedgerBackend();
  const [{ data, change }, setShown] = useState<{
    data: HeldLedger;
    change: TransactionsChange | null;
  }>({ data: EMPTY, change: null });
  const [status, setStatus] = useState<'loading' | 'ready'>('loading');
  // Asked before the first load below, so the newest rows are read ahead of the whole ledger.
  const preview = useLedgerPreview(backend, status === 'loading');
  const [storageError, setStorageError] = useState<string | null>(null);
  const [syncStatus, setSyncStatus] = useState<SyncStatus | null>(null);
  const [syncNotice, setSyncNotice] = useState<string | null>(null);
  // The last state known to be stored; every change is computed from it, one at a time.
  const committed = useRef<HeldLedger>(EMPTY);
  const { readers, askForRows, readersNow } = useRowReaders();
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const current = useRef<LedgerBackend | undefined>(backend);
  useEffect(() => {
    current.current = backend;
  }, [backend]);

  /** Shows the ledger as now stored; a change is kept only when it starts from what was shown. */
  const show = useCallback((next: HeldLedger, nextChange?: TransactionsChange) => {
    const held = committed.current;
    const before = holdsRows(held) ? held.transactions : undefined;
    committed.current = next;
    const kept = before !== undefined && nextChange?.from === before;
    setShown({ data: next, change: kept ? nextChange : null });
  }, []);

  const enqueue = useCallback(<T,>(job: () => Promise<T>): Promise<T> => {
    const run = queue.current.then(job);
    queue.current = run.catch(() => undefined);
    return run;
  }, []);

  /** Reads the ledger from where it is kept and shows it; a failure is shown as the storage error. */
  const loadFrom = useCallback(
    async (from: LedgerBackend): Promise<StoreData> => {
      try {
        const { data: loaded, rejected, change: loadedChange } = await from.load();
        show(loaded, loadedChange);
        setStorageError(rejected > 0 ? rejectedNote(rejected) : null);
        return loaded;
      } catch (error) {
        setStorageError(`Your saved transactions could not be loaded (${errorMessage(error)}).`);
        throw error;
      }
    },
    [show],
  );

  const reload = useCallback(
    () =>
      enqueue(async () => {
        const from = current.current;
        if (!from) return;
        // A failed load is shown as the storage error, and the page shows what it held before.
        await loadFrom(from).catch(() => undefined);
        setStatus('ready');
      }),
    [enqueue, loadFrom],
  );

  /** The ledger with its rows, read from where it is kept when the provider holds none. */
  const withRows = useCallback(
    async (from: LedgerBackend): Promise<StoreData> => {
      const held = committed.current;
      return holdsRows(held) ? held : loadFrom(from);
    },
    [loadFrom],
  );

  // A part that reads rows mounted while none are held (after an import written as columns).
  useEffect(() => {
    if (readers > 0 && !holdsRows(data)) void reload();
  }, [readers, data, reload]);

  useEffect(() => {
    if (!backend) return undefined;
    void enqueue(async () => {
      show(EMPTY);
      setStatus('loading');
      setSyncStatus(null);
      setSyncNotice(null);
    });
    // The watch starts before the first load, so no change made elsewhere falls in between.
    const stop = backend.watch(() => void reload(), setSyncNotice, setSyncStatus);
    void reload();
    return stop;
  }, [backend, enqueue, reload, show]);

  /**
   * Issues the commands an action makes of the current state; state changes only once the ledger
   * has applied and stored them.
   */
  const commit = useCallback(
    <T,>(change: (current: StoreData) => Change<T>, onProgress?: SaveProgress): Promise<T> =>
      enqueue(async () => {
        const to = current.current;
        if (!to) throw new Error('The ledger is still loading.');
        const { commands, result } = change(await withRows(to));
        if (commands.length === 0) return result;
        let applied: Awaited<ReturnType<LedgerBackend['apply']>>;
        try {
          applied = await to.apply(commands, onProgress);
        } catch (error) {
          setStorageError(describeWriteError(error));
          throw error;
        }
        show(applied.data, applied.change);
        setStorageError(null);
        return result;
      }),
    [enqueue, show, withRows],
  );

  const asColumns = useCallback<ImportAsColumns>(
    (lists, fileName, target) =>
      enqueue(async () => {
        const to = current.current;
        if (!to?.importAsColumns || readersNow() > 0) return undefined;
        const plan = importPlanOf(committed.current, fileName, target);
        let imported: Awaited<ReturnType<NonNullable<LedgerBackend['importAsColumns']>>>;
        try {
          imported = await to.importAsColumns(lists, plan);
        } catch (error) {
          setStorageError(describeWriteError(error));
          throw error;
        }
        if (!imported) return undefined;
        show(imported.shell);
        setStorageError(null);
        return imported.batch;
      }),
    [enqueue, show, readersNow],
  );

  const rowActions = useRowActions(commit);
  const accountActions = useAccountActions(commit);
  const importActions = useImportActions(commit, asColumns);

  const reset = useCallback(
    () =>
      enqueue(async () => {
        try {
          await current.current?.reset();
        } catch (error) {
          setStorageError(describeWriteError(error));
          throw error;
        }
        show(EMPTY);
        setStorageError(null);
      }),
    [enqueue, show],
  );

  const dismissStorageError = useCallback(() => setStorageError(null), []);
  const dismissSyncNotice = useCallback(() => setSyncNotice(null), []);

  const label = backend?.label ?? '';
  const { importBatches, accounts, importLayouts, cashMinimum, reportingCurrency, locale } = data;
  const rowsHeld = holdsRows(data);
  const transactions = rowsHeld ? data.transactions : EMPTY.transactions;
  const summaries = useRowSummaries(transactions, change);
  const { dates, accountsWithRows } = rowsHeld ? summaries : data.storedRows;
  const rowsStatus = rowsHeld ? status : 'loading';
  // Each part is the same object until a command changes it, so this changes only with them.
  const ledger = useMemo<LedgerView>(
    () => ({
      importBatches,
      accounts,
      importLayouts,
      cashMinimum,
      ...(reportingCurrency === undefined ? {} : { reportingCurrency }),
      ...(locale === undefined ? {} : { locale }),
      dates,
      accountsWithRows,
      status,
      storageLabel: label,
    }),
    [
      importBatches,
      accounts,
      importLayouts,
      cashMinimum,
      reportingCurrency,
      locale,
      dates,
      accountsWithRows,
      status,
      label,
    ],
  );
  const rows = useMemo<LedgerRows>(
    () => ({ transactions, transactionsChange: change, status: rowsStatus, preview }),
    [transactions, change, rowsStatus, preview],
  );
  const readTransactions = useCallback(
    () =>
      enqueue(async () => {
        const to = current.current;
        const held = committed.current;
        if (holdsRows(held)) return held.transactions;
        return to ? (await withRows(to)).transactions : EMPTY.transactions;
      }),
    [enqueue, withRows],
  );
  const sync = useMemo<LedgerSync>(
    () => ({ syncStatus, syncNotice, storageError }),
    [syncStatus, syncNotice, storageError],
  );
  // Every part is made once (each callback's inputs are refs and stable callbacks), so this is too.
  const actions = useMemo<LedgerActions>(
    () => ({
      ...rowActions,
      ...accountActions,
      ...importActions,
      dismissSyncNotice,
      dismissStorageError,
      readTransactions,
      reload,
      reset,
    }),
    [
      rowActions,
      accountActions,
      importActions,
      dismissSyncNotice,
      dismissStorageError,
      readTransactions,
      reload,
      reset,
    ],
  );

  return (
    <LedgerActionsContext.Provider value={actions}>
      <LedgerSyncContext.Provider value={sync}>
        <LedgerContext.Provider value={ledger}>
          <LedgerRowReadersContext.Provider value={askForRows}>
            <LedgerRowsContext.Provider value={rows}>{children}</LedgerRowsContext.Provider>
          </LedgerRowReadersContext.Provider>
        </LedgerContext.Provider>
      </LedgerSyncContext.Provider>
    </LedgerActionsContext.Provider>
  );
}
