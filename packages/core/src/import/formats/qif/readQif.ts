import { parseAmount } from '../../parseAmount.js';
import type { DecimalSeparator, ImportIssue } from '../../types.js';
import { StatementError } from '../statement.js';
import type { ParsedStatement, StatementAccount, StatementEntry } from '../statement.js';
import { joinParts } from '../statementValues.js';
import { qifIso, qifOrder, scanQifDate } from './qifDate.js';
import type { QifDate } from './qifDate.js';
import { qifSections } from './qifRecords.js';
import type { QifRecord, QifSection } from './qifRecords.js';

/** The `!Type:` sections that hold a cash account's transactions. */
const CASH_TYPES: Record<string, string> = {
  bank: 'checking',
  ccard: 'credit card',
  cash: 'cash',
  'oth a': 'other asset',
  'oth l': 'other liability',
};

/** `1,234.56` or `1.234,56`: a comma is the decimal separator when amounts end in `,dd` only. */
function decimalOf(records: readonly QifRecord[]): DecimalSeparator {
  let comma = 0;
  let point = 0;
  for (const record of records) {
    const amount = record.fields.get('T') ?? record.fields.get('U') ?? '';
    if (/,\d{1,2}$/.test(amount)) comma++;
    if (/\.\d{1,2}$/.test(amount)) point++;
  }
  return comma > point ? ',' : '.';
}

export type QifOptions = { dayFirst?: boolean };

/**
 * Reads a QIF file's Bank, CCard and Cash sections: one account per `!Account` (or one for the
 * whole file), a transaction per record with its splits summed into it.
 */
export function readQif(
  text: string,
  options: QifOptions = {},
): ParsedStatement & {
  dayFirst: boolean;
  dateOrderAmbiguous: boolean;
} {
  const sections = qifSections(text);
  const issues: ImportIssue[] = [];
  const cash = sections.filter((s) => CASH_TYPES[s.type.toLowerCase()] !== undefined);
  for (const other of sections.filter((s) => !cash.includes(s))) {
    issues.push({
      row: null,
      field: 'file',
      kind: 'notice',
      message: `The !Type:${other.type} section is not a bank, card or cash account and was left out.`,
    });
  }
  if (cash.length === 0) {
    throw new StatementError('the QIF file has no !Type:Bank, CCard or Cash section', null);
  }
  const records = cash.flatMap((s) => s.records);
  const dates = new Map<QifRecord, QifDate>();
  for (const record of records) {
    const date = scanQifDate(record.fields.get('D') ?? '');
    if (date) dates.set(record, date);
  }
  const order = qifOrder([...dates.values()], options.dayFirst);
  const decimal = decimalOf(records);

  const accounts = new Map<string, StatementAccount>();
  for (const section of cash) {
    const key = accountKey(section);
    let account = accounts.get(key);
    if (!account) {
      account = {
        number: section.account?.name || section.type,
        kind: CASH_TYPES[section.type.toLowerCase()]!,
        currency: '',
        entries: [],
      };
      accounts.set(key, account);
    }
    for (const record of section.records) {
      const entry = readRecord(record, dates.get(record), order.dayFirst, decimal, issues);
      if (entry) account.entries.push(entry);
    }
  }
  return {
    format: 'qif',
    accounts: [...accounts.values()],
    issues,
    dayFirst: order.dayFirst,
    dateOrderAmbiguous: order.ambiguous,
  };
}

function accountKey(section: QifSection): string {
  return section.account?.name ? `account:${section.account.name}` : `type:${section.type}`;
}

function readRecord(
  record: QifRecord,
  scanned: QifDate | undefined,
  dayFirst: boolean,
  decimal: DecimalSeparator,
  issues: ImportIssue[],
): StatementEntry | null {
  const skip = (field: 'date' | 'amount', message: string, value: string): null => {
    issues.push({ row: record.line, field, kind: 'skipped', message, value });
    return null;
  };
  const rawDate = record.fields.get('D') ?? '';
  const date = scanned ? qifIso(scanned, dayFirst) : null;
  if (date === null) return skip('date', 'The date (D line) is not a date.', rawDate);
  const splitCents = record.splits.map((split) => parseAmount(split.amount, decimal));
  const rawAmount = record.fields.get('T') ?? record.fields.get('U') ?? '';
  let cents = rawAmount === '' ? null : parseAmount(rawAmount, decimal);
  const splitsRead = splitCents.length > 0 && splitCents.every((c) => c !== null);
  const splitTotal = splitsRead ? splitCents.reduce<number>((sum, c) => sum + c!, 0) : null;
  if (cents === null && rawAmount === '' && splitTotal !== null) cents = splitTotal;
  if (cents === null) return skip('amount', 'The amount (T line) is not a number.', rawAmount);
  if (splitTotal !== null && splitTotal !== cents) {
    issues.push({
      row: record.line,
      field: 'amount',
      kind: 'notice',
      message: `The splits add up to ${(splitTotal / 100).toFixed(2)}, not the total ${(cents / 100).toFixed(2)}; the total was kept.`,
    });
  }
  const memos = record.splits.map((split) => split.memo);
  const entry: StatementEntry = {
    date,
    cents,
    description: joinParts([record.fields.get('P') ?? '', record.fields.get('M') ?? '', ...memos]),
    line: record.line,
  };
  const category = categoryOf(record);
  if (category.startsWith('[')) entry.transferCandidate = true;
  else if (category !== '') entry.category = category;
  return entry;
}

/** The `L` line's category, or the splits' one when they all share it; `[Account]` is a transfer. */
function categoryOf(record: QifRecord): string {
  const own = (record.fields.get('L') ?? '').split('/')[0]!.trim();
  if (own !== '' && !(own === '--Split--' && record.splits.length > 0)) return own;
  const categories = new Set(record.splits.map((s) => s.category.split('/')[0]!.trim()));
  return categories.size === 1 ? [...categories][0]! : '';
}
