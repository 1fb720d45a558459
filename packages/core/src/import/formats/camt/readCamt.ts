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
const MESSAGES = ['BkToCstmrStmt', 'BkToCstmrAcctRpt', 'BkToCstmrDbtCdtNtfctn'];

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
  const entries = new Map<Element, Element[]>();
  const issues: ImportIssue[] = [];
  const root = scanMarkup(text, start, {
    sgml: false,
    records: new Set(['Ntry']),
    onRecord(record, ancestors) {
      const statement = ancestors.findLast((a) => STATEMENTS.has(a.name));
      if (!statement) return;
      const list = entries.get(statement);
      if (list) list.push(record);
      else entries.set(statement, [record]);
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
  const accounts = new Map<string, StatementAccount>();
  for (const statement of message.children.filter((c) => STATEMENTS.has(c.name))) {
    const acct = child(statement, 'Acct');
    const number = textAt(acct, 'Id', 'IBAN') || textAt(acct, 'Id', 'Othr', 'Id');
    const currency = textAt(acct, 'Ccy');
    const key = `${number}|${currency}`;
    let account = accounts.get(key);
    if (!account) {
      account = { number, kind: '', currency, entries: [] };
      accounts.set(key, account);
    }
    for (const entry of entries.get(statement) ?? []) {
      account.entries.push(...camtEntries(entry, number, issues));
    }
    const opening = balance(statement, ['OPBD', 'PRCD']);
    const closing = balance(statement, ['CLBD']);
    if (opening && (!account.opening || opening.date < account.opening.date)) {
      account.opening = opening;
    }
    if (closing && (!account.closing || closing.date >= account.closing.date)) {
      account.closing = closing;
    }
  }
  if (accounts.size === 0) {
    throw new StatementError('the camt document holds no statement (<Stmt>)', null);
  }
  return { format: 'camt', accounts: [...accounts.values()], issues };
}
