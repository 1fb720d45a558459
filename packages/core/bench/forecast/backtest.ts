import { weekdayOf } from '../../src/forecast/engine/calendar.js';
import type { BenchLedger } from './benchLedger.js';
import { balanceAt, flowBetween, ledgerHistory } from './ledgerHistory.js';
import type { LedgerHistory } from './ledgerHistory.js';
import { emptyScores, score } from './metrics.js';
import type { Actual, Scores } from './metrics.js';
import { HORIZON } from './methods.js';
import type { Method } from './methods.js';

export const HISTORY_WEEKS = 26;

/** Every Sunday with 26 weeks of history before it and 13 weeks after it in the ledger. */
export function originsOf(history: LedgerHistory): number[] {
  const origins: number[] = [];
  let day = history.firstDay + HISTORY_WEEKS * 7;
  day += (7 - weekdayOf(day)) % 7;
  for (; day + HORIZON * 7 <= history.lastDay; day += 7) origins.push(day);
  return origins;
}

function actualAfter(history: LedgerHistory, origin: number): Actual {
  return {
    ledger: history.ledger.name,
    opening: balanceAt(history, origin),
    net: Array.from({ length: HORIZON }, (_, h) =>
      flowBetween(history, origin + 7 * h, origin + 7 * (h + 1)),
    ),
    balance: Array.from({ length: HORIZON }, (_, h) => balanceAt(history, origin + 7 * (h + 1))),
    ...(history.ledger.minimum === undefined ? {} : { minimum: history.ledger.minimum }),
  };
}

export type BacktestResult = { scores: Map<string, Scores>; ledgers: number; origins: number };

/** Runs every method at every origin of every ledger and scores it against what followed. */
export function backtest(
  ledgers: readonly BenchLedger[],
  methods: readonly Method[],
  originsFor: (history: LedgerHistory) => number[] = originsOf,
): BacktestResult {
  const scores = new Map(methods.map((m) => [m.name, emptyScores()]));
  let used = 0;
  let origins = 0;
  for (const ledger of ledgers) {
    const history = ledgerHistory(ledger);
    const list = originsFor(history);
    if (list.length === 0) continue;
    used += 1;
    for (const origin of list) {
      origins += 1;
      const actual = actualAfter(history, origin);
      for (const method of methods) {
        score(scores.get(method.name) as Scores, method.forecast(history, origin), actual);
      }
    }
  }
  return { scores, ledgers: used, origins };
}
