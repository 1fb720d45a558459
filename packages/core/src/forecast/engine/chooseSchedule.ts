import { monthIndexOf, nominalDayOfMonth, weekdayOf } from './calendar.js';
import type { WeekendShift } from './calendar.js';
import { CADENCE_DAYS, CADENCES, dueDates, fitSchedule, TOLERANCE_DAYS } from './schedule.js';
import { median } from './seriesAmount.js';
import type { Cadence, Schedule, ScheduleFit } from './schedule.js';

/** Fewest matched occurrences that make a series, per cadence. */
export const MIN_OCCURRENCES: Record<Cadence, number> = {
  weekly: 4,
  biweekly: 3,
  'semi-monthly': 4,
  monthly: 3,
  quarterly: 3,
  annual: 2,
};

/**
 * Fewest occurrences of a monthly or quarterly series when the history is too young to have seen
 * more: two, if every due date the history covers was paid (a rent seen in June and July of a
 * two-month ledger, a quarterly tax seen in June and September of a six-month one).
 */
export const MIN_YOUNG_OCCURRENCES = 2;
const YOUNG_CADENCES: ReadonlySet<Cadence> = new Set(['monthly', 'quarterly']);

const SHIFTS: readonly WeekendShift[] = ['none', 'before', 'after'];
/** Candidate days of the month tried per cadence, most frequent first. */
const DAY_CANDIDATES = 4;

function modulo(value: number, divisor: number): number {
  return ((value % divisor) + divisor) % divisor;
}

/**
 * Days of the month the occurrences may be due on, most frequent first: each occurrence's own day,
 * and for a Friday or a Monday the weekend days it may have been moved from.
 */
function dayCandidates(days: readonly number[], keep: (dayOfMonth: number) => boolean): number[] {
  const counts = new Map<number, number>();
  const add = (dayOfMonth: number, weight: number) => {
    if (dayOfMonth < 1 || dayOfMonth > 31 || !keep(dayOfMonth)) return;
    counts.set(dayOfMonth, (counts.get(dayOfMonth) ?? 0) + weight);
  };
  for (const day of days) {
    const dayOfMonth = nominalDayOfMonth(day);
    add(dayOfMonth, 2);
    const weekday = weekdayOf(day);
    if (weekday === 5) {
      add(dayOfMonth + 1, 1);
      add(dayOfMonth + 2, 1);
    }
    if (weekday === 1) {
      add(dayOfMonth - 1, 1);
      add(dayOfMonth - 2, 1);
    }
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, DAY_CANDIDATES)
    .map(([dayOfMonth]) => dayOfMonth);
}

/** The month phase most occurrences fall in, modulo `everyMonths`. */
function monthPhaseOf(days: readonly number[], everyMonths: number): number {
  const counts = new Map<number, number>();
  for (const day of days) {
    const phase = modulo(monthIndexOf(day), everyMonths);
    counts.set(phase, (counts.get(phase) ?? 0) + 1);
  }
  let best = 0;
  let bestCount = -1;
  for (const [phase, count] of counts) {
    if (count > bestCount || (count === bestCount && phase < best)) {
      best = phase;
      bestCount = count;
    }
  }
  return best;
}

/**
 * The cadences the typical gap between occurrences allows: a median gap from 0.6 to 1.6 times the
 * cadence's (a missed occurrence or two do not move the median much).
 */
function plausibleCadences(days: readonly number[]): Set<Cadence> {
  const gaps: number[] = [];
  for (let i = 1; i < days.length; i += 1) gaps.push((days[i] as number) - (days[i - 1] as number));
  const gap = median(gaps);
  return new Set(
    CADENCES.filter((c) => gap >= 0.6 * CADENCE_DAYS[c] && gap <= 1.6 * CADENCE_DAYS[c]),
  );
}

function candidates(days: readonly number[]): Schedule[] {
  const plausible = plausibleCadences(days);
  const schedules: Schedule[] = [];
  for (const anchor of days.slice(-6)) {
    schedules.push({ cadence: 'weekly', kind: 'weekday', anchor, everyDays: 7 });
    schedules.push({ cadence: 'biweekly', kind: 'weekday', anchor, everyDays: 14 });
  }
  const all = dayCandidates(days, () => true);
  const early = dayCandidates(days, (d) => d <= 15);
  const late = dayCandidates(days, (d) => d >= 15);
  const quarterPhase = monthPhaseOf(days, 3);
  const annualPhase = monthPhaseOf(days.slice(-1), 12);
  for (const shift of SHIFTS) {
    for (const day of all) {
      const base = { kind: 'dayOfMonth', days: [day], shift } as const;
      schedules.push({ ...base, cadence: 'monthly', everyMonths: 1, monthPhase: 0 });
      schedules.push({ ...base, cadence: 'quarterly', everyMonths: 3, monthPhase: quarterPhase });
      schedules.push({ ...base, cadence: 'annual', everyMonths: 12, monthPhase: annualPhase });
    }
    for (const first of early) {
      for (const second of late) {
        if (second - first < 10 || second - first > 20) continue;
        schedules.push({
          cadence: 'semi-monthly',
          kind: 'dayOfMonth',
          days: [first, second],
          everyMonths: 1,
          monthPhase: 0,
          shift,
        });
      }
    }
  }
  return schedules.filter((schedule) => plausible.has(schedule.cadence));
}

/**
 * Whether a young fit makes a series: at least `MIN_YOUNG_OCCURRENCES`, every due date from the
 * first to the last paid, nothing extra, and no due date between the history's start and the first
 * payment (a ledger that could have shown the payment once more but did not is not young enough).
 */
function youngSeries(fit: ScheduleFit, historyStart: number): boolean {
  const { schedule } = fit;
  if (!YOUNG_CADENCES.has(schedule.cadence) || fit.matched < MIN_YOUNG_OCCURRENCES) return false;
  if (fit.missed > 0 || fit.extra > 0) return false;
  const firstDue = fit.dueOf[0] as number;
  const from = historyStart + TOLERANCE_DAYS[schedule.cadence];
  return dueDates(schedule, from, firstDue - 1).length === 0;
}

/**
 * Whether a fit makes a series: enough matched occurrences, at most one missed due date (plus one a
 * year for long series) and few occurrences that fit no due date; or a young series (see
 * `youngSeries`).
 */
function acceptable(fit: ScheduleFit, historyStart: number): boolean {
  const cadence = fit.schedule.cadence;
  if (fit.matched < MIN_OCCURRENCES[cadence]) return youngSeries(fit, historyStart);
  if (fit.missed > 1 + Math.floor(fit.matched / 12)) return false;
  return fit.extra <= Math.floor(fit.matched / 5);
}

function score(fit: ScheduleFit): number {
  return fit.matched - 1.5 * fit.missed - fit.extra;
}

/**
 * The schedule that best explains sorted occurrence days, or null when none fits well enough. The
 * weekly cadences anchor on recent occurrences; the monthly ones try the most frequent days of the
 * month with the weekend moved either way. `historyStart` is the first day the history covers (see
 * `youngSeries`).
 */
export function chooseSchedule(days: readonly number[], historyStart: number): ScheduleFit | null {
  if (days.length < MIN_OCCURRENCES.annual) return null;
  let best: ScheduleFit | null = null;
  for (const schedule of candidates(days)) {
    const fit = fitSchedule(schedule, days);
    if (!acceptable(fit, historyStart)) continue;
    if (
      best === null ||
      score(fit) > score(best) ||
      (score(fit) === score(best) && fit.offset < best.offset)
    ) {
      best = fit;
    }
  }
  return best;
}
