import type { TransactionColumnsPage, TransactionColumnsQuery } from '@cashline/core';
import type { SqlDatabase } from '../db/sqlDatabase.js';
import { ColumnsPageBuilder } from './columnsPageBuilder.js';
import { decodeCursor, encodeCursor } from './pageCursor.js';
import type { PageCursor } from './pageCursor.js';
import { ROW_COLUMNS } from './transactionRows.js';

/**
 * Rows per read of a page: between reads the server answers other requests, so a download's
 * 50,000-row page holds the event loop for one read (tens of milliseconds), not for the whole page.
 */
export const ROWS_PER_READ = 10_000;

const ID = ROW_COLUMNS.indexOf('id');
const DATE = ROW_COLUMNS.indexOf('date');

/** Up to `limit` of the organisation's rows after `after`, newest first, as arrays of ROW_COLUMNS. */
function readAfter(
  database: SqlDatabase,
  orgId: string,
  after: PageCursor | undefined,
  limit: number,
): Promise<unknown[][]> {
  let select = database.kysely
    .selectFrom('ledger_transaction')
    .select(ROW_COLUMNS)
    .where('org_id', '=', orgId)
    .where('deleted', '=', 0);
  if (after) {
    // As transactionPage's keyset: `date <=` lets the index scan start at the cursor.
    select = select
      .where('date', '<=', after.date)
      .where((eb) => eb.or([eb('date', '<', after.date), eb('id', '<', after.id)]));
  }
  const query = select.orderBy('date', 'desc').orderBy('id', 'desc').limit(limit).compile();
  return database.readArrays(query);
}

const cursorOf = (row: readonly unknown[]): PageCursor => ({
  date: row[DATE] as string,
  id: row[ID] as string,
});

/**
 * One page of the whole ledger as columns, newest first (date, then id), in the same order and
 * cursors as `transactionPage`: what a browser downloads its copy in. Read in keyset steps of
 * `rowsPerRead` as arrays and put into columns as read, handing the event loop back between
 * steps. Undefined when the cursor is not one of ours.
 */
export async function transactionColumnsPage(
  database: SqlDatabase,
  orgId: string,
  query: TransactionColumnsQuery,
  rowsPerRead = ROWS_PER_READ,
): Promise<TransactionColumnsPage | undefined> {
  let after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
  if (query.cursor !== undefined && !after) return undefined;
  const builder = new ColumnsPageBuilder();
  for (;;) {
    const wanted = query.limit - builder.count;
    // The last step reads one row more, to know whether a page follows.
    const last = wanted <= rowsPerRead;
    const rows = await readAfter(database, orgId, after, last ? wanted + 1 : rowsPerRead);
    const taken = Math.min(rows.length, wanted);
    for (let i = 0; i < taken; i += 1) builder.add(rows[i] as unknown[]);
    const end = rows[taken - 1];
    if (last || rows.length < rowsPerRead || !end) {
      const more = rows.length > taken && end !== undefined;
      return builder.page(more ? encodeCursor(cursorOf(end)) : undefined);
    }
    after = cursorOf(end);
    await new Promise((resolve) => setImmediate(resolve));
  }
}
