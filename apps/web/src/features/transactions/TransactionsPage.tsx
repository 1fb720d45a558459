import { accountIdOf, accountsUsedIn, categoriesIn, NEWEST_FIRST } from '@cashline/core';
import type { Transaction, TransactionSort, TransactionSortKey } from '@cashline/core';
import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { ViewOnlyNotice } from '../../components/access/ViewOnlyNotice';
import { FilterIcon, SearchIcon } from '../../components/ui/icons';
import { Notice } from '../../components/ui/Notice';
import { paths } from '../../config/paths';
import { useLedgerRole } from '../../lib/auth/useLedgerRole';
import { useTransactionExport } from '../../lib/export/useTransactionExport';
import { useFormat } from '../../lib/format/useFormat';
import { categoryOf } from '../../lib/transactions/rowCounts';
import { useRowCounts } from '../../lib/transactions/useRowCounts';
import { useLedger, useLedgerActions, useLedgerRows } from '../../lib/transactions/useLedger';
import { BulkCategoryBar } from './BulkCategoryBar';
import { BulkRuleOffers } from './BulkRuleOffers';
import { FiltersPanel } from './FiltersPanel';
import { ImportBatches } from './ImportBatches';
import { useAccountCurrency } from '../../lib/analytics/useAccountCurrency';
import { SummaryCards } from './SummaryCards';
import { TransactionsHeader } from './TransactionsHeader';
import { TransactionTable } from './TransactionTable';
import { emptyFilters, hasActiveFilters } from './transactionQuery';
import type { TransactionFilters } from './transactionQuery';
import { useBulkCategory } from './useBulkCategory';
import { useRowSelection } from './useRowSelection';
import { useLedgerQuery } from './useLedgerQuery';

export function TransactionsPage() {
  const { transactions, transactionsChange, preview, status } = useLedgerRows();
  const { accounts, storageLabel } = useLedger();
  const { deleteTransaction } = useLedgerActions();
  // An account never used would filter to nothing.
  const accountCounts = useRowCounts(transactions, transactionsChange, accountIdOf);
  const filterAccounts = useMemo(
    () => accountsUsedIn(accounts, accountCounts),
    [accounts, accountCounts],
  );
  const format = useFormat();
  const { state: exportState, exportTransactions, dismiss } = useTransactionExport();
  const { canEdit } = useLedgerRole();

  const [filters, setFilters] = useState<TransactionFilters>(emptyFilters);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [sort, setSort] = useState<TransactionSort>(NEWEST_FIRST);
  const [pendingDelete, setPendingDelete] = useState<Transaction | null>(null);
  const [deleting, setDeleting] = useState(false);

  // The search, filters and sort are answered off the page's thread; the list catches up.
  const {
    ready,
    visible,
    totals: summary,
    filters: shownFilters,
    updating,
  } = useLedgerQuery(transactions, transactionsChange, sort, filters);
  const loading = status === 'loading' || !ready;
  // The newest rows as stored are the top of the list newest first and unfiltered: shown, read
  // only, while the whole ledger loads.
  const early =
    loading && preview.length > 0 && isNewestFirst(sort) && !hasActiveFilters(filters)
      ? preview
      : undefined;
  const { native, ofTransaction } = useAccountCurrency();
  // Only a ledger of several currencies pays for this pass; its totals are per currency.
  const currencies = useMemo(
    () => (native ? [...new Set(visible.map(ofTransaction))].sort() : []),
    [native, visible, ofTransaction],
  );
  const categoryCounts = useRowCounts(transactions, transactionsChange, categoryOf);
  const categories = useMemo(() => categoriesIn(categoryCounts), [categoryCounts]);
  const filtered = hasActiveFilters(shownFilters);
  const selection = useRowSelection(transactions, transactionsChange, visible);
  const bulk = useBulkCategory();

  // The table's props stay the same objects while only the search text changes, so a keystroke
  // does not draw the table's rows again: they change when the worker's answer comes.
  const onSort = useCallback((key: TransactionSortKey) => {
    setSort((current) =>
      current.key === key
        ? { key, direction: current.direction === 'asc' ? 'desc' : 'asc' }
        : {
            key,
            direction: key === 'date' || key === 'amount' || key === 'balance' ? 'desc' : 'asc',
          },
    );
  }, []);
  const editControls = useMemo(
    () => (canEdit ? { onDelete: setPendingDelete, selection: selection.table } : undefined),
    [canEdit, selection.table],
  );

  async function confirmDelete() {
    if (!pendingDelete) return;
    setDeleting(true);
    try {
      await deleteTransaction(pendingDelete.id);
    } catch {
      // The store keeps the data and says why the change could not be saved.
    } finally {
      setDeleting(false);
      setPendingDelete(null);
    }
  }

  return (
    <section className="page transactions-page">
      <TransactionsHeader
        storageLabel={storageLabel}
        exporting={exportState.status === 'exporting'}
        onExport={() => void exportTransactions(visible)}
        canEdit={canEdit}
      />
      <ViewOnlyNotice />

      {'message' in exportState && (
        <Notice
          tone={exportState.status === 'done' ? 'success' : exportState.status}
          onDismiss={dismiss}
        >
          {exportState.message}
        </Notice>
      )}

      <ImportBatches />

      <SummaryCards
        summary={summary}
        currencies={currencies}
        filtered={filtered}
        total={transactions.length}
        loading={loading}
      />

      <div className="toolbar">
        <div className="search-field">
          <SearchIcon size={18} className="search-field__icon" />
          <label htmlFor="transaction-search" className="visually-hidden">
            Search transactions
          </label>
          <input
            id="transaction-search"
            type="search"
            placeholder="Search descriptions..."
            value={filters.search}
            onChange={(event) => setFilters({ ...filters, search: event.target.value })}
          />
        </div>
        <button
          type="button"
          className={`button button--secondary${filtersOpen ? ' is-pressed' : ''}`}
          aria-expanded={filtersOpen}
          aria-controls="transaction-filters"
          onClick={() => setFiltersOpen((open) => !open)}
        >
          <FilterIcon size={16} />
          Filters
        </button>
      </div>
      {filtersOpen && (
        <FiltersPanel
          id="transaction-filters"
          filters={filters}
          categories={categories}
          accounts={filterAccounts}
          onChange={setFilters}
          onClear={() => setFilters(emptyFilters)}
        />
      )}

      <p
        className="results-count"
        role="status"
        aria-live="polite"
        data-search={shownFilters.search}
      >
        {loading
          ? 'Loading transactions...'
          : `${visible.length.toLocaleString('en-US')} ${visible.length === 1 ? 'transaction' : 'transactions'}${filtered ? ' match' : ''}`}
        {updating && <span className="results-count__busy"> · updating</span>}
      </p>

      {canEdit && <BulkRuleOffers bulk={bulk} />}
      {canEdit && (early || (status === 'ready' && transactions.length > 0)) && (
        <BulkCategoryBar
          count={selection.rows.size}
          categories={categories}
          onApply={(category) => bulk.apply(selection.rows, category)}
          onClear={selection.clear}
        />
      )}

      {!loading && visible.length === 0 ? (
        <div className="empty-state">
          <p className="empty-state__title">No transactions found</p>
          <p>
            {transactions.length > 0
              ? 'Try another search or clear the filters.'
              : canEdit
                ? 'Add your first transaction or import a bank export to get started.'
                : 'Nothing has been added to this ledger yet.'}
          </p>
          {canEdit && (
            <div className="empty-state__actions">
              <Link className="button button--primary" to={paths.transactionAdd.path}>
                Add Transaction
              </Link>
              <Link className="button button--secondary" to={paths.transactionImport.path}>
                Import CSV
              </Link>
            </div>
          )}
        </div>
      ) : early ? (
        <TransactionTable
          transactions={early}
          sort={sort}
          onSort={onSort}
          {...(canEdit ? { edit: 'pending' as const } : {})}
        />
      ) : (
        !loading && (
          <TransactionTable
            transactions={visible}
            sort={sort}
            onSort={onSort}
            {...(editControls ? { edit: editControls } : {})}
          />
        )
      )}

      {pendingDelete && (
        <ConfirmDialog
          title="Delete this transaction?"
          confirmLabel={deleting ? 'Deleting...' : 'Delete'}
          busy={deleting}
          onCancel={() => setPendingDelete(null)}
          onConfirm={() => void confirmDelete()}
        >
          <p>
            “{pendingDelete.description}” on {format.date(pendingDelete.date)} for{' '}
            {format.moneyExact(pendingDelete.amount)} will be removed. This cannot be undone.
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}

function isNewestFirst(sort: TransactionSort): boolean {
  return sort.key === NEWEST_FIRST.key && sort.direction === NEWEST_FIRST.direction;
}
