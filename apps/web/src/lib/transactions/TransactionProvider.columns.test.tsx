import 'fake-indexeddb/auto';
import { packTransactions } from '@cashline/core';
import type { Transaction } from '@cashline/core';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  inMain,
  rent,
  sale,
  withFreshTransactionStore,
} from '../../testing/renderTransactionStore';
import type { LedgerActions, LedgerRows, LedgerView } from './ledgerContexts';
import type { ImportBatch } from './storedRecords';
import { TransactionProvider } from './TransactionProvider';
import { writeStoredData } from './transactionDb';
import { useHeldLedgerRows, useLedger, useLedgerActions, useLedgerRows } from './useLedger';

withFreshTransactionStore();

type Seen = { view?: LedgerView; held?: LedgerRows; actions?: LedgerActions };

/** A page that shows no rows, and a switch that mounts one reading them. */
function renderFrame() {
  const seen: Seen = {};
  const show: { rows?: (on: boolean) => void } = {};
  function Frame() {
    seen.view = useLedger();
    seen.held = useHeldLedgerRows();
    seen.actions = useLedgerActions();
    const [rows, setRows] = useState(false);
    show.rows = setRows;
    return (
      <>
        <p data-testid="frame">{seen.view.status}</p>
        {rows && <RowReader />}
      </>
    );
  }
  function RowReader() {
    const { status, transactions } = useLedgerRows();
    return <p data-testid="rows">{`${status}:${transactions.map((t) => t.id).join('|')}`}</p>;
  }
  render(
    <TransactionProvider>
      <Frame />
    </TransactionProvider>,
  );
  return { seen, showRows: (on: boolean) => act(() => show.rows?.(on)) };
}

describe('TransactionProvider: an import while no part reads rows', () => {
  it('is written to the store as columns, holding no rows until a part reads them', async () => {
    await writeStoredData({ transactions: [rent], importBatches: [] });
    const put = vi.spyOn(IDBObjectStore.prototype, 'put');
    const { seen, showRows } = renderFrame();
    await waitFor(() => expect(screen.getByTestId('frame').textContent).toBe('ready'));
    await act(async () => {
      await seen.actions?.importTransactions([packTransactions([sale])], 'bank.csv');
    });
    // Only the month the import reaches is written, and the rows are not held.
    const months = put.mock.calls
      .map((call) => String(call[1]))
      .filter((k) => k.startsWith('rows/'));
    expect(months).toEqual(['rows/2024-03']);
    expect(seen.held).toMatchObject({ status: 'loading', transactions: [] });
    expect(seen.view?.importBatches[0]?.transactionIds).toEqual([sale.id]);
    expect(seen.view?.dates).toEqual(['2024-03-01', '2024-03-02']);
    expect(seen.view?.accountsWithRows).toEqual(new Set(['main']));

    await showRows(true);
    await waitFor(() =>
      expect(screen.getByTestId('rows').textContent).toBe(`ready:${sale.id}|${rent.id}`),
    );
    expect(seen.held?.transactions).toEqual([inMain(sale), inMain(rent)]);
  });

  it('reads the rows back for an action that needs them', async () => {
    await writeStoredData({ transactions: [rent], importBatches: [] });
    const { seen } = renderFrame();
    await waitFor(() => expect(screen.getByTestId('frame').textContent).toBe('ready'));
    let batch: ImportBatch | undefined;
    await act(async () => {
      batch = await seen.actions?.importTransactions([packTransactions([sale])], 'bank.csv');
    });
    expect(seen.held?.transactions).toEqual([]);
    let removed = 0;
    await act(async () => {
      if (batch) removed = await seen.actions!.undoImport(batch);
    });
    expect(removed).toBe(1);
    expect(seen.held?.transactions).toEqual([inMain(rent)]);
    expect(seen.view?.importBatches).toEqual([]);
  });

  it('reads the rows back for an export', async () => {
    const { seen } = renderFrame();
    await waitFor(() => expect(screen.getByTestId('frame').textContent).toBe('ready'));
    await act(async () => {
      await seen.actions?.importTransactions([packTransactions([sale, rent])], 'bank.csv');
    });
    expect(seen.held?.transactions).toEqual([]);
    let read: readonly Transaction[] = [];
    await act(async () => {
      read = (await seen.actions?.readTransactions()) ?? [];
    });
    expect(read).toEqual([inMain(sale), inMain(rent)]);
  });

  it('goes through the commands while a part reads rows, which then show at once', async () => {
    await writeStoredData({ transactions: [rent], importBatches: [] });
    const { seen, showRows } = renderFrame();
    await showRows(true);
    await waitFor(() => expect(screen.getByTestId('rows').textContent).toBe(`ready:${rent.id}`));
    await act(async () => {
      await seen.actions?.importTransactions([packTransactions([sale])], 'bank.csv');
    });
    expect(screen.getByTestId('rows').textContent).toBe(`ready:${sale.id}|${rent.id}`);
  });
});
