import type { IsoDate } from '../dates.js';
import { TextCodes } from '../ledgerColumns/textCodes.js';
import { isBlank, isPlaceholder } from './classifyCell.js';
import { emptyDateCounts } from './detectDateFormat.js';
import type { DateFormatCounts } from './detectDateFormat.js';
import { isBlankRow } from './detectHeader.js';
import { directionOfWord } from './direction.js';
import { importedIdPrefix } from './importId.js';
import { datelessRowIssue } from './datelessRow.js';
import { unsettledIssue } from './statusColumn.js';
import { MONEY_COLUMNS, isEvidenceSettled, noteDecimalCell } from './columnDecimals.js';
import type { ColumnDecimals, ColumnEvidence } from './columnDecimals.js';
import { hasCreditMark, parseAmount } from './parseAmount.js';
import { orderOf } from './parseDate.js';
import { DEFAULT_DESCRIPTION } from './planImport.js';
import type { ImportPlan } from './planImport.js';
import { readDateCell, scratchDate } from './readDateCell.js';
import { rowDescription } from './rowDescription.js';
import {
  noAmountIssue,
  noDescriptionIssue,
  notATransactionIssue,
  shortRowIssue,
  unreadableAmountIssue,
  unreadableBalanceIssue,
  unreadableDateIssue,
} from './rowIssues.js';
import type { ImportField, ImportIssue, ImportOptions } from './types.js';
import { TransactionColumns } from './transactionColumns.js';

/**
 * Turns data rows into transactions, one row at a time as the parser hands them over, so that no
 * row has to be kept once read. It also counts what the date and money cells say about the file's
 * date format and each money column's decimal separator, for the caller to check the first rows' guess against.
 */
export class RowReader {
  readonly transactions: TransactionColumns;
  /** Debit/credit word of each transaction's row, when the file has a type column. */
  readonly directions: (1 | -1 | undefined)[] = [];
  /** The code of each transaction's category cell, when the file has a category column. */
  private readonly fileCategoryCodes: number[] = [];
  private readonly fileCategories = new TextCodes();
  /** Indexes of the transactions whose amount cell is marked as money in (`+ 12.00`, `12.00 CR`). */
  readonly creditMarked: number[] = [];
  readonly issues: ImportIssue[] = [];
  readonly dateCounts: DateFormatCounts = emptyDateCounts();
  rowCount = 0;
  /** A negative amount or debit/credit columns: the file carries its own direction. */
  signed: boolean;

  private readonly date: number;
  private readonly amount: number;
  private readonly debit: number;
  private readonly credit: number;
  private readonly description: number;
  /** Set when the description joins several columns (payee and memo, VWZ1..VWZ14). */
  private readonly descriptionGroups: readonly (readonly number[])[] | null;
  private readonly category: number;
  private readonly balance: number;
  private readonly type: number;
  private readonly status: number;
  private readonly neededCells: number;
  private readonly headerWidth: number;
  private readonly hasDebitCredit: boolean;
  private readonly dayFirst: boolean;
  private readonly today: IsoDate;
  private readonly flip: boolean;
  private readonly scratch = scratchDate();
  private votesSettled: boolean;

  private readonly decimals: ColumnDecimals;
  private readonly evidence: ColumnEvidence;

  constructor(
    plan: ImportPlan,
    options: ImportOptions,
    /** Rows before this index already voted on the decimal separator (see planImport). */
    private readonly voteFrom: number,
    private readonly delimiter: string,
    /** The file has a quote character: only then can a cell hold a line break. */
    private readonly quoted: boolean,
    /** The most transactions the file can hold, to make room for them once. */
    capacity?: number,
  ) {
    const c = plan.columns;
    this.decimals = plan.decimals;
    this.evidence = plan.evidence;
    this.date = c.date;
    this.amount = c.amount;
    this.debit = c.debit;
    this.credit = c.credit;
    this.description = c.description;
    const groups = plan.descriptionGroups;
    this.descriptionGroups = groups.length > 1 || (groups[0]?.length ?? 0) > 1 ? groups : null;
    this.category = c.category;
    this.balance = c.balance;
    this.type = c.type;
    this.status = c.status;
    this.neededCells =
      Math.max(c.date, c.amount, c.debit, c.credit, c.description, c.category, c.balance) + 1;
    this.headerWidth = plan.headers.length;
    this.hasDebitCredit = c.debit !== -1 || c.credit !== -1;
    this.signed = this.hasDebitCredit;
    this.dayFirst = orderOf(plan.dates.format) === 'dmy';
    this.transactions = new TransactionColumns(importedIdPrefix(options.fileName), capacity);
    this.today = options.today;
    this.flip = options.flipSigns === true;
    this.votesSettled = isEvidenceSettled(plan.evidence);
  }

  /** File row number of the transaction at `index`: its id ends with it. */
  rowNumberOf(index: number): number {
    return this.transactions.row(index);
  }

  /** The file's category cell of the transaction at `index`; '' without a category column. */
  fileCategoryOf(index: number): string {
    return this.category === -1 ? '' : this.fileCategories.text(this.fileCategoryCodes[index]!);
  }

  /** Reads `rows` from `from` on; `rows[from]` is the row at `index` (0-based) of the file. */
  readRows(rows: readonly (readonly string[])[], from: number, index: number): void {
    for (let i = from; i < rows.length; i++) this.read(rows[i]!, index + i - from);
  }

  /** Reads the row at `index` (0-based) of the file. */
  read(row: readonly string[], index: number): void {
    const rowNo = index + 1;
    if (row.length < this.neededCells) {
      if (isBlankRow(row)) return;
      this.rowCount++;
      this.issues.push(
        shortRowIssue(rowNo, row.length, this.headerWidth, row.join(this.delimiter)),
      );
      return;
    }
    const dateCell = row[this.date]!;
    if (isBlank(dateCell)) {
      if (!isBlankRow(row)) this.noteDateless(row, rowNo);
      return;
    }
    this.rowCount++;
    if (!this.votesSettled && index >= this.voteFrom) this.vote(row);
    if (this.status !== -1 && this.isUnsettled(row, rowNo)) return;

    let cents: number | null = null;
    let amountField: ImportField = 'amount';
    let amountCell = '';
    let hasAmount = false;
    if (this.hasDebitCredit) {
      const debitCell = this.debit === -1 ? '' : row[this.debit]!;
      const creditCell = this.credit === -1 ? '' : row[this.credit]!;
      const debitBlank = isBlank(debitCell);
      const creditBlank = isBlank(creditCell);
      let debit = debitBlank ? 0 : parseAmount(debitCell, this.decimals.debit);
      let credit = creditBlank ? 0 : parseAmount(creditCell, this.decimals.credit);
      // A dash or n/a is "nothing", as an empty cell: looked for only in a cell that did not read.
      const debitEmpty = debitBlank || (debit === null && isPlaceholder(debitCell));
      const creditEmpty = creditBlank || (credit === null && isPlaceholder(creditCell));
      if (!(debitEmpty && creditEmpty)) {
        hasAmount = true;
        if (debitEmpty) debit = 0;
        if (creditEmpty) credit = 0;
        amountField = debit === null ? 'debit' : 'credit';
        amountCell = debit === null ? debitCell : creditCell;
        // A debit written as -50.00 is still 50.00 out.
        cents = debit === null || credit === null ? null : credit - Math.abs(debit);
      }
    }
    if (!hasAmount) {
      amountCell = this.amount === -1 ? '' : row[this.amount]!;
      const blank = isBlank(amountCell);
      if (!blank) cents = parseAmount(amountCell, this.decimals.amount);
      if (blank || (cents === null && isPlaceholder(amountCell))) {
        const field = this.hasDebitCredit ? 'debit' : 'amount';
        this.issues.push(noAmountIssue(rowNo, field, blank ? null : amountCell));
        return;
      }
    }

    let date = readDateCell(dateCell, this.scratch, this.dateCounts, this.dayFirst);
    if (date === null) {
      if (cents === null) {
        this.issues.push(notATransactionIssue(rowNo, row.join(this.delimiter)));
        return;
      }
      date = this.today;
      this.issues.push(unreadableDateIssue(rowNo, this.today, dateCell));
    }
    if (cents === null) {
      // Never 0: an amount that cannot be read is not a transaction of nothing.
      this.issues.push(unreadableAmountIssue(rowNo, amountField, amountCell));
      return;
    }
    // A card file that writes charges as positive numbers, read the ledger's way round.
    if (this.flip && cents !== 0) cents = -cents;
    if (cents < 0) this.signed = true;
    else if (!hasAmount && hasCreditMark(amountCell)) {
      this.creditMarked.push(this.transactions.length);
    }

    let description = rowDescription(row, this.description, this.descriptionGroups, this.quoted);
    if (description === '') {
      description = DEFAULT_DESCRIPTION;
      if (this.description !== -1) this.issues.push(noDescriptionIssue(rowNo));
    }
    const amount = cents / 100;
    const balanceCell = this.balance === -1 ? '' : row[this.balance]!;
    const balance = isBlank(balanceCell)
      ? undefined
      : parseAmount(balanceCell, this.decimals.balance);
    // A dash is an empty balance, left out without a note.
    if (balance === null && !isPlaceholder(balanceCell)) {
      this.issues.push(unreadableBalanceIssue(rowNo, balanceCell));
    }
    // Categories wait for settleCategories, once every row's direction is known.
    this.transactions.push(
      rowNo,
      date,
      description,
      amount,
      balance === undefined || balance === null ? undefined : balance / 100,
    );
    if (this.category !== -1) {
      this.fileCategoryCodes.push(this.fileCategories.codeOf(row[this.category]!.trim()));
    }
    if (this.type !== -1) {
      this.directions.push(row.length > this.type ? directionOfWord(row[this.type]!) : undefined);
    }
  }

  /** A row with no date: a notice for a heading or total line, else a skipped row (counted). */
  private noteDateless(row: readonly string[], rowNo: number): void {
    const { issue, counted } = datelessRowIssue(row, rowNo, () => this.holdsMoney(row));
    if (counted) this.rowCount++;
    this.issues.push(issue);
  }

  /** A pending, declined, reverted or failed row moved no money: skipped with its reason. */
  private isUnsettled(row: readonly string[], rowNo: number): boolean {
    const issue = unsettledIssue(row[this.status], rowNo);
    if (issue !== undefined) this.issues.push(issue);
    return issue !== undefined;
  }

  /** Whether the amount, debit or credit cell of a row reads as money. */
  private holdsMoney(row: readonly string[]): boolean {
    for (const field of ['amount', 'debit', 'credit'] as const) {
      const cell = this[field] === -1 ? undefined : row[this[field]];
      if (
        cell !== undefined &&
        !isBlank(cell) &&
        parseAmount(cell, this.decimals[field]) !== null
      ) {
        return true;
      }
    }
    return false;
  }

  private vote(row: readonly string[]): void {
    for (const field of MONEY_COLUMNS) {
      const cell = this[field] === -1 ? undefined : row[this[field]];
      if (cell !== undefined && cell !== '') noteDecimalCell(this.evidence[field], cell);
    }
    this.votesSettled = isEvidenceSettled(this.evidence);
  }
}
