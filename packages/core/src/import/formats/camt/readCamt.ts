import { child, children, textAt } from '../markup/element.js';
import type { Element } from '../markup/element.js';
import { scanMarkup } from '../markup/scanMarkup.js';
import { StatementError } from '../statement.js';
import type { ParsedStatement, StatedBalance, StatementAccount } from '../statement.js';
import { centsOf, isoOfCompact } from '../statementValues.js';
import type { ImportIssue } from '../../types.js';
import { camtEntries } from './camtEntry.js';

/** camt.053 statements, camt.052 reports and camt.054 notifications: each lists entries. */
const STATEMENTS = new Set(['Stmt', 'Rpt', 'Ntfctn']);
/** The messages' root elements; version 1 of each named them with a V01 suffix. */
const MESSAGES = ['BkToCstmrStmt', 'BkToCstmrAcctRpt', 'BkToCstmrDbtCdtNtfctn'].flatMap((name) => [
  name,
  `${name}V01`,
]);

function balance(statement: Element, codes: readonly string[]): StatedBalance | undefined {
  for (const code of codes) {
    const found = children(statement, 'Bal').find(
      (b) => (textAt(b, 'Tp', 'CdOrPrtry', 'Cd') || textAt(b, 'Tp', 'CdOrPrtry', 'Prtry')) === code,
    );
    if (!found) continue;
    const cents = centsOf(textAt(found, 'Amt'));
    const date = isoOfCompact(textAt(found, 'Dt', 'Dt') || textAt(found, 'Dt', 'DtTm'));
    if (cents === null || date === null) continue;
    return { date, cents: textAt(found, 'CdtDbtInd') === 'DBIT' ? -cents : cents };
  }
  return undefined;
}

/**
 * Reads an ISO 20022 bank-to-customer message (camt.053, camt.052 or camt.054): one account per
 * account number, its booked entries, and the opening (OPBD, else PRCD) and closing (CLBD)
 * balances of its statements.
 */
export function readCamt(text: string): ParsedStatement {
  const start = text.indexOf('<');
  if (start === -1) throw new StatementError('this is not an XML file', null);
  const issues: ImportIssue[] = [];
  const accounts = new Map<string, StatementAccount>();
  /** The account of each statement, found when its first entry closes (Acct comes before). */
  const accountOf = new Map<Element, StatementAccount>();
  const account = (statement: Element): StatementAccount => {
    let found = accountOf.get(statement);
    if (found) return found;
    const acct = child(statement, 'Acct');
    const number = textAt(acct, 'Id', 'IBAN') || textAt(acct, 'Id', 'Othr', 'Id');
    const currency = textAt(acct, 'Ccy');
    const key = `${number}|${currency}`;
    found = accounts.get(key) ?? { number, kind: '', currency, entries: [] };
    accounts.set(key, found);
    accountOf.set(statement, found);
    return found;
  };
  // Entries become transactions as they close, so the file's entries are never all held as trees.
  const root = scanMarkup(text, start, {
    sgml: false,
    records: new Set(['Ntry']),
    onRecord(record, ancestors) {
      const statement = ancestors.findLast((a) => STATEMENTS.has(a.name));
      if (!statement) return;
      const into = account(statement);
      into.entries.push(...camtEntries(record, into.number, issues));
    },
  });
  const document = root.children.find((c) => c.name === 'Document');
  const message = MESSAGES.map((name) => child(document, name)).find((m) => m !== undefined);
  if (!message) {
    throw new StatementError(
      'the XML file is not a camt.053, camt.052 or camt.054 document (no <BkToCstmrStmt>)',
      null,
    );
  }
  for (const statement of message.children.filter((c) => STATEMENTS.has(c.name))) {
    const into = account(statement);
    const opening = balance(statement, ['OPBD', 'PRCD']);
    const closing = balance(statement, ['CLBD']);
    if (opening && (!into.opening || opening.date < into.opening.date)) {
      into.opening = opening;
    }
    if (closing && (!into.closing || closing.date >= into.closing.date)) {
      into.closing = closing;
    }
  }
  if (accounts.size === 0) {
    throw new StatementError('the camt document holds no statement (<Stmt>)', null);
  }
  return { format: 'camt', accounts: [...accounts.values()], issues };
}
