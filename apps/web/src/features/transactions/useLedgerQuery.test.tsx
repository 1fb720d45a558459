import { NEWEST_FIRST } from '@cashline/core';
import type { Transaction } from '@cashline/core';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TransactionsChange } from '../../lib/ledger/ledgerBackend';
import { emptyFilters } from './transactionQuery';
import { useLedgerQuery } from './useLedgerQuery';

const row = (i: number, date: string, description: string): Transaction => ({
  id: `t${i}`,
  date,
  description,
  amount: -10 * i,
  type: 'outflow',
  category: 'Rent',
});

const ids = (rows: readonly Transaction[]) => rows.map((t) => t.id);

describe('useLedgerQuery', () => {
  it('shows a newest-first ledger at once, then the worker’s answer to a search', async () => {
    const list = [
      row(1, '2026-03-02', 'Sysco'),
      row(2, '2026-03-01', 'Rent'),
      row(3, '2026-02-01', 'Sysco'),
    ];
    const { result, rerender } = renderHook(
      ({ filters }) => useLedgerQuery(list, null, NEWEST_FIRST, filters),
      { initialProps: { filters: emptyFilters } },
    );
    expect(result.current).toMatchObject({ ready: true, updating: false });
    expect(ids(result.current.visible)).toEqual(['t1', 't2', 't3']);

    const search = { ...emptyFilters, search: 'sysco' };
    rerender({ filters: search });
    // The last rows stay, marked, until the answer comes.
    expect(result.current).toMatchObject({ updating: true, filters: emptyFilters });
    await waitFor(() => expect(result.current.updating).toBe(false));
    expect(result.current.filters).toBe(search);
    expect(ids(result.current.visible)).toEqual(['t1', 't3']);
    expect(result.current.totals).toEqual({ count: 2, inflows: 0, outflows: 40, net: -40 });
  });

  it('shows nothing of a ledger out of order until the worker has sorted it', async () => {
    const list = [row(1, '2026-01-02', 'Old'), row(2, '2026-03-01', 'New')];
    const { result } = renderHook(() => useLedgerQuery(list, null, NEWEST_FIRST, emptyFilters));
    expect(result.current.ready).toBe(false);
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(ids(result.current.visible)).toEqual(['t2', 't1']);
    expect(result.current.updating).toBe(false);
  });

  it('shows the ledger itself when the answer is all of it in order, and the next list after an edit in place', async () => {
    const list = [
      row(1, '2026-03-02', 'Sysco'),
      row(2, '2026-03-01', 'Rent'),
      row(3, '2026-02-01', 'Sysco'),
    ];
    const search = { ...emptyFilters, search: 'sysco' };
    const { result, rerender } = renderHook(
      ({ transactions, change, filters }) =>
        useLedgerQuery(transactions, change, NEWEST_FIRST, filters),
      {
        initialProps: {
          transactions: list,
          change: null as TransactionsChange | null,
          filters: search,
        },
      },
    );
    await waitFor(() => expect(result.current.updating).toBe(false));
    rerender({ transactions: list, change: null, filters: emptyFilters });
    await waitFor(() => expect(result.current.updating).toBe(false));
    expect(result.current.visible).toBe(list);

    const edited = { ...list[1]!, description: 'Rent, March' };
    const next = [list[0]!, edited, list[2]!];
    const change = { from: list, removed: [list[1]!], added: [edited], replacedAt: [1] };
    rerender({ transactions: next, change, filters: emptyFilters });
    await waitFor(() => expect(result.current.updating).toBe(false));
    expect(result.current.visible).toBe(next);
    expect(result.current.totals.count).toBe(3);
  });

  it('shows the rows in the answer’s order when it is not the list’s own', async () => {
    const list = [row(1, '2026-03-02', 'Sysco'), row(2, '2026-03-01', 'Rent')];
    const { result } = renderHook(() =>
      useLedgerQuery(list, null, { key: 'date', direction: 'asc' }, emptyFilters),
    );
    await waitFor(() => expect(result.current.updating).toBe(false));
    expect(ids(result.current.visible)).toEqual(['t2', 't1']);
    expect(result.current.visible).not.toBe(list);
  });
});
