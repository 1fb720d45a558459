import { ledgerDocumentKindSchema, transactionPageQuerySchema } from '@cashline/core';
import type { Kysely } from 'kysely';
import type { Tables } from '../db/tables.js';
import { listCommittedImports } from './importBatches.js';
import { listAccounts } from './ledgerAccounts.js';
import { readDocument } from './ledgerDocuments.js';
import { transactionPage } from './transactionPages.js';

/** Transactions read per query: large pages, without holding a million rows at once. */
const EXPORT_PAGE_SIZE = 5000;

/**
 * Writes an organisation's whole ledger as one JSON object: its accounts, its documents
 * (categories, rules, recurring choices, settings, each with its version), its committed imports
 * and every transaction (newest first), page by page so a large ledger is never held whole.
 * Answers how many transactions were written.
 */
export async function writeLedgerJson(
  db: Kysely<Tables>,
  orgId: string,
  write: (chunk: string) => Promise<void>,
  pageSize = EXPORT_PAGE_SIZE,
): Promise<number> {
  const documents: Record<string, unknown> = {};
  for (const kind of ledgerDocumentKindSchema.options) {
    const { value, version } = await readDocument(db, orgId, kind);
    documents[kind] = { value, version };
  }
  const head = {
    organizationId: orgId,
    accounts: await listAccounts(db, orgId),
    documents,
    imports: await listCommittedImports(db, orgId),
  };
  await write(`${JSON.stringify(head).slice(0, -1)},"transactions":[`);
  let count = 0;
  let cursor: string | undefined;
  do {
    const query = transactionPageQuerySchema.parse({ limit: pageSize, cursor });
    const page = await transactionPage(db, orgId, query);
    if (!page) throw new Error('the ledger changed its cursor format while being exported');
    if (page.transactions.length > 0) {
      const rows = page.transactions.map((row) => JSON.stringify(row)).join(',');
      await write(count > 0 ? `,${rows}` : rows);
      count += page.transactions.length;
    }
    cursor = page.nextCursor;
  } while (cursor !== undefined);
  await write(']}\n');
  return count;
}
