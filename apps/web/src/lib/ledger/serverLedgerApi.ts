import {
  changesPageSchema,
  importBatchSchema,
  importListSchema,
  MAX_IDS_PER_READ,
  ledgerAccountSchema,
  ledgerDocumentSchema,
  transactionBatchResultSchema,
  transactionColumnsPageSchema,
  transactionPageSchema,
  transactionsByIdResultSchema,
} from '@cashline/core';
import type {
  Account,
  LedgerAccount,
  LedgerTransaction,
  Transaction,
  TransactionColumnsPage,
} from '@cashline/core';
import { z } from 'zod';
import { apiJson } from '../api/apiClient';

const PAGE = 5000;
/** Changes per page of the feed (the most the server answers). */
const FEED_PAGE = 1000;
/** Rows per request of an import or a batch: well under the server's body limit. */
export const CHUNK = 2500;

/**
 * One write. `key` is its Idempotency-Key: the same on every retry of one change, so the server
 * answers a retry of a change that landed with what it answered, instead of applying or refusing it.
 */
const send = (path: string, method: string, body?: unknown, key?: string) =>
  apiJson(path, {
    method,
    ...(key === undefined ? {} : { headers: { 'Idempotency-Key': key } }),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

/** The key of one request of a change sent in several. */
const part = (key: string | undefined, name: string) =>
  key === undefined ? undefined : `${key}.${name}`;

/** The organisation's ledger API (packages/core's schemas check every answer). */
export function serverLedgerApi(orgId: string) {
  const base = `/orgs/${encodeURIComponent(orgId)}`;
  return {
    /**
     * Every row of the ledger, or of one import when `importId` is given. The next page is asked
     * for before this one is checked, so the server's work and the browser's overlap.
     */
    async allTransactions(
      onPage?: (loaded: number) => void,
      importId?: string,
    ): Promise<LedgerTransaction[]> {
      const all: LedgerTransaction[] = [];
      const fetchPage = (cursor: string | undefined) =>
        apiJson(
          `${base}/transactions?${new URLSearchParams({
            limit: String(PAGE),
            ...(cursor ? { cursor } : {}),
            ...(importId ? { importId } : {}),
          })}`,
        );
      let pending: Promise<unknown> | undefined = fetchPage(undefined);
      while (pending) {
        const raw: unknown = await pending;
        const next: unknown = (raw as { nextCursor?: unknown } | null)?.nextCursor;
        pending = typeof next === 'string' ? fetchPage(next) : undefined;
        for (const row of transactionPageSchema.parse(raw).transactions) all.push(row);
        onPage?.(all.length);
      }
      return all;
    },
    /**
     * Every row of the ledger as columns, handed to `take` a page at a time, newest first. The next
     * page is asked for before this one is checked and taken, so the server's work and the
     * browser's overlap.
     */
    async allTransactionColumns(take: (page: TransactionColumnsPage) => void): Promise<void> {
      const fetchPage = (cursor: string | undefined) =>
        apiJson(
          `${base}/transactions/columns${cursor ? `?${new URLSearchParams({ cursor })}` : ''}`,
        );
      let pending: Promise<unknown> | undefined = fetchPage(undefined);
      while (pending) {
        const raw: unknown = await pending;
        const next: unknown = (raw as { nextCursor?: unknown } | null)?.nextCursor;
        pending = typeof next === 'string' ? fetchPage(next) : undefined;
        take(transactionColumnsPageSchema.parse(raw));
      }
    },
    /** The ledger's rows of these ids, as many requests as they take; ids it does not have are left out. */
    async transactionsById(ids: readonly string[]): Promise<LedgerTransaction[]> {
      const found: LedgerTransaction[] = [];
      for (let start = 0; start < ids.length; start += MAX_IDS_PER_READ) {
        const answer = await send(`${base}/transactions/by-id`, 'POST', {
          ids: ids.slice(start, start + MAX_IDS_PER_READ),
        });
        found.push(...transactionsByIdResultSchema.parse(answer).transactions);
      }
      return found;
    },
    async accounts(): Promise<LedgerAccount[]> {
      return z.array(ledgerAccountSchema).parse(await apiJson(`${base}/accounts`));
    },
    async imports() {
      return importListSchema.parse(await apiJson(`${base}/imports`));
    },
    async document(kind: string) {
      return ledgerDocumentSchema.parse(await apiJson(`${base}/documents/${kind}`));
    },
    async saveDocument(kind: string, baseVersion: number, value: unknown, key?: string) {
      return ledgerDocumentSchema.parse(
        await send(`${base}/documents/${kind}`, 'PUT', { baseVersion, value }, key),
      );
    },
    async batch(
      body: {
        create?: Transaction[];
        edit?: { id: string; baseVersion: number; changes: Record<string, unknown> }[];
        delete?: string[];
      },
      key?: string,
    ) {
      return transactionBatchResultSchema.parse(
        await send(`${base}/transactions/batch`, 'POST', body, key),
      );
    },
    /** Sends an import in chunks and commits it: the server stores all of it or none. */
    async importAll(
      fileName: string,
      transactions: Transaction[],
      onProgress?: (sent: number, total: number) => void,
      key?: string,
    ) {
      const started = importBatchSchema.parse(
        await send(
          `${base}/imports`,
          'POST',
          { fileName, rowCount: transactions.length },
          part(key, 'start'),
        ),
      );
      for (let index = 0; index * CHUNK < transactions.length; index += 1) {
        await send(
          `${base}/imports/${started.id}/chunks`,
          'POST',
          { index, transactions: transactions.slice(index * CHUNK, (index + 1) * CHUNK) },
          part(key, `chunk${index}`),
        );
        onProgress?.(Math.min(transactions.length, (index + 1) * CHUNK), transactions.length);
      }
      return importBatchSchema.parse(
        await send(`${base}/imports/${started.id}/commit`, 'POST', undefined, part(key, 'commit')),
      );
    },
    async undoImport(importId: string, key?: string) {
      await send(`${base}/imports/${encodeURIComponent(importId)}`, 'DELETE', undefined, key);
    },
    async createAccount(account: Account, key?: string) {
      return ledgerAccountSchema.parse(await send(`${base}/accounts`, 'POST', account, key));
    },
    async editAccount(
      id: string,
      baseVersion: number,
      changes: Record<string, unknown>,
      key?: string,
    ) {
      const answer = z
        .object({ account: ledgerAccountSchema })
        .parse(
          await send(
            `${base}/accounts/${encodeURIComponent(id)}`,
            'PATCH',
            { baseVersion, changes },
            key,
          ),
        );
      return answer.account;
    },
    /**
     * Answers the changes after `since` once the feed has one (the server holds the request up to
     * `waitMs`, then answers anyway, with none): a page as `changesSince` answers it.
     */
    async waitForChange(since: number, waitMs: number, signal: AbortSignal): Promise<ChangesPage> {
      return changesPageSchema.parse(
        await apiJson(`${base}/changes?since=${since}&limit=${FEED_PAGE}&waitMs=${waitMs}`, {
          signal,
        }),
      );
    },
    async changesSince(since: number, limit = FEED_PAGE) {
      return changesPageSchema.parse(
        await apiJson(`${base}/changes?since=${since}&limit=${limit}`),
      );
    },
  };
}

export type ServerLedgerApi = ReturnType<typeof serverLedgerApi>;

/** A page of the change feed. */
export type ChangesPage = z.infer<typeof changesPageSchema>;
