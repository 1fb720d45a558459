// The young-ledger backtest (issue 32): one origin per ledger at 4, 8, 12 or 26 weeks after its first
// transaction, so that the engine sees exactly those weeks, and the simple methods a new user's
// spreadsheet would use on them.
import { balanceAt, flowBetween } from './ledgerHistory.js';
import type { LedgerHistory } from './ledgerHistory.js';
import { HORIZON } from './methods.js';
import type { Method, MethodForecast } from './methods.js';

export const YOUNG_WEEKS = [4, 8, 12, 26] as const;

/** The day `weeks` whole weeks after the ledger's first day, when 13 weeks follow it. */
export function youngOrigin(weeks: number): (history: LedgerHistory) => number[] {
  return (history) => {
    const origin = history.firstDay + weeks * 7 - 1;
    return origin + HORIZON * 7 <= history.lastDay ? [origin] : [];
  };
}

function line(opening: number, weekly: number): MethodForecast {
  const net = new Array<number>(HORIZON).fill(weekly);
  return { net, balance: net.map((_, h) => opening + weekly * (h + 1)) };
}

/** The weeks of history from the first day to the origin. */
const weeksOf = (history: LedgerHistory, origin: number) => (origin - history.firstDay + 1) / 7;

export const YOUNG_BASELINES: Method[] = [
  { name: 'flat balance', forecast: (history, origin) => line(balanceAt(history, origin), 0) },
  {
    name: 'mean weekly net of the weeks there are',
    forecast: (history, origin) =>
      line(
        balanceAt(history, origin),
        flowBetween(history, history.firstDay - 1, origin) / weeksOf(history, origin),
      ),
  },
  {
    name: 'run-rate line, first to last balance',
    forecast: (history, origin) => {
      const first = balanceAt(history, history.firstDay);
      const last = balanceAt(history, origin);
      return line(last, (last - first) / ((origin - history.firstDay) / 7));
    },
  },
];
