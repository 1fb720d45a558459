import { DEFAULT_ACCOUNT_ID } from '../accounts/account.js';
import type { Totals } from '../analytics/totals.js';
import { fromCents, toCents } from '../money.js';
import type { Transaction } from '../transaction.js';
import type { TransactionSort } from '../transactions/sort.js';
import type { TransactionTable } from './transactionTable.js';

/**
 * The transactions page's filters ready to apply (app.md section 5): `needle` a lower-cased
 * substring of the description, category exact, account that of the row (none means the default
 * account), dates inclusive, min and max on the absolute amount. Empty strings and undefined
 * filter nothing.
 */
export type RowCriteria = {
  needle: string;
  category: string;
  account: string;
  startDate: string;
  endDate: string;
  min: number | undefined;
  max: number | undefined;
};

/** Per date code, whether the date is within the criteria's range: dates are few, rows many. */
function datesWithin(table: TransactionTable, c: RowCriteria): Uint8Array {
  const within = new Uint8Array(table.dateCodes);
  for (let code = 0; code < within.length; code += 1) {
    const date = table.dateText(code);
    within[code] =
      (!c.startDate || date >= c.startDate) && (!c.endDate || date <= c.endDate) ? 1 : 0;
  }
  return within;
}

/** The rows that pass, in the order of `from` (the list's order unless a narrower set is given). */
function matching(table: TransactionTable, c: RowCriteria, from: Int32Array): Int32Array {
  const category = c.category ? table.categories.find(c.category) : -2;
  if (category === -1) return new Int32Array(0);
  const account = c.account ? table.accounts.find(c.account) : -2;
  // A row that names no account belongs to the default one.
  const noAccountPasses = !c.account || c.account === DEFAULT_ACCOUNT_ID;
  const dates = c.startDate || c.endDate ? datesWithin(table, c) : null;
  const out = new Int32Array(from.length);
  let n = 0;
  for (let k = 0; k < from.length; k += 1) {
    const slot = from[k] as number;
    if (category !== -2 && table.category[slot] !== category) continue;
    if (account !== -2) {
      const own = table.account[slot] as number;
      if (own === -1 ? !noAccountPasses : own !== account) continue;
    }
    if (dates !== null && dates[table.dateCodeAt(slot)] === 0) continue;
    const size = Math.abs(table.amount[slot] as number);
    if (c.min !== undefined && size < c.min) continue;
    if (c.max !== undefined && size > c.max) continue;
    if (c.needle && !table.loweredAt(slot).includes(c.needle)) continue;
    out[n++] = slot;
  }
  return out.slice(0, n);
}

/** Per category code, its place among the categories compared case-insensitively. */
function categoryRanks(table: TransactionTable): Int32Array {
  const size = table.categories.size;
  const codes = Array.from({ length: size }, (_, code) => code);
  const lowered = codes.map((code) => table.categories.text(code).toLowerCase());
  codes.sort((a, b) => ((lowered[a] as string) < (lowered[b] as string) ? -1 : 1));
  const ranks = new Int32Array(size);
  let rank = 0;
  codes.forEach((code, i) => {
    if (i > 0 && lowered[code] !== lowered[codes[i - 1] as number]) rank += 1;
    ranks[code] = rank;
  });
  return ranks;
}

/** Compares two slots by the sort's key, as core's sortTransactions compares two rows. */
function comparer(
  table: TransactionTable,
  sort: TransactionSort,
): (a: number, b: number) => number {
  const sign = sort.direction === 'asc' ? 1 : -1;
  const numbers = (values: Float64Array | Int32Array) => (a: number, b: number) =>
    sign * ((values[a] as number) - (values[b] as number));
  switch (sort.key) {
    case 'date':
      return numbers(table.day);
    case 'amount':
      return numbers(table.amount);
    case 'category': {
      const ranks = categoryRanks(table);
      const rankOf = (slot: number) => ranks[table.category[slot] as number] as number;
      return (a, b) => sign * (rankOf(a) - rankOf(b));
    }
    case 'description':
      return (a, b) => {
        const x = table.loweredAt(a);
        const y = table.loweredAt(b);
        return sign * (x < y ? -1 : x > y ? 1 : 0);
      };
    case 'balance':
      // A row without a balance sorts after those with one, in both directions.
      return (a, b) => {
        const x = table.balance[a] as number;
        const y = table.balance[b] as number;
        if (Number.isNaN(x) || Number.isNaN(y))
          return Number.isNaN(x) === Number.isNaN(y) ? 0 : Number.isNaN(x) ? 1 : -1;
        return sign * (x - y);
      };
  }
}

/**
 * The slots of the rows that pass `criteria`, sorted as core's sortTransactions sorts (stable: equal
 * keys keep the list's order). `within`, when given, is an earlier answer for criteria these can
 * only narrow (a longer search), with the same sort, from a table not changed since: only its rows
 * are checked again (a slot freed or rewritten since would be read as it is now).
 */
export function selectRows(
  table: TransactionTable,
  criteria: RowCriteria,
  sort: TransactionSort,
  within?: Int32Array,
): Int32Array {
  const listed = table.slotsInOrder();
  const found = matching(table, criteria, within ?? listed);
  if (within !== undefined) return found;
  if (sort.key === 'date' && sort.direction === 'desc' && isNewestFirst(table, found)) return found;
  const place = new Float64Array(table.slotLimit);
  listed.forEach((slot, i) => {
    place[slot] = i;
  });
  const compare = comparer(table, sort);
  return found.sort((a, b) => compare(a, b) || (place[a] as number) - (place[b] as number));
}

/** Whether the rows are already newest first (the list usually is), so no sort is needed. */
function isNewestFirst(table: TransactionTable, slots: Int32Array): boolean {
  for (let k = 1; k < slots.length; k += 1) {
    if ((table.day[slots[k - 1] as number] as number) < (table.day[slots[k] as number] as number)) {
      return false;
    }
  }
  return true;
}

/** The rows at positions [from, to) of a selection, as transactions. */
export function rowsAt(table: TransactionTable, slots: Int32Array, from: number, to: number) {
  const rows: Transaction[] = [];
  for (let k = Math.max(0, from); k < Math.min(to, slots.length); k += 1) {
    rows.push(table.read(slots[k] as number));
  }
  return rows;
}

/** computeTotals over a selection: summed in cents; a transfer counted but neither in nor out. */
export function totalsOfRows(table: TransactionTable, slots: Int32Array): Totals {
  let inflowCents = 0;
  let outflowCents = 0;
  for (let k = 0; k < slots.length; k += 1) {
    const slot = slots[k] as number;
    if (table.isTransfer(slot)) continue;
    const cents = toCents(table.amount[slot] as number);
    if (cents > 0) inflowCents += cents;
    else outflowCents -= cents;
  }
  return {
    count: slots.length,
    inflows: fromCents(inflowCents),
    outflows: fromCents(outflowCents),
    net: fromCents(inflowCents - outflowCents),
  };
}
