import type { Totals, TransactionSort } from '@cashline/core';
import type { TransactionFilters } from '../transactionQuery';
import type { CodedTexts } from '../../../lib/transactions/codedTexts';
import type { PackedTexts } from './packedTexts';

/**
 * What a query reads of some rows of the ledger's list, field by field, in the list's order; the
 * descriptions packed (packedTexts.ts) and the texts that repeat coded (codedTexts.ts), so sending
 * a ledger costs the page little.
 */
export type RowColumns = {
  descriptions: PackedTexts;
  dates: CodedTexts;
  categories: CodedTexts;
  /** The row's account, the default one where it names none (accountIdOf). */
  accounts: CodedTexts;
  amounts: Float64Array;
  /** NaN where the row has no balance. */
  balances: Float64Array;
  /** 1 for one side of a transfer between own accounts: counted, but neither in nor out. */
  transfers: Uint8Array;
};

/**
 * What the page tells the query worker, in order. Each list the page shows is a version: a new
 * ledger is sent whole ('load', then its 'rows' in list order), a few changed rows as a 'change'
 * from the version before. A query names the version it is about.
 */
export type QueryRequest =
  | { type: 'load'; version: number; size: number }
  | { type: 'rows'; version: number; rows: RowColumns }
  | {
      type: 'change';
      version: number;
      /** The version the change starts from. */
      base: number;
      /** Positions in the list before of the rows taken out, ascending. */
      removedAt: Int32Array;
      /** Positions in the new list of the rows put in, ascending; `rows` holds them in that order. */
      addedAt: Int32Array;
      rows: RowColumns;
    }
  | {
      type: 'query';
      id: number;
      version: number;
      sort: TransactionSort;
      filters: TransactionFilters;
      /** The answer whose rows the page holds, which an answer may repeat with a few rows changed. */
      holding?: number;
    };

/**
 * The answer to a query: the positions in the list of the rows to show, in order, and their
 * totals; or, when the order is that of the answer the page holds (`repeats`), an empty `order`
 * and where that order's rows took new values in place since: at each index `changedAt[k]`, the
 * row now at list position `changedRows[k]`.
 */
export type QueryAnswer = {
  type: 'answer';
  id: number;
  version: number;
  order: Int32Array;
  totals: Totals;
  repeats?: { answer: number; changedAt: Int32Array; changedRows: Int32Array };
};

/** The buffers a message can hand over instead of copying. */
export function buffersOf(message: QueryRequest | QueryAnswer): ArrayBuffer[] {
  switch (message.type) {
    case 'answer':
      return message.repeats
        ? [
            message.order.buffer as ArrayBuffer,
            message.repeats.changedAt.buffer as ArrayBuffer,
            message.repeats.changedRows.buffer as ArrayBuffer,
          ]
        : [message.order.buffer as ArrayBuffer];
    case 'change':
    case 'rows': {
      const { amounts, balances, transfers, descriptions, dates, categories, accounts } =
        message.rows;
      const buffers = [
        amounts.buffer,
        balances.buffer,
        transfers.buffer,
        descriptions.ends.buffer,
        dates.index.buffer,
        categories.index.buffer,
        accounts.index.buffer,
      ] as ArrayBuffer[];
      return message.type === 'change'
        ? [
            ...buffers,
            message.removedAt.buffer as ArrayBuffer,
            message.addedAt.buffer as ArrayBuffer,
          ]
        : buffers;
    }
    case 'load':
    case 'query':
      return [];
  }
}
