// The best any forecaster can do on average on a generated ledger (issue 32, item 6): it knows the
// generator's expected flow of every day (its means, schedules, trend and season, and the mean of
// the flows that come by chance) but not the noise that was drawn.
import { dayNumber } from '../../src/dates.js';
import { toCents } from '../../src/index.js';
import { TOP_UP } from './businessLedgers.js';
import { balanceAt } from './ledgerHistory.js';
import type { LedgerHistory } from './ledgerHistory.js';
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

/** The owner's top-ups of a generated ledger (cents by day, index day - firstDay). */
const topUpsByLedger = new WeakMap<LedgerHistory, Float64Array>();

function topUpsOf(history: LedgerHistory): Float64Array {
  let topUps = topUpsByLedger.get(history);
  if (topUps !== undefined) return topUps;
  topUps = new Float64Array(history.lastDay - history.firstDay + 1);
  for (const t of history.ledger.transactions) {
    if (t.category !== TOP_UP) continue;
    const i = dayNumber(t.date) - history.firstDay;
    topUps[i] = (topUps[i] as number) + toCents(t.amount);
  }
  topUpsByLedger.set(history, topUps);
  return topUps;
}

/**
 * The generator's oracle without the owner's top-ups to come: those answer the realised balance
 * (the owner tops up after it falls below the minimum), so no forecast can know them. What the
 * oracle's direction and low-cash figures owe to knowing them is the gap between the two.
 */
export const WITHOUT_TOP_UPS: Method = {
  name: "oracle (generator's expected flows, no top-ups to come)",
  forecast: (history, origin) => {
    const topUps = topUpsOf(history);
    const known = GENERATOR_ORACLE.forecast(history, origin).net;
    const net = known.map((n, h) => {
      let sum = n;
      for (let d = origin + 7 * h + 1; d <= origin + 7 * (h + 1); d += 1) {
        sum -= topUps[d - history.firstDay] ?? 0;
      }
      return sum;
    });
    let balance = balanceAt(history, origin);
    return { net, balance: net.map((n) => (balance += n)) };
  },
};
