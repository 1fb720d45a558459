import { child, textAt } from '../markup/element.js';
import type { Element } from '../markup/element.js';
import { scanMarkup } from '../markup/scanMarkup.js';
import { StatementError } from '../statement.js';
import type { ParsedStatement, StatementAccount, StatementEntry } from '../statement.js';
import { centsOf, isoOfCompact, joinParts } from '../statementValues.js';
import type { ImportIssue } from '../../types.js';
import { isTransferCandidate } from './ofxTransactionTypes.js';

const STATEMENTS = new Set(['STMTRS', 'CCSTMTRS']);
const RECORDS = new Set(['STMTTRN']);

/** Where the OFX body starts. */
function bodyOf(text: string): number {
  const start = text.search(/<OFX>/i);
  if (start === -1)
    throw new StatementError('this is not an OFX file: it has no <OFX> element', null);
  return start;
}

/**
 * Reads an OFX 1.x (SGML) or 2.x (XML) file: every bank (STMTRS) and credit card (CCSTMTRS)
 * statement in it, one account each, with its entries (STMTTRN), ledger balance and FITIDs.
 */
export function readOfx(text: string): ParsedStatement {
  const start = bodyOf(text);
  // Transactions become entries as they close (the account comes before the transaction list),
  // so the file's transactions are never all held as trees.
  const entries = new Map<Element, StatementEntry[]>();
  const issues: ImportIssue[] = [];
  // Read as SGML whatever the header says: OFX 2.x XML is a case of it, and banks (ANZ) declare
  // OFX 2 and leave elements unclosed as OFX 1 does.
  const root = scanMarkup(text, start, {
    sgml: true,
    records: RECORDS,
    onRecord(record, ancestors) {
      const statement = ancestors.findLast((a) => STATEMENTS.has(a.name));
      if (statement === undefined) {
        issues.push({
          row: record.line,
          field: 'row',
          kind: 'notice',
          message: 'A transaction outside a bank or credit card statement was left out.',
        });
        return;
      }
      const creditCard = statement.name === 'CCSTMTRS';
      const from = child(statement, creditCard ? 'CCACCTFROM' : 'BANKACCTFROM');
      const entry = readEntry(record, textAt(from, 'ACCTID'), creditCard, issues);
      if (entry === null) return;
      const list = entries.get(statement);
      if (list) list.push(entry);
      else entries.set(statement, [entry]);
    },
  });
  const statements: Element[] = [];
  collectStatements(root, statements);
  if (statements.length === 0) {
    const status = findStatus(root);
    throw new StatementError(
      `the OFX file holds no bank or credit card statement${status ? ` (the bank says: ${status})` : ''}`,
      null,
    );
  }
  const accounts = statements.map((statement) =>
    readAccount(statement, entries.get(statement) ?? []),
  );
  return { format: 'ofx', accounts, issues };
}

function collectStatements(element: Element, into: Element[]): void {
  for (const c of element.children) {
    if (STATEMENTS.has(c.name)) into.push(c);
    else collectStatements(c, into);
  }
}

/** The first error status message in the file (a bank refusing the download says why there). */
function findStatus(element: Element): string | null {
  for (const c of element.children) {
    if (c.name === 'STATUS' && textAt(c, 'CODE') !== '0') {
      return textAt(c, 'MESSAGE') || `code ${textAt(c, 'CODE')}`;
    }
    const found = findStatus(c);
    if (found) return found;
  }
  return null;
}

function readAccount(statement: Element, entries: StatementEntry[]): StatementAccount {
  const creditCard = statement.name === 'CCSTMTRS';
  const from = child(statement, creditCard ? 'CCACCTFROM' : 'BANKACCTFROM');
  const number = textAt(from, 'ACCTID');
  const kind = creditCard ? 'credit card' : textAt(from, 'ACCTTYPE').toLowerCase();
  const account: StatementAccount = {
    number,
    kind,
    currency: textAt(statement, 'CURDEF'),
    entries,
  };
  const ledger = child(statement, 'LEDGERBAL');
  const balance = centsOf(textAt(ledger, 'BALAMT'));
  const asOf = isoOfCompact(textAt(ledger, 'DTASOF'));
  if (ledger && balance !== null && asOf !== null) account.closing = { date: asOf, cents: balance };
  return account;
}

function readEntry(
  transaction: Element,
  account: string,
  creditCard: boolean,
  issues: ImportIssue[],
): StatementEntry | null {
  const skip = (message: string, value: string): null => {
    issues.push({ row: transaction.line, field: 'row', kind: 'skipped', message, value });
    return null;
  };
  const rawDate = textAt(transaction, 'DTPOSTED') || textAt(transaction, 'DTUSER');
  const date = isoOfCompact(rawDate);
  if (date === null) return skip('The posting date (DTPOSTED) is not a date.', rawDate);
  const rawAmount = textAt(transaction, 'TRNAMT');
  const cents = centsOf(rawAmount);
  if (cents === null) return skip('The amount (TRNAMT) is not a number.', rawAmount);
  const payee = textAt(transaction, 'NAME') || textAt(transaction, 'PAYEE', 'NAME');
  const description = joinParts([payee, textAt(transaction, 'MEMO')]);
  const checkNumber = textAt(transaction, 'CHECKNUM');
  const entry: StatementEntry = {
    date,
    cents,
    description: description || (checkNumber ? `Check ${checkNumber}` : ''),
    line: transaction.line,
  };
  const fitId = textAt(transaction, 'FITID');
  if (fitId !== '') entry.bankId = `ofx:${account}:${fitId}`;
  if (isTransferCandidate(textAt(transaction, 'TRNTYPE'), cents, creditCard, entry.description)) {
    entry.transferCandidate = true;
  }
  return entry;
}
