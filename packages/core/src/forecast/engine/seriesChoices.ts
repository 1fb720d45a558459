import type { Transaction } from '../../transaction.js';
import type { FoundSeries } from './findSeries.js';
import { MIN_FORECAST_CONFIDENCE } from './forecastTypes.js';
import type { RecurringChoice, RecurringChoices } from './forecastTypes.js';

/**
 * The stable key of a series: its direction and normalised payee ("out:aws emea"). Rows are
 * grouped by exactly that, so a payee has at most one series per direction and the key needs no
 * cadence or amount; later occurrences of the same series keep it.
 */
export function seriesKey(series: Pick<FoundSeries, 'inflow' | 'payeeKey'>): string {
  return `${series.inflow ? 'in' : 'out'}:${series.payeeKey}`;
}

/** The most frequent of the values (the first one seen on a tie). */
export function mostFrequent(values: readonly string[]): string {
  const counts = new Map<string, number>();
  let best = values[0] ?? '';
  let bestCount = 0;
  for (const value of values) {
    const count = (counts.get(value) ?? 0) + 1;
    counts.set(value, count);
    if (count > bestCount) {
      best = value;
      bestCount = count;
    }
  }
  return best;
}

/** The category most of a series' payments carry. */
export function seriesCategory(
  series: FoundSeries,
  transactions: readonly Transaction[],
  source: Int32Array,
): string {
  const categories: string[] = [];
  for (const occurrence of series.occurrences) {
    for (const row of occurrence.rows) {
      categories.push((transactions[source[row] as number] as Transaction).category);
    }
  }
  return mostFrequent(categories);
}

export type SeriesRoles = {
  /** Series whose past payments are taken out of the residual flow. */
  explained: FoundSeries[];
  /** Series placed on their coming due dates. */
  placed: FoundSeries[];
  /** Series the user dismissed that have not ended. */
  dismissed: FoundSeries[];
};

export const choiceOf = (series: FoundSeries, choices: RecurringChoices): RecurringChoice | null =>
  choices[seriesKey(series)] ?? null;

/**
 * What the forecast does with each series found:
 * - dismissed by the user: nothing; its payments stay in the residual flow like any other;
 * - ended (two due dates missed): its past payments are explained, nothing is placed, even when the
 *   user confirmed it (two missed payments say more than a past confirmation);
 * - confirmed, or at least `MIN_FORECAST_CONFIDENCE` confident: explained and placed;
 * - otherwise: left in the residual flow.
 */
export function seriesRoles(found: readonly FoundSeries[], choices: RecurringChoices): SeriesRoles {
  const roles: SeriesRoles = { explained: [], placed: [], dismissed: [] };
  for (const series of found) {
    const choice = choiceOf(series, choices);
    if (choice === 'dismissed') {
      if (!series.ended) roles.dismissed.push(series);
    } else if (series.ended) {
      roles.explained.push(series);
    } else if (choice === 'confirmed' || series.confidence >= MIN_FORECAST_CONFIDENCE) {
      roles.explained.push(series);
      roles.placed.push(series);
    }
  }
  return roles;
}
