import { fromCents } from '../../money.js';
import { typeOfAmount } from '../../transaction.js';
import type { Transaction } from '../../transaction.js';
import { DuplicateIndex } from '../duplicates.js';
import { importedIdPrefix } from '../importId.js';
import { categoriseRow } from '../../categories/categoriseRow.js';
import { bankCategoryTable } from '../settleCategories.js';
import { DEFAULT_DESCRIPTION } from '../planImport.js';
import type {
  ImportDuplicate,
  ImportIssue,
  ImportOptions,
  ImportResult,
  StatementBalances,
} from '../types.js';
import type { ParsedStatement, StatementAccount } from './statement.js';

/** How the preview names each format. */
export const FORMAT_NAMES = {
  ofx: 'OFX',
  qif: 'QIF',
  camt: 'camt',
  mt940: 'MT940',
} as const;

function accountLabel(account: StatementAccount): string {
  return account.kind === '' ? account.number : `${account.number} (${account.kind})`;
}

/** The account to import: the caller's choice, else the first with entries. */
function chosenAccount(accounts: readonly StatementAccount[], choice: number | undefined): number {
  if (choice !== undefined && choice >= 0 && choice < accounts.length) return choice;
  const first = accounts.findIndex((a) => a.entries.length > 0);
  return first === -1 ? 0 : first;
}

function balancesOf(account: StatementAccount): StatementBalances {
  const entriesCents = account.entries.reduce((sum, e) => sum + e.cents, 0);
  const { opening, closing } = account;
  const difference = opening && closing ? closing.cents - (opening.cents + entriesCents) : null;
  const balances: StatementBalances = {
    currency: account.currency,
    entriesCents,
    addsUp: difference === null ? null : difference === 0,
    differenceCents: difference,
  };
  if (opening) balances.opening = opening;
  if (closing) balances.closing = closing;
  return balances;
}

/**
 * The newest entry the closing balance is the balance after, when no entry is dated after the
 * balance: its transaction carries the balance, so the cash figure starts from the bank's own.
 */
function closingIndex(account: StatementAccount): number {
  const { closing } = account;
  if (!closing || account.entries.some((e) => e.date > closing.date)) return -1;
  let index = -1;
  account.entries.forEach((entry, i) => {
    if (index === -1 || entry.date >= account.entries[index]!.date) index = i;
  });
  return index;
}

/**
 * Turns a statement read from a file into the import's result: the chosen account's entries as
 * transactions, duplicates of stored ones set aside (by the bank's id first), and the statement's
 * accounts and balances for the preview.
 */
export function statementSummary(parsed: ParsedStatement, options: ImportOptions): ImportResult {
  const name = FORMAT_NAMES[parsed.format];
  const issues: ImportIssue[] = [...parsed.issues];
  const index = chosenAccount(parsed.accounts, options.account);
  const account = parsed.accounts[index];
  if (account === undefined || account.entries.length === 0) {
    return {
      ok: false,
      error: { message: `No transactions found in the ${name} file`, issues },
    };
  }
  if (parsed.accounts.length > 1) {
    issues.push({
      row: null,
      field: 'file',
      kind: 'notice',
      message: `The file holds ${parsed.accounts.length} accounts; these are the transactions of ${accountLabel(account)}. Choose another account of the file to import its transactions.`,
    });
  }
  const table = bankCategoryTable(options.bankCategories);
  const prefix = importedIdPrefix(options.fileName);
  const withBalance = closingIndex(account);
  const existing = new DuplicateIndex(options.existing ?? []);
  // A card statement writing charges as positive numbers is read the other way round, its
  // balance (what is owed, positive) too; flipped rows are matched against stored ones as flipped.
  const sign = options.flipSigns ? -1 : 1;
  const transactions: Transaction[] = [];
  const duplicates: ImportDuplicate[] = [];
  account.entries.forEach((entry, i) => {
    const description = entry.description === '' ? DEFAULT_DESCRIPTION : entry.description;
    const cents = sign * entry.cents;
    const transaction: Transaction = {
      id: `${prefix}${i + 1}`,
      date: entry.date,
      description,
      amount: fromCents(cents),
      type: typeOfAmount(cents),
      ...categoriseRow(description, typeOfAmount(cents), entry.category ?? '', table),
    };
    if (entry.bankId !== undefined) transaction.bankId = entry.bankId;
    if (i === withBalance && account.closing)
      transaction.balance = fromCents(sign * account.closing.cents);
    if (entry.transferCandidate) {
      issues.push({
        row: entry.line,
        field: 'type',
        kind: 'notice',
        message:
          'Likely a transfer between your own accounts (a card payment or a transfer): check it after importing.',
        value: description,
      });
    }
    const existingId = existing.take(entry.date, cents, description, entry.bankId);
    if (existingId === undefined) transactions.push(transaction);
    else duplicates.push({ row: entry.line, transaction, existingId });
  });
  const skipped = issues.filter((issue) => issue.kind === 'skipped').length;
  return {
    ok: true,
    value: {
      transactions,
      headers: [],
      mapping: {},
      typeColumn: null,
      dateFormat: 'YYYY-MM-DD',
      dateFormatAmbiguous: false,
      decimalSeparator: '.',
      delimiter: ',',
      headerRow: null,
      issues: issues.sort((a, b) => (a.row ?? 0) - (b.row ?? 0)),
      duplicates,
      rowCount: account.entries.length + skipped,
      format: parsed.format,
      ...(options.flipSigns ? { signsFlipped: true } : {}),
      statement: {
        accounts: parsed.accounts.map((a) => ({
          number: a.number,
          kind: a.kind,
          currency: a.currency,
          entryCount: a.entries.length,
        })),
        account: index,
        balances: balancesOf(account),
      },
      ...(/^[A-Z]{3}$/.test(account.currency)
        ? { currency: { code: account.currency, source: 'statement' as const } }
        : {}),
    },
  };
}
