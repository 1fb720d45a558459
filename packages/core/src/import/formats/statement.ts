import type { IsoDate } from '../../dates.js';
import type { Cents } from '../../money.js';
import type { ImportIssue } from '../types.js';

/** The statement formats `importStatement` reads besides CSV. */
export type StatementFormat = 'ofx' | 'qif' | 'camt' | 'mt940';

/** A balance a statement states, on the date it gives. */
export type StatedBalance = { date: IsoDate; cents: Cents };

/** One booked entry of a statement, read faithfully from the file. */
export type StatementEntry = {
  date: IsoDate;
  /** Signed: positive for money in. */
  cents: Cents;
  description: string;
  /** The bank's own id of the entry (FITID, AcctSvcrRef, MT940 reference), scoped to the account. */
  bankId?: string;
  /** 1-based line of the file the entry starts on. */
  line: number;
  /** Set when the entry moves money between the business's own accounts (a card payment). */
  transferCandidate?: boolean;
  /** The file's own category (a QIF `L` line), when it has one. */
  category?: string;
};

/** One account's part of a statement file. */
export type StatementAccount = {
  /** The account number as the file gives it (IBAN, ACCTID, MT940 :25:), or the QIF account name. */
  number: string;
  /** `checking`, `savings`, `credit card`, `cash`...; '' when the file does not say. */
  kind: string;
  currency: string;
  entries: StatementEntry[];
  opening?: StatedBalance;
  closing?: StatedBalance;
};

/** A statement file read into its accounts, with notes on lines that were left out. */
export type ParsedStatement = {
  format: StatementFormat;
  accounts: StatementAccount[];
  issues: ImportIssue[];
};

/** A file that cannot be read as its format: the message names the line or element. */
export class StatementError extends Error {
  constructor(
    message: string,
    readonly line: number | null,
  ) {
    super(line === null ? message : `Line ${line}: ${message}`);
    this.name = 'StatementError';
  }
}
