import type { ImportIssue } from '../../types.js';
import { StatementError } from '../statement.js';
import type { ParsedStatement, StatementAccount, StatementEntry } from '../statement.js';
import { joinParts } from '../statementValues.js';
import { describeDetails } from './mt940Details.js';
import { mt940Balance, readLine61 } from './mt940Fields.js';

type Field = { tag: string; value: string; line: number };

/**
 * The tagged fields of the file, continuation lines joined to their field with a line break. A
 * bank's own two-letter fields (`:NS:`) are fields too, and left aside by the reader.
 */
function fieldsOf(text: string): Field[] {
  const fields: Field[] = [];
  const lines = text.split(/\r\n|\r|\n/);
  lines.forEach((raw, index) => {
    const line = raw.replace(/^\ufeff/, '');
    const tagged = /^:(\d{2}[A-Z]?|[A-Z]{2}):(.*)$/.exec(line);
    if (tagged) {
      fields.push({ tag: tagged[1]!, value: tagged[2]!, line: index + 1 });
      return;
    }
    // SWIFT envelope ({1:...}{2:...}{4:), message ends (-, -}, -}{5:...}) and blank lines
    // separate messages; lines before the first field are the bank's file header (ABN AMRO's
    // ABNANL2A/940, Rabobank's :940:, ING's 0000 01INGB...).
    const trimmed = line.trim();
    if (trimmed === '' || /^(\{[^}]*\}?)+(\{4:)?$/.test(trimmed) || /^-\}?(\{.*)?$/.test(trimmed)) {
      return;
    }
    const last = fields.at(-1);
    if (!last) return;
    last.value += `\n${line}`;
  });
  return fields;
}

function firstLine(value: string): string {
  return value.split('\n')[0]!.trim();
}

/**
 * Reads an MT940 (SWIFT customer statement) file: the statements of each account (`:25:`), their
 * entries (`:61:` with their `:86:` details) and the opening (`:60F:`) and closing (`:62F:`)
 * balances. A balance that cannot be read is an error naming its line; an entry line that cannot
 * be read is left out with a note.
 */
export function readMt940(text: string): ParsedStatement {
  const fields = fieldsOf(text);
  if (!fields.some((f) => f.tag === '20')) {
    throw new StatementError('this is not an MT940 file: it has no :20: field', null);
  }
  const issues: ImportIssue[] = [];
  const accounts = new Map<string, StatementAccount>();
  let account: StatementAccount | null = null;
  let last: StatementEntry | null = null;
  const reversals = new WeakSet<StatementEntry>();
  for (const field of fields) {
    if (field.tag === '25') {
      const number = firstLine(field.value);
      account = accounts.get(number) ?? { number, kind: '', currency: '', entries: [] };
      accounts.set(number, account);
      last = null;
      continue;
    }
    if (field.tag === '20' || field.tag === '28C' || field.tag === '28') {
      last = null;
      continue;
    }
    if (account === null) {
      if (field.tag === '61' || field.tag.startsWith('60')) {
        throw new StatementError(`:${field.tag}: comes before the account (:25:)`, field.line);
      }
      continue;
    }
    if (field.tag === '60F' || field.tag === '60M' || field.tag === '62F' || field.tag === '62M') {
      // Only the first line: a bank's header for the next message may follow it (ABNANL2A, 940).
      const balance = mt940Balance(firstLine(field.value));
      if (balance === null) {
        throw new StatementError(
          `the balance :${field.tag}:${firstLine(field.value)} cannot be read (expected C or D, YYMMDD, currency, amount like C240115EUR1234,56)`,
          field.line,
        );
      }
      account.currency ||= balance.currency;
      const stated = { date: balance.date, cents: balance.cents };
      if (field.tag === '60F' && (!account.opening || stated.date < account.opening.date)) {
        account.opening = stated;
      }
      if (field.tag === '62F' && (!account.closing || stated.date >= account.closing.date)) {
        account.closing = stated;
      }
      last = null;
    } else if (field.tag === '61') {
      last = readEntry(field, account.number, issues, reversals);
      if (last) account.entries.push(last);
    } else if (field.tag === '86' && last !== null) {
      const details = describeDetails(field.value) || last.description;
      last.description = reversals.has(last) ? joinParts(['Reversal', details]) : details;
      last = null;
    }
  }
  return { format: 'mt940', accounts: [...accounts.values()], issues };
}

function readEntry(
  field: Field,
  account: string,
  issues: ImportIssue[],
  reversals: WeakSet<StatementEntry>,
): StatementEntry | null {
  const line = readLine61(field.value);
  if (line === null) {
    issues.push({
      row: field.line,
      field: 'row',
      kind: 'skipped',
      message: 'The :61: line cannot be read as date, D/C mark, amount and transaction type.',
      value: field.value.split('\n')[0]!.slice(0, 80),
    });
    return null;
  }
  const entry: StatementEntry = {
    date: line.date,
    cents: line.cents,
    description: line.supplementary,
    line: field.line,
  };
  const reference = [line.bankReference, line.customerReference].find(
    (r) => r !== '' && r.toUpperCase() !== 'NONREF',
  );
  if (reference) entry.bankId = `mt940:${account}:${line.date}:${line.cents}:${reference}`;
  if (line.mark === 'RC' || line.mark === 'RD') {
    entry.description = joinParts(['Reversal', line.supplementary]);
    reversals.add(entry);
  }
  return entry;
}
