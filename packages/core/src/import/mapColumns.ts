import { isAmountLike, isBlank, isDateLike, isEmptyMoney, isMoneyLike } from './classifyCell.js';
import { describeColumns, longestTextColumn } from './describeColumns.js';
import { directionOfWord } from './direction.js';
import { mapByNames } from './mapByNames.js';
import type { AcceptColumn } from './mapByNames.js';
import {
  amountIn,
  areComplementary,
  debitCreditIn,
  findComplementaryPair,
  runningBalanceShare,
} from './moneyColumns.js';
import { findStatusColumn } from './statusColumn.js';
import { IMPORT_FIELDS } from './types.js';
import type { ColumnMapping, ColumnMappingChoice, ImportField, ImportIssue } from './types.js';

const TYPE_HEADER =
  /type|indicator|d\s*\/\s*c|c\s*\/\s*d|dr\s*\/\s*cr|cr\s*\/\s*dr|debit\s*\/\s*credit|credit\s*\/\s*debit|s\s*\/\s*h|soll\s*\/\s*haben|direction/i;

export type ColumnPlan = {
  mapping: ColumnMapping;
  /** The description's columns in groups joined by " - " (see describeColumns). */
  descriptionGroups: number[][];
  /** A column of debit/credit words (DR/CR, Debit/Credit, S/H), if the file has one. */
  typeColumn: string | null;
  /** Index of the State/Status column (see statusColumn), or -1. */
  statusColumn: number;
  /** Fields the caller chose to leave unmapped. */
  unmapped: ImportField[];
  issues: ImportIssue[];
};

type ColumnStats = {
  nonEmpty: number;
  dates: number;
  amounts: number;
  money: number;
  textLength: number;
  /** The first value, trimmed, and whether every other value equals it. */
  first: string;
  constant: boolean;
  /** Cells that are a three-letter currency code. */
  codes: number;
};

const CURRENCY_CODE = /^[A-Z]{3}$/;

function columnStats(sample: readonly (readonly string[])[], width: number): ColumnStats[] {
  const stats: ColumnStats[] = Array.from({ length: width }, () => ({
    nonEmpty: 0,
    dates: 0,
    amounts: 0,
    money: 0,
    textLength: 0,
    first: '',
    constant: true,
    codes: 0,
  }));
  for (const row of sample) {
    for (let col = 0; col < width; col++) {
      const cell = row[col];
      // A dash is how many banks write "nothing" in a money column.
      if (cell === undefined || isEmptyMoney(cell)) continue;
      const s = stats[col]!;
      const value = cell.trim();
      if (s.nonEmpty === 0) s.first = value;
      else if (value !== s.first) s.constant = false;
      s.nonEmpty++;
      s.textLength += value.length;
      if (CURRENCY_CODE.test(value)) s.codes++;
      if (isDateLike(cell)) s.dates++;
      else if (isAmountLike(cell)) {
        s.amounts++;
        if (isMoneyLike(cell)) s.money++;
      }
    }
  }
  return stats;
}

function validOverride(
  headers: readonly string[],
  override: ColumnMappingChoice | undefined,
  headerRow: number | null,
): { mapping: ColumnMapping; unmapped: ImportField[]; issues: ImportIssue[] } {
  const mapping: ColumnMapping = {};
  const unmapped: ImportField[] = [];
  const issues: ImportIssue[] = [];
  if (!override) return { mapping, unmapped, issues };
  for (const field of IMPORT_FIELDS) {
    const wanted = override[field];
    if (wanted === undefined) continue;
    const trimmed = wanted === null ? '' : wanted.trim();
    if (trimmed === '') {
      unmapped.push(field);
      continue;
    }
    if (trimmed.toLowerCase() === 'null') continue;
    const header = headers.find((h) => h === wanted) ?? headers.find((h) => h.trim() === trimmed);
    if (header === undefined) {
      issues.push({
        row: headerRow,
        field,
        kind: 'notice',
        message: `The column "${trimmed}" chosen for ${field} is not in the file; the ${field} column was guessed instead.`,
      });
    } else {
      mapping[field] = header;
    }
  }
  return { mapping, unmapped, issues };
}

/** Marks that say debit or credit in a column of any name: not single letters such as D or S. */
const MARKER = /^\s*(cr|dr|crdt|dbit|credit|debit)\.?\s*$/i;

function directionWordShare(
  sample: readonly (readonly string[])[],
  col: number,
  markersOnly = false,
): number {
  let words = 0;
  let nonEmpty = 0;
  for (const row of sample) {
    const cell = row[col];
    if (cell === undefined || isBlank(cell)) continue;
    nonEmpty++;
    if (markersOnly ? MARKER.test(cell) : directionOfWord(cell) !== undefined) words++;
  }
  return nonEmpty === 0 ? 0 : words / nonEmpty;
}

function findTypeColumn(
  headers: readonly string[],
  sample: readonly (readonly string[])[],
  mapping: ColumnMapping,
  chosen: ColumnMapping,
): string | null {
  // A guessed debit or credit column that holds words, not numbers, says which way money went.
  for (const field of ['debit', 'credit'] as const) {
    const header = mapping[field];
    if (header === undefined || chosen[field] !== undefined) continue;
    if (directionWordShare(sample, headers.indexOf(header)) >= 0.9) {
      delete mapping[field];
      return header;
    }
  }
  const used = new Set(Object.values(mapping));
  for (let col = 0; col < headers.length; col++) {
    const header = headers[col]!;
    if (used.has(header)) continue;
    // A named D/C column, or a column of any name holding nothing but CR and DR marks (a card
    // statement's trailing column, filled on payments only).
    const named = TYPE_HEADER.test(header);
    if (directionWordShare(sample, col, !named) >= 0.9) return header;
  }
  return null;
}

/** Fills the fields names could not map from what the columns hold. */
function inferFromContent(
  headers: readonly string[],
  sample: readonly (readonly string[])[],
  stats: readonly ColumnStats[],
  mapping: ColumnMapping,
  typeColumn: string | null,
): void {
  const used = new Set<string>(Object.values(mapping));
  if (typeColumn !== null) used.add(typeColumn);
  const free = (col: number): boolean => !used.has(headers[col]!);
  const claim = (field: ImportField, col: number): void => {
    mapping[field] = headers[col]!;
    used.add(headers[col]!);
  };
  const columnOf = (field: ImportField): number => {
    const header = mapping[field];
    return header === undefined ? -1 : headers.indexOf(header);
  };

  if (mapping.date === undefined) {
    let best = -1;
    for (let col = 0; col < headers.length; col++) {
      const s = stats[col]!;
      if (!free(col) || s.nonEmpty === 0 || s.dates / s.nonEmpty < 0.6) continue;
      if (best === -1 || s.dates > stats[best]!.dates) best = col;
    }
    if (best !== -1) claim('date', best);
  }
  const dateCol = columnOf('date');
  const numeric: number[] = [];
  for (let col = 0; col < headers.length; col++) {
    const s = stats[col]!;
    if (free(col) && s.nonEmpty > 0 && s.amounts / s.nonEmpty >= 0.8) numeric.push(col);
  }

  // Money out and money in side by side: whole numbers in one and cents in the other, or names
  // no pattern knows, must not leave the rows of one side behind.
  let pairFromContent = false;
  if (mapping.amount === undefined && mapping.debit === undefined && mapping.credit === undefined) {
    const pair = findComplementaryPair(sample, numeric, dateCol);
    if (pair !== undefined) {
      claim('debit', pair[0]);
      claim('credit', pair[1]);
      pairFromContent = true;
    } else {
      const moneyish = numeric.filter((col) => stats[col]!.money / stats[col]!.nonEmpty >= 0.5);
      const first = moneyish[0] ?? numeric[0];
      if (first !== undefined) claim('amount', first);
    }
  } else if (
    mapping.amount === undefined &&
    (mapping.debit === undefined) !== (mapping.credit === undefined)
  ) {
    // One side named (Withdrawals) and the other not (Lodgements): its partner is the other side.
    const named = mapping.debit === undefined ? 'credit' : 'debit';
    const namedCol = columnOf(named);
    const partner = numeric.find(
      (col) => free(col) && areComplementary(sample, namedCol, col, dateCol),
    );
    if (partner !== undefined) claim(named === 'debit' ? 'credit' : 'debit', partner);
  }

  const amountCol = columnOf('amount');
  const debitCol = columnOf('debit');
  const creditCol = columnOf('credit');
  const signed =
    amountCol !== -1
      ? amountIn(amountCol)
      : debitCol !== -1 && creditCol !== -1
        ? debitCreditIn(debitCol, creditCol)
        : undefined;
  // Which of a pair found by content is money in, the running balance tells; else out comes first.
  const reversed = pairFromContent ? debitCreditIn(creditCol, debitCol) : undefined;
  let balanceCol = columnOf('balance');
  if (balanceCol === -1 && signed !== undefined) {
    for (const col of numeric) {
      if (!free(col)) continue;
      const share = Math.max(
        runningBalanceShare(sample, signed, col),
        reversed === undefined ? 0 : runningBalanceShare(sample, reversed, col),
      );
      if (share >= 0.6) {
        claim('balance', col);
        balanceCol = col;
        break;
      }
    }
  }
  if (
    reversed !== undefined &&
    signed !== undefined &&
    balanceCol !== -1 &&
    runningBalanceShare(sample, reversed, balanceCol) >
      runningBalanceShare(sample, signed, balanceCol)
  ) {
    mapping.debit = headers[creditCol]!;
    mapping.credit = headers[debitCol]!;
  }
}

/** Rows of a sample that hold a record (two cells or more), not a heading or a blank line. */
function recordRows(sample: readonly (readonly string[])[]): number {
  let count = 0;
  for (const row of sample) {
    let filled = 0;
    for (const cell of row) if (!isBlank(cell) && ++filled === 2) break;
    if (filled === 2) count++;
  }
  return count;
}

/**
 * A column the name offers for the date or the amount must hold mostly dates or amounts (a
 * currency column called Valuta is not the value date); one that is empty on most rows or holds
 * one value on every row (a statement's start date, an opening balance) is taken only when no
 * other column is named for the field. Other fields are taken by name alone.
 */
function acceptByContent(stats: readonly ColumnStats[], records: number): AcceptColumn {
  return (field, index) => {
    if (field !== 'date' && field !== 'amount' && field !== 'balance') return 2;
    const s = stats[index]!;
    if (field !== 'balance') {
      const fitting = field === 'date' ? s.dates : s.amounts;
      if (s.nonEmpty > 0 && fitting * 2 <= s.nonEmpty) return 0;
      if (s.nonEmpty * 2 <= records) return 1;
    }
    return s.nonEmpty >= 3 && s.constant ? 1 : 2;
  };
}

/**
 * Decides which column feeds which field: the user's choice first, then the ai.md patterns, then
 * the other-language patterns, then the columns' content (a column of dates, of amounts, the
 * longest text). `sample` is the first data rows.
 */
export function mapColumns(
  headers: readonly string[],
  sample: readonly (readonly string[])[],
  override: ColumnMappingChoice | undefined,
  headerRow: number | null,
): ColumnPlan {
  const { mapping: chosen, unmapped, issues } = validOverride(headers, override, headerRow);
  const stats = columnStats(sample, headers.length);
  let mapping = chosen;
  if (headerRow !== null) {
    mapping = mapByNames(headers, mapping, acceptByContent(stats, recordRows(sample)));
  }
  const typeColumn = findTypeColumn(headers, sample, mapping, chosen);
  inferFromContent(headers, sample, stats, mapping, typeColumn);
  // Removed only after guessing, so that leaving one field unmapped moves no column to another.
  for (const field of unmapped) delete mapping[field];
  const taken = new Set<string>(Object.values(mapping));
  if (typeColumn !== null) taken.add(typeColumn);
  const statusColumn = findStatusColumn(headers, sample, (col) => !taken.has(headers[col]!));
  if (statusColumn !== -1) taken.add(headers[statusColumn]!);
  const descriptionGroups = unmapped.includes('description')
    ? []
    : chooseDescription(headers, stats, mapping, chosen, taken, headerRow !== null);
  return { mapping, descriptionGroups, typeColumn, statusColumn, unmapped, issues };
}

/** The user's description column, else the named payee and memo columns, else the longest text. */
function chooseDescription(
  headers: readonly string[],
  stats: readonly ColumnStats[],
  mapping: ColumnMapping,
  chosen: ColumnMapping,
  taken: ReadonlySet<string>,
  named: boolean,
): number[][] {
  if (chosen.description !== undefined) return [[headers.indexOf(chosen.description)]];
  const used = new Set(taken);
  if (mapping.description !== undefined) used.delete(mapping.description);
  delete mapping.description;
  const isFree = (col: number): boolean => !used.has(headers[col]!);
  let groups = named ? describeColumns(headers, stats, isFree) : [];
  if (groups.length === 0) {
    const col = longestTextColumn(stats, headers, isFree);
    if (col !== -1) groups = [[col]];
  }
  if (groups.length > 0) mapping.description = headers[groups[0]![0]!]!;
  return groups;
}
