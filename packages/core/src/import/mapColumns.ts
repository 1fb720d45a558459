import { acceptByContent, columnStats, recordRows } from './columnStats.js';
import type { ColumnStats } from './columnStats.js';
import { describeColumns, longestTextColumn } from './describeColumns.js';
import { mapByNames } from './mapByNames.js';
import {
  amountIn,
  areComplementary,
  debitCreditIn,
  findComplementaryPair,
  runningBalanceShare,
} from './moneyColumns.js';
import { findStatusColumn } from './statusColumn.js';
import { findTypeColumn } from './typeColumn.js';
import { IMPORT_FIELDS } from './types.js';
import type { ColumnMapping, ColumnMappingChoice, ImportField, ImportIssue } from './types.js';

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
