import type { Transaction, TransactionSort, TransactionSortKey } from '@cashline/core';
import { memo, useEffect, useRef } from 'react';
import './TransactionTable.css';
import { Link } from 'react-router-dom';
import { SortIcon } from '../../components/ui/icons';
import { useMediaQuery } from '../../components/ui/useMediaQuery';
import { paths } from '../../config/paths';
import { useAccountCurrency } from '../../lib/analytics/useAccountCurrency';
import { useFormat } from '../../lib/format/useFormat';
import type { Selected, SelectionState } from './rowSelection';
import { useRowWindow } from './useRowWindow';

export type TableSelection = {
  selected: Selected;
  /** How much of the rows shown is selected. */
  state: SelectionState;
  onToggle: (row: Transaction) => void;
  /** Selects every row shown (under the filters), or clears them when all are selected. */
  onToggleAll: () => void;
};

type TransactionTableProps = {
  transactions: readonly Transaction[];
  sort: TransactionSort;
  onSort: (key: TransactionSortKey) => void;
  /**
   * Selection and delete for someone who may change the ledger; without it the rows only read.
   * `'pending'` keeps their columns with the controls off while the whole ledger is read, so the
   * table does not shift when they come on.
   */
  edit?: EditControls | 'pending';
};

type EditControls = { onDelete: (transaction: Transaction) => void; selection: TableSelection };

const columns: { key: TransactionSortKey; label: string; numeric?: boolean }[] = [
  { key: 'date', label: 'Date' },
  { key: 'description', label: 'Description' },
  { key: 'category', label: 'Category' },
  { key: 'amount', label: 'Amount', numeric: true },
  { key: 'balance', label: 'Balance', numeric: true },
];

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

/**
 * The transactions table. Only the rows in view are in the DOM (a million rows stay smooth, and the
 * last is reachable: see rowWindow); the ARIA table roles and row indexes tell screen readers the
 * real size and position. Drawn again only when its props change: not for a keystroke in search,
 * whose rows come later, from the query worker.
 */
export const TransactionTable = memo(function TransactionTable({
  transactions,
  sort,
  onSort,
  edit,
}: TransactionTableProps) {
  const controls = edit === 'pending' ? undefined : edit;
  const format = useFormat();
  // Each amount in its account's own currency, once the ledger holds several.
  const currencyOf = useAccountCurrency().ofTransaction;
  const compact = useMediaQuery('(max-width: 720px)');
  const rowHeight = compact ? 84 : 52;
  const scroller = useRef<HTMLDivElement>(null);
  const selectAll = useRef<HTMLInputElement>(null);
  const selectionState = controls?.selection.state;
  useEffect(() => {
    if (selectAll.current) selectAll.current.indeterminate = selectionState === 'some';
  }, [selectionState]);

  const { scrollHeight, rows } = useRowWindow(scroller, {
    count: transactions.length,
    rowHeight,
    overscan: 12,
  });

  return (
    <div
      className={`tx-table${edit ? '' : ' tx-table--read-only'}`}
      role="table"
      aria-label="Transactions"
      aria-rowcount={transactions.length + 1}
    >
      <div role="rowgroup" className="tx-table__head">
        <div role="row" aria-rowindex={1} className="tx-row tx-row--head">
          {edit && (
            <div role="columnheader" className="tx-cell tx-cell--select">
              {controls ? (
                <input
                  ref={selectAll}
                  type="checkbox"
                  checked={controls.selection.state === 'all'}
                  onChange={controls.selection.onToggleAll}
                  aria-label={`Select all ${transactions.length.toLocaleString('en-US')} transactions shown`}
                />
              ) : (
                <input type="checkbox" disabled aria-label="Select all transactions shown" />
              )}
            </div>
          )}
          {columns.map((column) => {
            const active = sort.key === column.key;
            return (
              <div
                key={column.key}
                role="columnheader"
                aria-sort={active ? ariaSort[sort.direction] : 'none'}
                className={`tx-cell tx-cell--${column.key}${column.numeric ? ' tx-cell--numeric' : ''}`}
              >
                <button type="button" className="sort-button" onClick={() => onSort(column.key)}>
                  {column.label}
                  <SortIcon size={14} direction={active ? sort.direction : 'none'} />
                </button>
              </div>
            );
          })}
          {edit && (
            <div role="columnheader" className="tx-cell tx-cell--actions">
              Actions
            </div>
          )}
        </div>
      </div>
      <div
        ref={scroller}
        className="tx-table__scroll"
        style={{ height: scrollHeight }}
        tabIndex={0}
        role="rowgroup"
        aria-label="Transaction rows, scrollable"
      >
        {/* Only positions the rows; the scroll area above is their row group for the table. */}
        <div role="none" className="tx-table__body" style={{ height: scrollHeight }}>
          {rows.map((item) => {
            const t = transactions[item.index];
            if (!t) return null;
            const direction = t.amount < 0 ? 'out' : 'in';
            const selected = controls?.selection.selected.has(t.id) ?? false;
            return (
              <div
                key={t.id}
                role="row"
                aria-rowindex={item.index + 2}
                className={`tx-row${selected ? ' is-selected' : ''}`}
                style={{ height: rowHeight, transform: `translateY(${item.top}px)` }}
              >
                {edit && (
                  <div role="cell" className="tx-cell tx-cell--select">
                    <input
                      type="checkbox"
                      checked={selected}
                      disabled={!controls}
                      onChange={() => controls?.selection.onToggle(t)}
                      aria-label={`Select ${t.description}, ${format.date(t.date)}`}
                    />
                  </div>
                )}
                <div role="cell" className="tx-cell tx-cell--date">
                  {format.date(t.date)}
                </div>
                <div role="cell" className="tx-cell tx-cell--description" title={t.description}>
                  {t.description}
                </div>
                <div role="cell" className="tx-cell tx-cell--category">
                  <span className="category-pill">{t.category}</span>
                </div>
                <div
                  role="cell"
                  className={`tx-cell tx-cell--amount tx-cell--numeric amount amount--${direction}`}
                >
                  {format.moneyIn(t.amount, currencyOf(t))}
                </div>
                <div role="cell" className="tx-cell tx-cell--balance tx-cell--numeric">
                  {t.balance === undefined ? (
                    <span aria-label="No balance">—</span>
                  ) : (
                    format.moneyIn(t.balance, currencyOf(t))
                  )}
                </div>
                {edit && (
                  <div role="cell" className="tx-cell tx-cell--actions">
                    <Link
                      className="text-button"
                      to={paths.transactionEdit.getHref(t.id)}
                      aria-label={`Edit ${t.description}, ${format.date(t.date)}`}
                    >
                      Edit
                    </Link>
                    <Link
                      className="text-button tx-again"
                      to={paths.forecast.getHref(t.id)}
                      aria-label={`Plan ${t.description}, ${format.date(t.date)} again in a scenario`}
                    >
                      Again
                    </Link>
                    <button
                      type="button"
                      className="text-button text-button--danger"
                      disabled={!controls}
                      onClick={() => controls?.onDelete(t)}
                      aria-label={`Delete ${t.description}, ${format.date(t.date)}`}
                    >
                      Delete
                    </button>
                  </div>
                )}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
});
