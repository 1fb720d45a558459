import type { Transaction } from '@cashline/core';
import { fromColumns } from './transactionColumns';
import { readTransactions } from './storedRecords';
import { requestResult } from './idbRequests';

/**
 * The layouts earlier versions stored the list in: 50,000-row chunks cut by position under
 * `transactions/{n}` (as columns, `columns-v1`, or as objects, `chunked-v1`) beside a manifest
 * under `transactions`, or before that a plain array under `transactions`. They are read, never
 * written: the next save moves the rows to months (transactionDb.ts).
 */
const CHUNK_FORMAT = 'columns-v1';
export type ChunkFormat = typeof CHUNK_FORMAT | 'chunked-v1';
const TRANSACTIONS_KEY = 'transactions';

export const isChunkFormat = (format: unknown): format is ChunkFormat =>
  format === CHUNK_FORMAT || format === 'chunked-v1';

/** Every chunk's key (`transactions` itself sorts before them). */
export const everyChunk = () =>
  IDBKeyRange.bound(`${TRANSACTIONS_KEY}/`, `${TRANSACTIONS_KEY}/\uffff`);

function chunkKey(index: number): string {
  return `${TRANSACTIONS_KEY}/${index}`;
}

/** The rows of an earlier version's position-cut chunks (oldest first), newest first. */
export async function readChunks(
  store: IDBObjectStore,
  format: ChunkFormat,
  chunkCount: number,
): Promise<{ transactions: Transaction[]; rejected: number }> {
  const chunks = await Promise.all(
    Array.from({ length: chunkCount }, (_, i) => requestResult(store.get(chunkKey(i)))),
  );
  const decoded = chunks.map((chunk) =>
    format === CHUNK_FORMAT ? fromColumns(chunk) : readTransactions(chunk),
  );
  const rejected = decoded.reduce((sum, chunk) => sum + chunk.rejected, 0);
  return { transactions: decoded.flatMap((chunk) => chunk.records).reverse(), rejected };
}
