import { dateOfDayNumber, dayNumber } from '../../src/dates.js';
import { MIN_OCCURRENCES } from '../../src/forecast/engine/chooseSchedule.js';
import { detectRecurring } from '../../src/index.js';
import type { BenchLedger } from './benchLedger.js';

export type DetectionScore = {
  detected: number;
  correct: number;
  eligible: number;
  found: number;
  nextDateErrors: number[];
};

/** The truth series whose majority of occurrence ids a detected series holds, if any. */
function truthOf(ledger: BenchLedger, ids: readonly string[]): string | undefined {
  const counts = new Map<string, number>();
  for (const id of ids) {
    const key = ledger.seriesOf?.get(id);
    if (key !== undefined) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  for (const [key, count] of counts) if (count * 2 > ids.length) return key;
  return undefined;
}

/**
 * Recurring detection scored against the generator's series every 13 weeks: precision (detected
 * series that are real), recall (real series with enough occurrences and one still to come that
 * were found) and the error of the next date.
 */
export function scoreDetection(
  ledgers: readonly BenchLedger[],
  origins: (l: BenchLedger) => number[],
): DetectionScore {
  const result: DetectionScore = {
    detected: 0,
    correct: 0,
    eligible: 0,
    found: 0,
    nextDateErrors: [],
  };
  for (const ledger of ledgers) {
    for (const origin of origins(ledger).filter((_, i, all) => (all.length - 1 - i) % 13 === 0)) {
      const asOf = dateOfDayNumber(origin);
      const detected = detectRecurring(ledger.transactions, { asOf });
      const truthFound = new Set<string>();
      for (const series of detected) {
        result.detected += 1;
        const key = truthOf(
          ledger,
          series.occurrences.map((o) => o.id),
        );
        if (key === undefined) continue;
        result.correct += 1;
        truthFound.add(key);
        const next = ledger.transactions.find(
          (t) => t.date > asOf && ledger.seriesOf?.get(t.id) === key,
        );
        const predicted = series.nextDates[0];
        if (next !== undefined && predicted !== undefined && dayNumber(next.date) - origin <= 91) {
          result.nextDateErrors.push(Math.abs(dayNumber(predicted) - dayNumber(next.date)));
        }
      }
      for (const truth of ledger.truth ?? []) {
        const before = ledger.transactions.filter(
          (t) => t.date <= asOf && ledger.seriesOf?.get(t.id) === truth.key,
        );
        const after = ledger.transactions.some(
          (t) => t.date > asOf && ledger.seriesOf?.get(t.id) === truth.key,
        );
        if (before.length < MIN_OCCURRENCES[truth.cadence] || !after) continue;
        result.eligible += 1;
        if (truthFound.has(truth.key)) result.found += 1;
      }
    }
  }
  return result;
}
