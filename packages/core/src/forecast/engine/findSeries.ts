import type { Transaction } from '../../transaction.js';
import { chooseSchedule, MIN_OCCURRENCES } from './chooseSchedule.js';
import type { LedgerRows } from './ledgerRows.js';
import { normalisePayee } from './normalisePayee.js';
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

function groupRows(transactions: readonly Transaction[], rows: LedgerRows): Map<string, number[]> {
  const groups = new Map<string, number[]>();
  const from = rows.asOfDay - DETECTION_DAYS;
  for (let r = 0; r < rows.count; r += 1) {
    if ((rows.day[r] as number) < from) continue;
    // Not cached: descriptions with card numbers and references are mostly distinct.
    const payee = normalisePayee(
      (transactions[rows.source[r] as number] as Transaction).description,
    );
    const key = ((rows.cents[r] as number) > 0 ? '+' : '-') + payee;
    const group = groups.get(key);
    if (group === undefined) groups.set(key, [r]);
    else group.push(r);
  }
  return groups;
}

/** A group's rows as occurrences, oldest first, rows of one day summed into one payment. */
function occurrencesOf(group: number[], rows: LedgerRows): Occurrence[] {
  group.sort((a, b) => (rows.day[a] as number) - (rows.day[b] as number));
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

/** Too many payments for the cadences we know (a daily flow such as card sales). */
function tooFrequent(occurrences: readonly Occurrence[]): boolean {
  const first = occurrences[0] as Occurrence;
  const last = occurrences[occurrences.length - 1] as Occurrence;
  return occurrences.length > (last.day - first.day) / 5 + 2;
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
): { series: FoundSeries[]; rhythms: PayeeRhythm[]; groups: PayeeGroups } {
  const series: FoundSeries[] = [];
  const rhythms: PayeeRhythm[] = [];
  const rhythmsKnown = rows.asOfDay - rows.firstDay + 1 >= RHYTHM_HISTORY_DAYS;
  const groups = groupRows(transactions, rows);
  for (const [key, group] of groups) {
    if (group.length < MIN_OCCURRENCES.annual) continue;
    const occurrences = occurrencesOf(group, rows);
    if (occurrences.length < MIN_OCCURRENCES.annual || tooFrequent(occurrences)) continue;
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
