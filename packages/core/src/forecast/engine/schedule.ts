import { dayInMonth, monthIndexOf, shiftOffWeekend } from './calendar.js';
import type { WeekendShift } from './calendar.js';

export type Cadence = 'weekly' | 'biweekly' | 'semi-monthly' | 'monthly' | 'quarterly' | 'annual';

export const CADENCES: readonly Cadence[] = [
  'weekly',
  'biweekly',
  'semi-monthly',
  'monthly',
  'quarterly',
  'annual',
];

/**
 * When a series falls due: every 7 or 14 days from an anchor day, or on days of the month every
 * 1, 3 or 12 months (months whose ordinal is `monthPhase` modulo `everyMonths`), a weekend due date
 * being moved as `shift` says.
 */
export type Schedule =
  | { cadence: Cadence; kind: 'weekday'; anchor: number; everyDays: number }
  | {
      cadence: Cadence;
      kind: 'dayOfMonth';
      days: readonly number[];
      everyMonths: number;
      monthPhase: number;
      shift: WeekendShift;
    };

/** Days an occurrence may fall from its due date and still be that occurrence. */
export const TOLERANCE_DAYS: Record<Cadence, number> = {
  weekly: 1,
  biweekly: 2,
  'semi-monthly': 3,
  monthly: 4,
  quarterly: 6,
  annual: 8,
};

/** Nominal days between occurrences. */
export const CADENCE_DAYS: Record<Cadence, number> = {
  weekly: 7,
  biweekly: 14,
  'semi-monthly': 365.25 / 24,
  monthly: 365.25 / 12,
  quarterly: 365.25 / 4,
  annual: 365.25,
};

function modulo(value: number, divisor: number): number {
  return ((value % divisor) + divisor) % divisor;
}

/** The due dates (day numbers) of a schedule from `from` to `to` inclusive, in order. */
export function dueDates(schedule: Schedule, from: number, to: number): number[] {
  const dates: number[] = [];
  if (schedule.kind === 'weekday') {
    const step = schedule.everyDays;
    for (let day = from + modulo(schedule.anchor - from, step); day <= to; day += step) {
      dates.push(day);
    }
    return dates;
  }
  const firstMonth = monthIndexOf(from) - 1;
  const lastMonth = monthIndexOf(to) + 1;
  for (let month = firstMonth; month <= lastMonth; month += 1) {
    if (modulo(month - schedule.monthPhase, schedule.everyMonths) !== 0) continue;
    for (const dayOfMonth of schedule.days) {
      const day = shiftOffWeekend(dayInMonth(month, dayOfMonth), schedule.shift);
      if (day >= from && day <= to) dates.push(day);
    }
  }
  return dates.sort((a, b) => a - b);
}

export type ScheduleFit = {
  schedule: Schedule;
  /** For each occurrence (by index), the due date it was matched to, or null when it was extra. */
  dueOf: (number | null)[];
  matched: number;
  /** Due dates between the first and last occurrence with no occurrence. */
  missed: number;
  /** Occurrences that match no due date. */
  extra: number;
  /** Sum of |occurrence - due date| over matched occurrences. */
  offset: number;
};

/**
 * Matches sorted occurrence days to a schedule's due dates: each due date takes the nearest free
 * occurrence within the cadence's tolerance.
 */
export function fitSchedule(schedule: Schedule, days: readonly number[]): ScheduleFit {
  const tolerance = TOLERANCE_DAYS[schedule.cadence];
  const first = days[0] ?? 0;
  const last = days[days.length - 1] ?? 0;
  const due = dueDates(schedule, first - tolerance, last + tolerance);
  const dueOf: (number | null)[] = days.map(() => null);
  let matched = 0;
  let offset = 0;
  let start = 0;
  for (const date of due) {
    while (start < days.length && (days[start] as number) < date - tolerance) start += 1;
    let best = -1;
    let bestGap = Infinity;
    for (let i = start; i < days.length && (days[i] as number) <= date + tolerance; i += 1) {
      const gap = Math.abs((days[i] as number) - date);
      if (dueOf[i] === null && gap < bestGap) {
        best = i;
        bestGap = gap;
      }
    }
    if (best >= 0) {
      dueOf[best] = date;
      matched += 1;
      offset += bestGap;
    }
  }
  return {
    schedule,
    dueOf,
    matched,
    missed: due.length - matched,
    extra: days.length - matched,
    offset,
  };
}
