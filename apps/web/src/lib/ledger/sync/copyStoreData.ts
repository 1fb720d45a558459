import { DEFAULT_ACCOUNT_ID, accountIdOf, sortedWithDelta } from '@cashline/core';
import type { Account, LedgerTransaction, Transaction } from '@cashline/core';
import { todayIso } from '../../clock';
import { withAccounts } from '../../transactions/accountMigration';
import { readCurrencyChoice } from '../../transactions/currencyChoice';
import type { StoreData } from '../../transactions/storeChanges';
import type { TransactionsChange } from '../ledgerBackend';
import { replacedInPlace } from './editsInPlace';
import type { InPlaceChange } from './editsInPlace';
import type { LedgerCopy } from './ledgerCopyDb';
import { TrackedRows } from './trackedRows';
import type { RowChanges } from './copyRows';

/** More changed rows than this, and making the view afresh costs about as much as updating it. */
const MAX_UPDATED_ROWS = 5000;

function withoutServerFields({ version: _v, importId: _i, ...tx }: LedgerTransaction): Transaction {
  return tx;
}

/** The row as the view shows it: the copy's own object where it keeps one. */
function shownRow(copy: LedgerCopy, id: string): Transaction | undefined {
  if (copy.rows instanceof TrackedRows) return copy.rows.shownRow(id);
  const row = copy.rows.get(id);
  return row && withoutServerFields(row);
}

const newerFirst = (a: Transaction, b: Transaction) =>
  a.date === b.date ? (a.id < b.id ? 1 : a.id > b.id ? -1 : 0) : a.date < b.date ? 1 : -1;

/** The first position whose row is not newer than `row`. */
function firstNotNewer(list: readonly Transaction[], row: Transaction): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (newerFirst(list[middle] as Transaction, row) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The rows of the view the changes name, each found by halving where the copy had it (date and
 * id order the view), with where they are; a pass over the view only when one is not there (a
 * row the page moved), which says no places.
 */
function rowsNamed(
  view: readonly Transaction[],
  changes: RowChanges,
): { rows: Transaction[]; at?: number[] } {
  const found: Transaction[] = [];
  const at: number[] = [];
  for (const [id, before] of changes) {
    if (!before) continue;
    const place = firstNotNewer(view, before);
    const row = view[place];
    if (row?.id !== id) return { rows: view.filter((t) => changes.has(t.id)) };
    found.push(row);
    at.push(place);
  }
  return { rows: found, at };
}

/** The same row by every field; an account left out is the default account, as the view shows it. */
function sameRow(a: Transaction, b: Transaction): boolean {
  if (accountIdOf(a) !== accountIdOf(b)) return false;
  const x: Record<string, unknown> = a;
  const y: Record<string, unknown> = b;
  for (const key in x) if (key !== 'accountId' && x[key] !== y[key]) return false;
  for (const key in y) if (key !== 'accountId' && x[key] !== y[key]) return false;
  return true;
}

/**
 * Whether the view shows every row the copy changed since the view was made, field for field: the
 * server's echo of an edit made here, which brings only a new version. Those rows are then seen,
 * so the view stands as it is (no new list, no change for the pages to follow); each is found by
 * halving. A row the copy removed is shown when the view is known to lack it (`lacking`: the rows
 * deleted here since the view was made from the copy), the echo of a delete made here. False,
 * leaving them unseen, when any row differs, was removed from the copy only or is not in the view.
 */
export function viewShowsCopy(
  view: StoreData,
  copy: LedgerCopy,
  lacking: ReadonlySet<string> = new Set(),
): boolean {
  const rows = copy.rows;
  if (!(rows instanceof TrackedRows)) return false;
  const unseen = rows.peekUnseen();
  if (unseen === 'all' || unseen.size > MAX_UPDATED_ROWS) return false;
  for (const id of unseen.keys()) {
    const now = rows.shownRow(id);
    if (!now && lacking.has(id)) continue;
    const held = now && view.transactions[firstNotNewer(view.transactions, now)];
    if (!now || held?.id !== id || !sameRow(held, now)) return false;
  }
  rows.takeUnseen();
  return true;
}

/** Everything but the transactions and the accounts: small, read afresh each time. */
function listsOf(copy: LedgerCopy) {
  return {
    importBatches: copy.importBatches,
    importLayouts: copy.settings.value.importLayouts,
    cashMinimum: copy.settings.value.cashMinimum,
    ...readCurrencyChoice(copy.settings.value),
  };
}

const accountsOf = (copy: LedgerCopy): Account[] =>
  copy.accounts.map(({ version: _v, ...account }) => account);

/** The copy as the store holds it: transactions newest first (date, then id), as the server pages them. */
export function storeDataOf(copy: LedgerCopy): StoreData {
  const rows = copy.rows;
  if (rows instanceof TrackedRows) rows.takeUnseen();
  // The copy keeps each row once, as the store shows it: the view holds those same objects.
  const transactions =
    rows instanceof TrackedRows ? rows.shownRows() : Array.from(rows.values(), withoutServerFields);
  let sorted = true;
  for (let i = 1; i < transactions.length && sorted; i += 1) {
    sorted = newerFirst(transactions[i - 1] as Transaction, transactions[i] as Transaction) <= 0;
  }
  if (!sorted) transactions.sort(newerFirst);
  return {
    ...withAccounts(transactions, accountsOf(copy), todayIso()),
    ...listsOf(copy),
  };
}

/**
 * The view of the copy after some of its rows changed, made from the previous view: the rows that
 * did not change stay the same objects and in place, so a change elsewhere costs a pass over the
 * list instead of a million new objects, and the pages hear which rows changed. Made afresh (no
 * change answered) when the rows do not say what changed, or too much did, or a changed row needs
 * the default account that the view does not have.
 */
export function refreshedStoreData(
  previous: StoreData | undefined,
  copy: LedgerCopy,
): { data: StoreData; change?: TransactionsChange } {
  const unseen = copy.rows instanceof TrackedRows ? copy.rows.takeUnseen() : 'all';
  if (!previous || unseen === 'all' || unseen.size > MAX_UPDATED_ROWS) {
    return { data: storeDataOf(copy) };
  }
  const accounts = accountsOf(copy);
  const keptDefault = accounts.some((a) => a.id === DEFAULT_ACCOUNT_ID)
    ? undefined
    : previous.accounts.find((a) => a.id === DEFAULT_ACCOUNT_ID);
  const added: Transaction[] = [];
  for (const id of unseen.keys()) {
    const tx = shownRow(copy, id);
    if (!tx) continue;
    const needsDefault = tx.accountId === undefined || tx.accountId === DEFAULT_ACCOUNT_ID;
    if (needsDefault && !keptDefault && !accounts.some((a) => a.id === DEFAULT_ACCOUNT_ID)) {
      return { data: storeDataOf(copy) };
    }
    // The store gives every row its account, as `withAccounts` does for a view made afresh.
    added.push(tx.accountId === undefined ? { ...tx, accountId: accountIdOf(tx) } : tx);
  }
  const from = previous.transactions;
  const named = rowsNamed(from, unseen);
  const removed = named.rows;
  const lists = { accounts: keptDefault ? [keptDefault, ...accounts] : accounts, ...listsOf(copy) };
  // Rows edited without a new date (the usual edit) keep their places: the change says where.
  const inPlace = named.at && replacedInPlace(from, named.at, removed, added, newerFirst);
  if (inPlace) {
    const { rows, ...paired } = inPlace;
    const change: InPlaceChange = { from, ...paired };
    return { data: { transactions: rows, ...lists }, change };
  }
  const { rows } = sortedWithDelta(from, { removed, added }, newerFirst);
  return { data: { transactions: rows, ...lists }, change: { from, removed, added } };
}
