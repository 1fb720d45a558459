import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { defaultAccount } from '@cashline/core';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, row } from '../../testing/fakeLedgerServer';
import { authValue, olive } from '../../testing/authState';
import { AuthContext } from '../auth/AuthContext';
import type { LedgerActions } from './ledgerContexts';
import { TransactionProvider } from './TransactionProvider';
import { closeDatabase, takePreloadedData } from './transactionDb';
import { useLedger, useLedgerActions, useLedgerRows, useLedgerSync } from './useLedger';

beforeEach(() => {
  closeDatabase();
  globalThis.indexedDB = new IDBFactory();
  localStorage.clear();
});

afterEach(() => {
  takePreloadedData()?.catch(() => undefined);
  closeDatabase();
  vi.unstubAllGlobals();
});

/** The row the tests add to an empty ledger. */
const RENT = {
  date: '2024-03-01',
  description: 'Office rent',
  amount: -2500,
  type: 'outflow' as const,
  category: 'Rent',
};

type Counted = { onCommit: () => void };

/** Calls `onCommit` after each render of its component that reached the page. */
function useCommits({ onCommit }: Counted): void {
  useEffect(() => {
    onCommit();
  });
}

/** A page that reads the rows, as the transactions page, the dashboard and the forecast do. */
function LedgerReader(props: Counted) {
  useCommits(props);
  const { status, transactions } = useLedgerRows();
  const notes = transactions.map((t) => `${t.id}${t.note ? `=${t.note}` : ''}`).join('|');
  return (
    <p data-testid="ledger">
      {status}:{notes}
    </p>
  );
}

/** A part that reads the ledger but its rows, as the account pickers and the settings do. */
function AccountsReader(props: Counted) {
  useCommits(props);
  const { status, accounts } = useLedger();
  return (
    <p data-testid="accounts">
      {status}:{accounts.map((a) => a.name).join('|')}
    </p>
  );
}

/** The frame's notices: the sync status and the storage error. */
function SyncReader(props: Counted) {
  useCommits(props);
  const { syncStatus, storageError } = useLedgerSync();
  return (
    <p data-testid="sync">
      waiting={syncStatus?.waiting ?? '-'} error={storageError ?? '-'}
    </p>
  );
}

/** A form that only acts: hands on each `actions` it is given (its first, and any new one). */
function ActionsReader({
  onActions,
  ...props
}: Counted & { onActions: (actions: LedgerActions) => void }) {
  useCommits(props);
  const actions = useLedgerActions();
  useEffect(() => {
    onActions(actions);
  }, [actions, onActions]);
  return null;
}

/** Renders the provider over one reader of each context, counting each reader's commits. */
function renderCounted(wrap: (tree: ReactNode) => ReactNode = (tree) => tree) {
  const commits = { ledger: 0, accounts: 0, sync: 0, actions: 0 };
  const given: LedgerActions[] = [];
  const count = (id: keyof typeof commits) => () => {
    commits[id] += 1;
  };
  render(
    wrap(
      <TransactionProvider>
        <LedgerReader onCommit={count('ledger')} />
        <AccountsReader onCommit={count('accounts')} />
        <SyncReader onCommit={count('sync')} />
        <ActionsReader
          onCommit={count('actions')}
          onActions={(actions) => void given.push(actions)}
        />
      </TransactionProvider>,
    ),
  );
  const actions = () => {
    const last = given.at(-1);
    if (!last) throw new Error('not rendered');
    return last;
  };
  return { commits, given, actions };
}

const text = (id: string) => screen.getByTestId(id).textContent;

describe('TransactionProvider: who renders again', () => {
  it('renders a ledger reader again for neither a storage error nor its dismissal', async () => {
    const { commits, actions } = renderCounted();
    await waitFor(() => expect(text('ledger')).toBe('ready:'));
    const added = await act(() => actions().addTransaction(RENT));
    const ledgerBefore = commits.ledger;
    const syncBefore = commits.sync;

    // A patch naming a row no longer there is refused whole: the ledger stays as it was.
    await act(async () => {
      await expect(
        actions().patchTransactions([{ id: 'gone', set: { note: 'checked' } }]),
      ).rejects.toThrow();
    });
    expect(text('sync')).toMatch(/error=(?!-)/);
    act(() => actions().dismissStorageError());
    expect(text('sync')).toBe('waiting=- error=-');

    expect(commits.sync).toBe(syncBefore + 2);
    expect(commits.ledger).toBe(ledgerBefore);
    expect(text('ledger')).toBe(`ready:${added.id}`);
  });

  it('keeps its actions, and renders an acting-only reader once, whatever the ledger does', async () => {
    const { commits, given, actions } = renderCounted();
    await waitFor(() => expect(text('ledger')).toBe('ready:'));
    const added = await act(() => actions().addTransaction(RENT));
    await act(() => actions().patchTransactions([{ id: added.id, set: { note: 'checked' } }]));
    await act(() => actions().reload());
    await act(() => actions().deleteTransaction(added.id));
    await act(async () => {
      await expect(actions().deleteTransaction('gone')).resolves.toBeUndefined();
    });
    expect(text('ledger')).toBe('ready:');

    expect(given).toHaveLength(1);
    expect(commits.actions).toBe(1);
    expect(commits.ledger).toBeGreaterThan(3);
  });

  it('renders a reader of all but the rows again for a new date or account, not for rows edited or added on known ones', async () => {
    const { commits, actions } = renderCounted();
    await waitFor(() => expect(text('ledger')).toBe('ready:'));
    const added = await act(() => actions().addTransaction(RENT));
    const accountsBefore = commits.accounts;
    const ledgerBefore = commits.ledger;

    await act(() => actions().patchTransactions([{ id: added.id, set: { note: 'checked' } }]));
    const parking = await act(() => actions().addTransaction({ ...RENT, description: 'Parking' }));
    expect((await actions().readTransactions()).map((t) => [t.id, t.note])).toEqual([
      [parking.id, undefined],
      [added.id, 'checked'],
    ]);
    expect(commits.ledger).toBe(ledgerBefore + 2);
    expect(commits.accounts).toBe(accountsBefore);

    // A day no row had before is news to the as-of date, which reads the dates.
    await act(() => actions().addTransaction({ ...RENT, date: '2024-04-01' }));
    expect(commits.accounts).toBe(accountsBefore + 1);
    await act(() =>
      actions().saveAccount({
        ...defaultAccount('2024-01-01', 'USD'),
        id: 'acct-2',
        name: 'Savings',
      }),
    );
    expect(text('accounts')).toMatch(/\|Savings$/);
    expect(commits.accounts).toBe(accountsBefore + 2);
  });

  it('reads the rows as stored once the changes asked before it are made', async () => {
    const { actions } = renderCounted();
    await waitFor(() => expect(text('ledger')).toBe('ready:'));
    const adding = actions().addTransaction(RENT);
    const read = actions().readTransactions();
    const added = await act(() => adding);
    expect((await read).map((t) => t.id)).toEqual([added.id]);
  });

  it('renders a ledger reader once for an edit on a team ledger, not for its sync ticks', async () => {
    const server = fakeServer('org-olive', [row('t1'), row('t2', { date: '2026-02-01' })]);
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.batchAnswers.push(async () => {
      await answered;
      return {
        status: 200,
        body: {
          created: 0,
          edited: [row('t1', { note: 'checked', version: 2 })],
          deleted: 0,
          overwritten: {},
        },
      };
    });
    const { commits, actions } = renderCounted((tree) => (
      <AuthContext.Provider value={authValue(olive)}>{tree}</AuthContext.Provider>
    ));
    await waitFor(() => expect(text('ledger')).toBe('ready:t1|t2'));
    await waitFor(() => expect(text('sync')).toBe('waiting=0 error=-'));
    const ledgerBefore = commits.ledger;
    const syncBefore = commits.sync;

    await act(() => actions().patchTransactions([{ id: 't1', set: { note: 'checked' } }]));
    expect(text('ledger')).toBe('ready:t1=checked|t2');
    await waitFor(() => expect(text('sync')).toBe('waiting=1 error=-'));
    expect(commits.ledger).toBe(ledgerBefore + 1);

    answer();
    await waitFor(() => expect(text('sync')).toBe('waiting=0 error=-'));
    expect(server.seen.batches).toHaveLength(1);
    expect(commits.sync).toBeGreaterThanOrEqual(syncBefore + 2);
    expect(commits.ledger).toBe(ledgerBefore + 1);
  });
});
