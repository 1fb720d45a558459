import 'fake-indexeddb/auto';
import type { Transaction } from '@cashline/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LedgerBackend } from '../../lib/ledger/ledgerBackend';
import type { StoreData } from '../../lib/transactions/storeChanges';
import { loadedTransactionsTable } from '../../testing/loadedTransactionsTable';
import { renderWithStores } from '../../testing/renderWithStores';
import { TransactionsPage } from './TransactionsPage';

const fake = vi.hoisted(() => ({ backend: undefined as LedgerBackend | undefined }));
vi.mock('../../lib/ledger/useLedgerBackend', () => ({ useLedgerBackend: () => fake.backend }));

const row = (id: string, date: string, description: string): Transaction => ({
  id,
  date,
  description,
  amount: -10,
  type: 'outflow',
  category: 'Rent',
  accountId: 'main',
});
const ledger = [
  row('t3', '2024-03-05', 'Sysco delivery'),
  row('t2', '2024-03-02', 'Square sale 1042'),
  row('t1', '2024-02-01', 'Office rent February'),
];

/** A ledger whose newest rows are read at once and whose whole load waits for `finish`. */
function slowLedger(preview: readonly Transaction[] = ledger.slice(0, 2)) {
  let finish: () => void = () => undefined;
  const loaded = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const data: StoreData = {
    transactions: ledger,
    importBatches: [],
    accounts: [],
    importLayouts: {},
    cashMinimum: null,
  };
  const backend: LedgerBackend = {
    label: 'Stored in this browser only',
    preview: () => Promise.resolve([...preview]),
    load: () => loaded.then(() => ({ data, rejected: 0 })),
    apply: () => Promise.reject(new Error('Not in this test')),
    reset: () => Promise.resolve(),
    watch: () => () => undefined,
  };
  return { backend, finish };
}

function descriptionsIn(table: HTMLElement): string[] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) => ledger.find((t) => r.textContent?.includes(t.description))?.description ?? '');
}

beforeEach(() => {
  // jsdom lays nothing out; the table draws only the rows that fit its scroll area's size.
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(640);
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(1024);
});

afterEach(() => {
  vi.restoreAllMocks();
  fake.backend = undefined;
});

describe('the transactions page before the whole ledger is read', () => {
  it('lists the newest stored rows newest first even when their month was stored oldest first', async () => {
    const { backend } = slowLedger(ledger.slice(0, 2).reverse());
    fake.backend = backend;
    renderWithStores(<TransactionsPage />);

    const early = await screen.findByRole('table', { name: 'Transactions' });
    expect(descriptionsIn(early)).toEqual(['Sysco delivery', 'Square sale 1042']);
  });

  it('shows the newest stored rows with their controls off, then the whole ledger with them on', async () => {
    const { backend, finish } = slowLedger();
    fake.backend = backend;
    renderWithStores(<TransactionsPage />);

    const early = await screen.findByRole('table', { name: 'Transactions' });
    expect(descriptionsIn(early)).toEqual(['Sysco delivery', 'Square sale 1042']);
    // The columns and the bulk bar are there from the start, so nothing moves when they turn on.
    expect(within(early).getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
    const earlyBoxes = within(early).getAllByRole('checkbox');
    expect(earlyBoxes).toHaveLength(3);
    for (const box of earlyBoxes) expect(box).toBeDisabled();
    for (const button of within(early).getAllByRole('button', { name: /^Delete / }))
      expect(button).toBeDisabled();
    expect(
      screen.getByText('Select transactions to change their category together.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Loading transactions...')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Summary' })).toHaveAttribute('aria-busy', 'true');

    finish();
    const table = await loadedTransactionsTable();
    await waitFor(() =>
      expect(descriptionsIn(table)).toEqual([
        'Sysco delivery',
        'Square sale 1042',
        'Office rent February',
      ]),
    );
    expect(screen.getByText('3 transactions')).toBeInTheDocument();
    const boxes = within(table).getAllByRole('checkbox');
    expect(boxes).toHaveLength(4);
    for (const box of boxes) expect(box).toBeEnabled();
  });

  it('shows none of them for a search typed before the ledger is read', async () => {
    const { backend, finish } = slowLedger();
    fake.backend = backend;
    const user = userEvent.setup();
    renderWithStores(<TransactionsPage />);
    await screen.findByRole('table', { name: 'Transactions' });

    await user.type(screen.getByLabelText('Search transactions'), 'rent');
    expect(screen.queryByRole('table', { name: 'Transactions' })).not.toBeInTheDocument();
    expect(screen.getByText('Loading transactions...')).toBeInTheDocument();

    finish();
    expect(await screen.findByText('1 transaction match')).toBeInTheDocument();
  });
});
