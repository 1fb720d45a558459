import { addDays } from '../dates.js';
import type { IsoDate } from '../dates.js';
import { formatCents } from '../format/currency.js';
import { toCents } from '../money.js';
import type { Cents } from '../money.js';
import type { Transaction } from '../transaction.js';
import type { Account } from './account.js';
import { accountBalances } from './balances.js';
import { rowColumnsOf } from './rowColumns.js';
import type { RowColumns } from './rowColumns.js';

/**
 * A file row in file order: its date, amount and running balance if it carries one, and its row
 * number in the file when known.
 */
export type OpeningRow = { date: IsoDate; amount: number; balance?: number; row?: number };

/** How the file runs, as its balance check read it (`checkBalanceContinuity`). */
export type FileReading = { newestFirst: boolean; owedPositive: boolean };

/**
 * What the file's balances say the account held before its first row, signed the ledger's way, and
 * the file row whose balance says it (the first that disagrees when the opening does), if known.
 */
export type FileOpening = { date: IsoDate; cents: Cents; row?: number };

/** The file's opening and the ledger's balance the day before, when they disagree. */
export type OpeningMismatch = {
  date: IsoDate;
  fileCents: Cents;
  ledgerCents: Cents;
  /** The file's opening minus the ledger's balance. */
  differenceCents: Cents;
  /** The file row from which its balances disagree with the ledger's, when known. */
  row?: number;
};

/**
 * The balance before the file's first row in time: the earliest row carrying a balance, less its
 * amount and the amounts of any rows before it. Without a reading (one balance only) the dates
 * decide the order. A card statement counting its debt as positive gives a negative opening, as
 * the ledger signs a debt. Null when no row carries a balance.
 */
export function fileOpeningBalance(
  rows: readonly OpeningRow[],
  reading: FileReading | null,
): FileOpening | null {
  return fileOpeningOfColumns(rowColumnsOf(rows), reading);
}

/** fileOpeningBalance over rows held in columns. */
export function fileOpeningOfColumns(
  columns: RowColumns,
  reading: FileReading | null,
): FileOpening | null {
  const { count } = columns;
  if (count === 0) return null;
  const dateOf = (i: number): IsoDate => columns.dates[columns.dateCodes[i]!]!;
  const newestFirst = reading?.newestFirst ?? dateOf(0) > dateOf(count - 1);
  const sign = reading?.owedPositive ? -1 : 1;
  const first = newestFirst ? count - 1 : 0;
  const step = newestFirst ? -1 : 1;
  let before = 0;
  for (let i = first; i >= 0 && i < count; i += step) {
    before += toCents(columns.amount[i]!);
    const balance = columns.balance[i]!;
    if (!Number.isNaN(balance)) {
      const opening = { date: dateOf(first), cents: sign * toCents(balance) - before };
      const row = columns.rows[i]!;
      return Number.isNaN(row) ? opening : { ...opening, row };
    }
  }
  return null;
}

/**
 * The opening balance a statement states (camt's OPBD, MT940's :60F:), as the balance before its
 * earliest entry; turned with the signs when they were flipped. Null without entries.
 */
export function statedOpeningBalance(
  openingCents: Cents,
  rows: readonly Pick<OpeningRow, 'date' | 'row'>[],
  flipped = false,
): FileOpening | null {
  return statedOpeningOfColumns(
    openingCents,
    rowColumnsOf(rows.map((row) => ({ ...row, amount: 0 }))),
    flipped,
  );
}

/** statedOpeningBalance over rows held in columns. */
export function statedOpeningOfColumns(
  openingCents: Cents,
  columns: Pick<RowColumns, 'count' | 'rows' | 'dates' | 'dateCodes'>,
  flipped = false,
): FileOpening | null {
  let earliest = -1;
  let earliestDate = '';
  for (let i = 0; i < columns.count; i++) {
    const date = columns.dates[columns.dateCodes[i]!]!;
    if (earliest === -1 || date < earliestDate) {
      earliest = i;
      earliestDate = date;
    }
  }
  if (earliest === -1) return null;
  const opening = { date: earliestDate, cents: flipped ? -openingCents : openingCents };
  const row = columns.rows[earliest]!;
  return Number.isNaN(row) ? opening : { ...opening, row };
}

/**
 * Compares the file's opening with what the ledger says the account held at the end of the day
 * before the file starts. Null when they agree to the cent, or when the ledger holds nothing of the
 * account before that day (a first statement has nothing to agree with).
 */
export function checkOpeningAgainstLedger(
  opening: FileOpening,
  account: Account,
  ledger: readonly Transaction[],
): OpeningMismatch | null {
  const dayBefore = addDays(opening.date, -1);
  const held = accountBalances(ledger, [account], dayBefore).find(
    (b) => b.accountId === account.id,
  );
  if (held === undefined || held.count === 0) return null;
  const differenceCents = opening.cents - held.balanceCents;
  if (differenceCents === 0) return null;
  const mismatch: OpeningMismatch = {
    date: opening.date,
    fileCents: opening.cents,
    ledgerCents: held.balanceCents,
    differenceCents,
  };
  if (opening.row !== undefined) mismatch.row = opening.row;
  return mismatch;
}

/** The account's currency, and the user's date format. */
type TextOptions = { currency?: string; date?: (iso: IsoDate) => string };

/** The preview's plain sentence for a mismatch, with both figures and what to do about it. */
export function openingMismatchText(
  mismatch: OpeningMismatch,
  accountName: string,
  { currency = 'USD', date = (iso: IsoDate) => iso }: TextOptions = {},
): string {
  const money = (cents: Cents) => formatCents(cents, currency, { fractionDigits: 2 });
  return (
    `The file's balance before its first row (${date(mismatch.date)}) is ${money(mismatch.fileCents)}, ` +
    `but ${accountName} holds ${money(mismatch.ledgerCents)} at the end of the day before: ` +
    `${money(Math.abs(mismatch.differenceCents))} apart` +
    (mismatch.row === undefined ? '. ' : `, from row ${mismatch.row} of the file on. `) +
    'Either the file belongs to another ' +
    'account (choose it above), or a statement between the last import and this file is ' +
    'missing (import it first).'
  );
}
