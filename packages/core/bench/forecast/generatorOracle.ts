// The best any forecaster can do on average on a generated ledger (issue 32, item 6): it knows the
// generator's expected flow of every day (its means, schedules, trend and season, and the mean of
// the flows that come by chance) but not the noise that was drawn.
import { balanceAt } from './ledgerHistory.js';
import { HORIZON } from './methods.js';
import type { Method } from './methods.js';

export const GENERATOR_ORACLE: Method = {
  name: "oracle (generator's expected flows)",
  forecast: (history, origin) => {
    const expected = history.ledger.expected;
    const net = Array.from({ length: HORIZON }, (_, h) => {
      let sum = 0;
      for (let d = origin + 7 * h + 1; d <= origin + 7 * (h + 1); d += 1) {
        sum += expected?.cents[d - expected.firstDay] ?? 0;
      }
      return sum;
    });
    let balance = balanceAt(history, origin);
    return { net, balance: net.map((n) => (balance += n)) };
  },
};

/**
 * The ledger's own net flow with none of its noise: the generator's expected flow of the history's
 * days (owner top-ups as they came), its weekly mean carried on. What a forecast that follows the
 * recent net flow (decisions.md) reaches at best on a young ledger: where it misses the simple
 * methods, so must any such forecast.
 */
export const HISTORY_ORACLE: Method = {
  name: "oracle (history's expected mean net)",
  forecast: (history, origin) => {
    const expected = history.ledger.expected;
    let sum = 0;
    for (let d = history.firstDay; d <= origin; d += 1) {
      sum += expected?.cents[d - expected.firstDay] ?? 0;
    }
    const weekly = (sum * 7) / (origin - history.firstDay + 1);
    const opening = balanceAt(history, origin);
    return {
      net: new Array<number>(HORIZON).fill(weekly),
      balance: Array.from({ length: HORIZON }, (_, h) => opening + weekly * (h + 1)),
    };
  },
};
