import { forecastAccuracySteps } from '@cashline/core';
import type { ForecastAccuracy, IsoDate, RecurringChoices, Transaction } from '@cashline/core';
import { useEffect, useState } from 'react';
import { choicesKey } from './choicesKey';

export type AccuracyState =
  | { status: 'checking'; done: number; total: number }
  | { status: 'done'; accuracy: ForecastAccuracy };

/** Checks already made, per transaction list, as the engine's forecasts are cached. */
const results = new WeakMap<readonly Transaction[], Map<string, ForecastAccuracy>>();

/**
 * "How accurate has this been?" on the user's ledger: the engine re-run at each past origin, one
 * origin per task so the page stays responsive on a large ledger (each run reads the whole
 * history), with the progress to show meanwhile.
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
    let timer: ReturnType<typeof setTimeout> | undefined;
    const step = () => {
      const next = steps.next();
      if (next.done === true) {
        const byKey = results.get(transactions) ?? new Map<string, ForecastAccuracy>();
        byKey.set(key, next.value);
        results.set(transactions, byKey);
        setProgress({ list: transactions, key, state: { status: 'done', accuracy: next.value } });
        return;
      }
      setProgress({ list: transactions, key, state: { status: 'checking', ...next.value } });
      timer = setTimeout(step, 0);
    };
    timer = setTimeout(step, 0);
    return () => clearTimeout(timer);
  }, [transactions, asOf, choices, key]);

  const known = results.get(transactions)?.get(key);
  if (known) return { status: 'done', accuracy: known };
  if (progress && progress.list === transactions && progress.key === key) return progress.state;
  return { status: 'checking', done: 0, total: 0 };
}
