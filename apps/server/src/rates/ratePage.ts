import type { Kysely } from 'kysely';
import type { Tables } from '../db/tables.js';
import type { PageCursor } from '../ledger/pageCursor.js';
import type { RateRange, StoredRate } from './rateStore.js';

export type RatePage = { rates: StoredRate[]; last: PageCursor | null };

/**
 * One page of the rates an organisation converts with, oldest first by date then currency,
 * starting after `after` (a day and currency): the organisation's own rate in place of the ECB's
 * for the same day. `last` is the page's last day and currency when more follow, else null.
 */
export async function ratePage(
  db: Kysely<Tables>,
  orgId: string,
  range: RateRange & { after?: PageCursor; limit: number },
): Promise<RatePage> {
  const currencies = range.currencies ?? [];
  if (range.currencies !== undefined && currencies.length === 0) return { rates: [], last: null };
  let query = db
    .selectFrom('exchange_rate')
    .select(['date', 'currency', 'rate', 'source'])
    .where((eb) => eb.or([eb('org_id', 'is', null), eb('org_id', '=', orgId)]))
    .where('date', '>=', range.from)
    .where('date', '<=', range.to);
  if (range.currencies !== undefined) query = query.where('currency', 'in', [...currencies]);
  const after = range.after;
  if (after !== undefined) {
    query = query.where((eb) =>
      eb.or([
        eb('date', '>', after.date),
        eb.and([eb('date', '=', after.date), eb('currency', '>', after.id)]),
      ]),
    );
  }
  // A day and currency has at most two rows (the ECB's and the organisation's): twice the page
  // and one more holds every row of the page's days and tells whether another follows.
  const rows = await query
    .orderBy('date')
    .orderBy('currency')
    .limit(range.limit * 2 + 1)
    .execute();
  const merged = new Map<string, StoredRate>();
  for (const row of rows) {
    const key = `${row.date} ${row.currency}`;
    const earlier = merged.get(key);
    if (earlier === undefined || row.source === 'admin') merged.set(key, row);
  }
  const all = [...merged.values()];
  const rates = all.slice(0, range.limit);
  const end = rates.at(-1);
  const last = all.length > range.limit && end ? { date: end.date, id: end.currency } : null;
  return { rates, last };
}
