import { quantileOfSorted } from './errorBands.js';

/** Past errors a horizon needs before their median moves the forecast. */
export const MIN_BIAS_ERRORS = 20;
/** The median is shrunk towards no correction by n / (n + `BIAS_SHRINK`) for n past errors. */
export const BIAS_SHRINK = 20;

/**
 * Per horizon, how far the forecast's balance is moved (cents): the median of the errors (actual -
 * forecast) it made at the ledger's past origins (see `fitAdjustment`), shrunk towards zero as
 * fewer errors back it, and none under `MIN_BIAS_ERRORS`. A forecast whose balance came out too
 * low week after week (a growing business whose sales the means trail) is raised by what it missed;
 * a few weeks of history say too little and move nothing.
 */
export function horizonBias(errors: readonly (readonly number[])[]): number[] {
  return errors.map((list) => {
    if (list.length < MIN_BIAS_ERRORS) return 0;
    const median = quantileOfSorted(
      [...list].sort((a, b) => a - b),
      0.5,
    );
    return (median * list.length) / (list.length + BIAS_SHRINK);
  });
}

/** The past errors as they would have been with the bias correction made. */
export function correctedErrors(
  errors: readonly (readonly number[])[],
  bias: readonly number[],
): number[][] {
  return errors.map((list, h) => list.map((error) => error - (bias[h] ?? 0)));
}
