import {
  ledgerDocumentSchemas,
  openItemsSchema,
  plannedItemsSchema,
  recurringChoicesSchema,
  scenariosSchema,
  transactionPageQuerySchema,
} from '@cashline/core';
import type {
  Account,
  OpenItem,
  PlannedItem,
  RecurringChoices,
  Scenario,
  Transaction,
} from '@cashline/core';
import type { Kysely } from 'kysely';
import type { Tables } from '../db/tables.js';
import { listAccounts } from './ledgerAccounts.js';
import { readDocument } from './ledgerDocuments.js';
import { transactionPage } from './transactionPages.js';

const PAGE_SIZE = 5000;

/** What a member's browser reads to compute the organisation's figures and forecast. */
export type OrganisationLedger = {
  transactions: Transaction[];
  accounts: Account[];
  choices: RecurringChoices;
  planned: PlannedItem[];
  scenarios: Scenario[];
  /** Invoices and bills, open and paid, which the forecast places. */
  openItems: OpenItem[];
  /** The minimum for total cash the team set, if any. */
  cashMinimum: number | null;
  /** The currency the team's figures are in, once chosen in Settings. */
  reportingCurrency: string | null;
};

async function allTransactions(db: Kysely<Tables>, orgId: string): Promise<Transaction[]> {
  const all: Transaction[] = [];
  let cursor: string | undefined;
  do {
    const query = transactionPageQuerySchema.parse({ limit: PAGE_SIZE, cursor });
    const page = await transactionPage(db, orgId, query);
    if (!page) throw new Error('the ledger changed its cursor format while being read');
    for (const row of page.transactions) all.push(row);
    cursor = page.nextCursor;
  } while (cursor !== undefined);
  return all;
}

/** Reads an organisation's whole ledger and the documents its forecast depends on. */
export async function loadOrganisationLedger(
  db: Kysely<Tables>,
  orgId: string,
): Promise<OrganisationLedger> {
  const [transactions, accounts, choices, planned, scenarios, openItems, settings] =
    await Promise.all([
      allTransactions(db, orgId),
      listAccounts(db, orgId),
      readDocument(db, orgId, 'recurringChoices'),
      readDocument(db, orgId, 'plannedItems'),
      readDocument(db, orgId, 'scenarios'),
      readDocument(db, orgId, 'openItems'),
      readDocument(db, orgId, 'settings'),
    ]);
  const parsedSettings = ledgerDocumentSchemas.settings.safeParse(settings.value);
  return {
    transactions,
    accounts,
    choices: recurringChoicesSchema.parse(choices.value),
    planned: plannedItemsSchema.parse(planned.value),
    scenarios: scenariosSchema.parse(scenarios.value),
    openItems: openItemsSchema.parse(openItems.value),
    cashMinimum: parsedSettings.success ? parsedSettings.data.cashMinimum : null,
    reportingCurrency: parsedSettings.success
      ? (parsedSettings.data.reportingCurrency ?? null)
      : null,
  };
}
