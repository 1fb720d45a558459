// What the Berka targets ask: most of the money these personal accounts move is cash paid in or
// taken out at the counter, which no calendar or payee history foretells.
import { dayNumber } from '../../src/dates.js';
import { toCents } from '../../src/index.js';
import { balanceAt, flowBetween } from './ledgerHistory.js';
import type { LedgerHistory } from './ledgerHistory.js';
import { HORIZON } from './methods.js';
import type { Method } from './methods.js';

const isCash = (description: string) =>
  description === 'Cash deposit' || description === 'Cash withdrawal';

const cashByDay = new WeakMap<LedgerHistory, Float64Array>();

/** The ledger's cash deposits and withdrawals by day, index day - firstDay. */
function cashOf(history: LedgerHistory): Float64Array {
  const known = cashByDay.get(history);
  if (known !== undefined) return known;
  const cash = new Float64Array(history.lastDay - history.firstDay + 1);
  for (const t of history.ledger.transactions) {
    if (!isCash(t.description)) continue;
    const i = dayNumber(t.date) - history.firstDay;
    cash[i] = (cash[i] as number) + toCents(t.amount);
  }
  cashByDay.set(history, cash);
  return cash;
}

function cashBetween(cash: Float64Array, history: LedgerHistory, from: number, to: number) {
  let sum = 0;
  for (let d = Math.max(from, history.firstDay - 1) + 1; d <= to; d += 1) {
    sum += cash[d - history.firstDay] ?? 0;
  }
  return sum;
}

/** Share of the money moved (in and out) that is cash deposits and withdrawals. */
export function cashShare(
  ledgers: readonly { transactions: { description: string; amount: number }[] }[],
) {
  let cash = 0;
  let all = 0;
  for (const ledger of ledgers) {
    for (const t of ledger.transactions) {
      const cents = Math.abs(toCents(t.amount));
      all += cents;
      if (isCash(t.description)) cash += cents;
    }
  }
  return all === 0 ? 0 : cash / all;
}

/** Knows every future flow but cash, which it takes at its weekly mean of the last 13 weeks. */
export const CASH_ORACLE: Method = {
  name: 'oracle (all but cash, cash at 13-week mean)',
  forecast: (history, origin) => {
    const cash = cashOf(history);
    const weeklyCash = cashBetween(cash, history, origin - 91, origin) / 13;
    const net = Array.from({ length: HORIZON }, (_, h) => {
      const from = origin + 7 * h;
      return (
        flowBetween(history, from, from + 7) -
        cashBetween(cash, history, from, from + 7) +
        weeklyCash
      );
    });
    let balance = balanceAt(history, origin);
    return { net, balance: net.map((n) => (balance += n)) };
  },
};
