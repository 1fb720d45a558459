// The low-cash warning in the backtest (issue 32, item 7): the engine warns by the app's rule
// (`warnsOfLowCash`: expected balance below the threshold within 13 weeks, or a chance of 1 in 3 or
// more of it), a forecast without a range where its balance falls below; scored against what the
// balance did.
import { precision, recall } from './metrics.js';
import type { LowCash, Scores } from './metrics.js';
import { pct } from './report.js';

const events = (c: LowCash) => c.truePositive + c.falseNegative;

function line(label: string, c: LowCash, reference: string): [string, boolean] {
  const p = precision(c);
  const r = recall(c);
  return [
    `low-cash warning, ${label}: precision ${pct(p)}, recall ${pct(r)} over ${events(c)} origins where it happened (needs both >= 80%)${reference}`,
    p >= 0.8 && r >= 0.8,
  ];
}

/**
 * The target lines for the engine's warning at 10% of the opening balance and, where the ledgers
 * have one, below their own minimum; `oracle` (when given) says what knowing the expected flows
 * reaches on the same events.
 */
export function lowCashLines(engine: Scores, oracle?: Scores): [string, boolean][] {
  const reference = (c: LowCash) =>
    oracle === undefined
      ? ''
      : `; the oracle's expected path ${pct(precision(c))} and ${pct(recall(c))}`;
  const lines = [
    line(
      'balance below 10% of the opening',
      engine.lowCash,
      oracle === undefined ? '' : reference(oracle.lowCash),
    ),
  ];
  if (events(engine.lowCashMinimum) + engine.lowCashMinimum.falsePositive > 0) {
    lines.push(
      line(
        "balance below the business's own minimum (where its owner tops it up)",
        engine.lowCashMinimum,
        oracle === undefined ? '' : reference(oracle.lowCashMinimum),
      ),
    );
  }
  return lines;
}
