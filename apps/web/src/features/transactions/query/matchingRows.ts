import { filtersNothing } from '../transactionQuery';
import type { FilterCriteria } from '../transactionQuery';
import type { QueryColumns, TextCodes } from './queryColumns';

/**
 * The positions a query kept and, for a search, where it first occurs in each of those rows'
 * lower-cased descriptions (`at[k]` for `rows[k]`).
 */
export type Matches = { rows: Int32Array; at?: Int32Array };

/** A search answered before over the rows searched now: where it first occurs in each of them. */
export type PriorSearch = { needle: string; at: Int32Array };

/**
 * Room for a pass's positions before they are copied out at their count, kept from one pass to the
 * next: a keystroke at a million rows would otherwise take and zero 8 MB for a few kept rows.
 */
let room = { rows: new Int32Array(0), at: new Int32Array(0) };

function roomFor(count: number) {
  if (room.rows.length < count) room = { rows: new Int32Array(count), at: new Int32Array(count) };
  return room;
}

/** Per date code, whether the date is within the criteria's range: dates are few, rows many. */
function datesWithin(dates: TextCodes, c: FilterCriteria): Uint8Array | null {
  if (!c.startDate && !c.endDate) return null;
  return Uint8Array.from(dates.texts, (date) =>
    (!c.startDate || date >= c.startDate) && (!c.endDate || date <= c.endDate) ? 1 : 0,
  );
}

/**
 * The prior search when it can be typed on from: its needle starts the new one (and is not empty).
 * The new needle's first occurrence in a row is one of the prior's, so it is where the prior was
 * found when the rest of the needle follows there, else further on: a letter typed costs a
 * character's comparison for each row still matching, where a search would read it from its start.
 */
function typedOn(needle: string, prior: PriorSearch | undefined) {
  if (!prior || prior.needle === '' || !needle.startsWith(prior.needle)) return undefined;
  const rest = needle.slice(prior.needle.length);
  return { at: prior.at, length: prior.needle.length, rest, next: rest.charCodeAt(0) };
}

/**
 * The positions of `from` whose rows pass the criteria, in the order of `from` (`from` itself when
 * every row passes, so what is kept about it, such as its totals, holds), by the rules of
 * transactionQuery's `passes` (app.md section 5): search a substring of the lower-cased
 * description, category and account exact, dates inclusive, min and max on the absolute amount.
 * `prior`, a search whose needle starts the criteria's, where it occurs in the rows of `from`.
 */
export function matchingRows(
  columns: QueryColumns,
  c: FilterCriteria,
  from: Int32Array,
  prior?: PriorSearch,
): Matches {
  if (filtersNothing(c)) return { rows: from };
  const category = c.category ? columns.codes.categories.find(c.category) : -2;
  const account = c.account ? columns.codes.accounts.find(c.account) : -2;
  if (category === -1 || account === -1) return { rows: new Int32Array(0) };
  const dates = datesWithin(columns.codes.dates, c);
  // A search alone (typing) reads no amount.
  const bounded = c.min !== undefined || c.max !== undefined;
  const needle = c.needle;
  const typed = typedOn(needle, prior);
  const lowered = columns.lowered;
  const { rows: out, at: outAt } = roomFor(from.length);
  let n = 0;
  for (let k = 0; k < from.length; k += 1) {
    const i = from[k] as number;
    if (category !== -2 && columns.category[i] !== category) continue;
    if (account !== -2 && columns.account[i] !== account) continue;
    if (dates !== null && dates[columns.date[i] as number] === 0) continue;
    if (bounded) {
      const size = Math.abs(columns.amount[i] as number);
      if (c.min !== undefined && size < c.min) continue;
      if (c.max !== undefined && size > c.max) continue;
    }
    if (needle) {
      // Written out here rather than called: this runs for each of a million rows.
      const text = lowered[i] as string;
      let at: number;
      if (typed === undefined) {
        at = text.indexOf(needle);
      } else {
        const was = typed.at[k] as number;
        const follows =
          typed.rest.length === 0 ||
          (typed.rest.length === 1
            ? text.charCodeAt(was + typed.length) === typed.next
            : text.startsWith(typed.rest, was + typed.length));
        at = follows ? was : text.indexOf(needle, was + 1);
      }
      if (at === -1) continue;
      outAt[n] = at;
    }
    out[n++] = i;
  }
  const rows = n === from.length ? from : out.slice(0, n);
  return needle ? { rows, at: outAt.slice(0, n) } : { rows };
}
