import type { Transaction } from '../../transaction.js';
import { chooseSchedule, MIN_OCCURRENCES } from './chooseSchedule.js';
import type { LedgerRows } from './ledgerRows.js';
import { PayeeGroupKeys } from './payeeGroupKeys.js';
import { payeeRhythm } from './payeeRhythm.js';
import type { PayeeRhythm } from './payeeRhythm.js';
import { dueDates, TOLERANCE_DAYS } from './schedule.js';
import type { Schedule } from './schedule.js';
import { isSteadyAmount, median, seriesAmount } from './seriesAmount.js';
import type { SeriesAmount } from './seriesAmount.js';

/** Days of history read for recurring series: two years and a margin, enough for annual ones. */
export const DETECTION_DAYS = 800;
/**
 * Days of history a ledger needs before payees paid at a loose rhythm are expected after their
 * gap: over a few months a payee's mean over its typical gap says more about luck than about its
 * rate, and the weekly residual mean keeps exactly the money the history had.
 */
export const RHYTHM_HISTORY_DAYS = 182;

/** One payment of a series: the rows (same payee, same day) it is made of. */
export type Occurrence = { day: number; cents: number; rows: number[] };

/** A series found in the rows, in the engine's units (day numbers, cents). */
export type FoundSeries = {
  payeeKey: string;
  inflow: boolean;
  schedule: Schedule;
  occurrences: Occurrence[];
  amount: SeriesAmount;
  /** Due date the newest occurrence was matched to. */
  lastDue: number;
  /** Typical days from due date to payment (negative: early). */
  lag: number;
  /** Due dates after the newest occurrence that passed with no payment. */
  missedSinceLast: number;
  ended: boolean;
  confidence: number;
};

function groupRows(rows: LedgerRows, keys: PayeeGroupKeys): Map<string, number[]> {
  const byId: (number[] | undefined)[] = [];
  // Groups keep the order in which their first rows come, as the series found in them do.
  const order: number[] = [];
  const from = rows.asOfDay - DETECTION_DAYS;
  for (let r = 0; r < rows.count; r += 1) {
    if ((rows.day[r] as number) < from) continue;
    const id = keys.idOf(rows.source[r] as number, (rows.cents[r] as number) > 0);
    const group = byId[id];
    if (group === undefined) {
      byId[id] = [r];
      order.push(id);
    } else group.push(r);
  }
  const groups = new Map<string, number[]>();
  for (const id of order) groups.set(keys.keyOf(id), byId[id] as number[]);
  return groups;
}

/** Turns `list[from..to)` round in place. */
function reverseRange(list: number[], from: number, to: number): void {
  for (let i = from, j = to - 1; i < j; i += 1, j -= 1) {
    const kept = list[i] as number;
    list[i] = list[j] as number;
    list[j] = kept;
  }
}

/**
 * Puts a group's rows oldest first in place, rows of one day in the order they came, as a stable
 * sort would (the later readers of the groups see them so). A ledger kept newest first gives them
 * newest first, and turning them round is much cheaper than sorting.
 */
function sortOldestFirst(group: number[], rows: LedgerRows): void {
  const dayOf = (r: number) => rows.day[r] as number;
  for (let i = 1; i < group.length; i += 1) {
    if (dayOf(group[i] as number) > dayOf(group[i - 1] as number)) {
      group.sort((a, b) => dayOf(a) - dayOf(b));
      return;
    }
  }
  reverseRange(group, 0, group.length);
  for (let start = 0; start < group.length;) {
    let end = start + 1;
    while (end < group.length && dayOf(group[end] as number) === dayOf(group[start] as number)) {
      end += 1;
    }
    reverseRange(group, start, end);
    start = end;
  }
}

/** A group's rows, sorted oldest first, as occurrences: rows of one day summed into one payment. */
function occurrencesOf(group: readonly number[], rows: LedgerRows): Occurrence[] {
  const occurrences: Occurrence[] = [];
  for (const r of group) {
    const day = rows.day[r] as number;
    const cents = rows.cents[r] as number;
    const last = occurrences[occurrences.length - 1];
    if (last !== undefined && last.day === day) {
      last.cents += cents;
      last.rows.push(r);
    } else {
      occurrences.push({ day, cents, rows: [r] });
    }
  }
  return occurrences;
}

/**
 * Whether a group's rows, sorted oldest first, fall on too few days to be a series, or on too
 * many for the cadences we know (a daily flow such as card sales). Read before the occurrences
 * are made: the daily flows are the biggest groups, and making theirs was most of the garbage.
 */
function notASeries(group: readonly number[], rows: LedgerRows): boolean {
  let days = 0;
  let previous = Number.NaN;
  for (const r of group) {
    const day = rows.day[r] as number;
    if (day !== previous) days += 1;
    previous = day;
  }
  const span = previous - (rows.day[group[0] as number] as number);
  return days < MIN_OCCURRENCES.annual || days > span / 5 + 2;
}

function seriesOf(
  payeeKey: string,
  occurrences: Occurrence[],
  rows: LedgerRows,
): FoundSeries | null {
  const asOfDay = rows.asOfDay;
  const historyStart = Math.max(rows.firstDay, asOfDay - DETECTION_DAYS);
  const fit = chooseSchedule(
    occurrences.map((o) => o.day),
    historyStart,
  );
  if (fit === null) return null;
  const matched = occurrences.filter((_, i) => fit.dueOf[i] !== null);
  const amount = seriesAmount(matched.map((o) => Math.abs(o.cents)));
  if (!isSteadyAmount(amount, matched.length)) return null;
  // Two payments make a series only when they agree (see `youngSeries`).
  const young = fit.matched < MIN_OCCURRENCES[fit.schedule.cadence];
  if (young && amount.steps + amount.outliers > 0) return null;
  const dues = fit.dueOf.filter((due): due is number => due !== null);
  const lastDue = dues[dues.length - 1] as number;
  const offsets = matched
    .slice(-6)
    .map((o, i, recent) => o.day - (dues[dues.length - recent.length + i] as number));
  const tolerance = TOLERANCE_DAYS[fit.schedule.cadence];
  const missedSinceLast = dueDates(fit.schedule, lastDue + 1, asOfDay - tolerance - 1).length;
  const regularity = fit.matched / (fit.matched + fit.missed + missedSinceLast);
  const steadiness = 1 - (amount.steps + amount.outliers) / fit.matched;
  const support = Math.min(1, fit.matched / (MIN_OCCURRENCES[fit.schedule.cadence] + 2));
  const cleanliness = 1 - fit.extra / occurrences.length;
  return {
    payeeKey: payeeKey.slice(1),
    inflow: payeeKey.startsWith('+'),
    schedule: fit.schedule,
    occurrences: matched,
    amount,
    lastDue,
    lag: Math.round(median(offsets)),
    missedSinceLast,
    ended: missedSinceLast >= 2,
    confidence: Math.round(regularity * steadiness * support * cleanliness * 100) / 100,
  };
}

/**
 * Every recurring series in the rows' last `DETECTION_DAYS` days: rows are grouped by payee key
 * and direction, and each group that a schedule explains with steady amounts is a series. Ended
 * series (two due dates missed) are returned too, marked `ended`.
 */
export function findSeries(transactions: readonly Transaction[], rows: LedgerRows): FoundSeries[] {
  return findPayments(transactions, rows).series;
}

/** The rows of the last `DETECTION_DAYS` by direction and payee key ("+acme ltd", "-aws"). */
export type PayeeGroups = ReadonlyMap<string, readonly number[]>;

/**
 * The recurring series (see `findSeries`) and, among the other payees, those paid at a loose
 * rhythm (see `payeeRhythm`), from one grouping of the rows, which is returned too.
 */
export function findPayments(
  transactions: readonly Transaction[],
  rows: LedgerRows,
  keys: PayeeGroupKeys = new PayeeGroupKeys(transactions),
): { series: FoundSeries[]; rhythms: PayeeRhythm[]; groups: PayeeGroups } {
  if (keys.transactions !== transactions) throw new Error('The payee keys are of another ledger.');
  const series: FoundSeries[] = [];
  const rhythms: PayeeRhythm[] = [];
  const rhythmsKnown = rows.asOfDay - rows.firstDay + 1 >= RHYTHM_HISTORY_DAYS;
  const groups = groupRows(rows, keys);
  for (const [key, group] of groups) {
    if (group.length < MIN_OCCURRENCES.annual) continue;
    sortOldestFirst(group, rows);
    if (notASeries(group, rows)) continue;
    const occurrences = occurrencesOf(group, rows);
    const found = seriesOf(key, occurrences, rows);
    if (found !== null) {
      series.push(found);
      continue;
    }
    const rhythm = rhythmsKnown ? payeeRhythm(occurrences, rows.asOfDay) : null;
    if (rhythm !== null) rhythms.push(rhythm);
  }
  return { series, rhythms, groups };
}

/**
 * The coming due dates of a series from the day after the as-of date to `toDay`, moved by its
 * typical lag. A due date that passed within the tolerance without its payment is still expected,
 * on the day after the as-of date.
 */
export function nextDueDays(series: FoundSeries, asOfDay: number, toDay: number): number[] {
  if (series.ended) return [];
  const tolerance = TOLERANCE_DAYS[series.schedule.cadence];
  const days: number[] = [];
  for (const due of dueDates(series.schedule, series.lastDue + 1, toDay + tolerance)) {
    const day = due + series.lag;
    if (day <= asOfDay - tolerance + series.lag) continue;
    const placed = Math.max(day, asOfDay + 1);
    if (placed <= toDay && days[days.length - 1] !== placed) days.push(placed);
  }
  return days;
}
