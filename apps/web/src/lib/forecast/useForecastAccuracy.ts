import { forecastAccuracySteps } from '@cashline/core';
import type { ForecastAccuracy, IsoDate, RecurringChoices, Transaction } from '@cashline/core';
import { useEffect, useState } from 'react';
import { SLICE_MS, nextTurn } from '../workInSlices';
import { choicesKey } from './choicesKey';

export type AccuracyState =
  | { status: 'checking'; done: number; total: number }
  | { status: 'done'; accuracy: ForecastAccuracy };

/** Checks already made, per transaction list, as the engine's forecasts are cached. */
const results = new WeakMap<readonly Transaction[], Map<string, ForecastAccuracy>>();

/**
 * "How accurate has this been?" on the user's ledger: the engine re-run at each past origin, in
 * slices of at most SLICE_MS so the page stays responsive on a large ledger (each run reads the
 * whole history), with the progress to show between slices. A small ledger is checked in one
 * slice, so the panel renders once instead of once per origin.
 */
export function useForecastAccuracy(
  transactions: readonly Transaction[],
  asOf: IsoDate,
  choices: RecurringChoices,
): AccuracyState {
  const key = `${asOf}|${choicesKey(choices)}`;
  const [progress, setProgress] = useState<{
    list: readonly Transaction[];
    key: string;
    state: AccuracyState;
  } | null>(null);

  useEffect(() => {
    if (results.get(transactions)?.has(key)) return undefined;
    const steps = forecastAccuracySteps(transactions, { asOf, choices });
    let stopped = false;
    const check = async () => {
      // The page draws its figures first; the checks wait for the next turn.
      await nextTurn();
      let sliceStarted = performance.now();
      while (!stopped) {
        const next = steps.next();
        if (next.done === true) {
          const byKey = results.get(transactions) ?? new Map<string, ForecastAccuracy>();
          byKey.set(key, next.value);
          results.set(transactions, byKey);
          setProgress({ list: transactions, key, state: { status: 'done', accuracy: next.value } });
          return;
        }
        if (performance.now() - sliceStarted >= SLICE_MS) {
          setProgress({ list: transactions, key, state: { status: 'checking', ...next.value } });
          await nextTurn();
          sliceStarted = performance.now();
        }
      }
    };
    void check();
    return () => {
      stopped = true;
    };
  }, [transactions, asOf, choices, key]);

  const known = results.get(transactions)?.get(key);
  if (known) return { status: 'done', accuracy: known };
  if (progress && progress.list === transactions && progress.key === key) return progress.state;
  return { status: 'checking', done: 0, total: 0 };
}
