// The forecasts compared in the backtest: the engine, today's fallback and the baselines, each
// giving weekly net flows and week-end balances in cents for 13 weeks after an origin.
import { addMonths, dateOfDayNumber, dayNumber } from '../../src/dates.js';
import { fallbackForecast, forecastCashFlow, toCents } from '../../src/index.js';
import { balanceAt, flowBetween } from './ledgerHistory.js';
import type { LedgerHistory } from './ledgerHistory.js';

export const HORIZON = 13;

export type MethodForecast = { net: number[]; balance: number[]; low?: number[]; high?: number[] };
export type Method = {
  name: string;
  forecast: (history: LedgerHistory, origin: number) => MethodForecast;
};

function fromNets(opening: number, net: number[]): MethodForecast {
  let balance = opening;
  return { net, balance: net.map((n) => (balance += n)) };
}

function meanOfLast(weeks: number): Method {
  return {
    name: `mean of last ${weeks} weeks`,
    forecast: (history, origin) => {
      const mean = flowBetween(history, origin - 7 * weeks, origin) / weeks;
      return fromNets(balanceAt(history, origin), new Array<number>(HORIZON).fill(mean));
    },
  };
}

export const ENGINE: Method = {
  name: 'engine (forecastCashFlow)',
  forecast: (history, origin) => {
    const result = forecastCashFlow(history.ledger.transactions, { asOf: dateOfDayNumber(origin) });
    return {
      net: result.weeks.map((w) => toCents(w.net)),
      balance: result.weeks.map((w) => toCents(w.balance.expected)),
      low: result.weeks.map((w) => toCents(w.balance.low)),
      high: result.weeks.map((w) => toCents(w.balance.high)),
    };
  },
};

export const BASELINES: Method[] = [
  {
    name: 'flat balance',
    forecast: (history, origin) =>
      fromNets(balanceAt(history, origin), new Array<number>(HORIZON).fill(0)),
  },
  meanOfLast(4),
  meanOfLast(13),
  {
    name: 'seasonal naive (lag 4 weeks)',
    forecast: (history, origin) => {
      const net = Array.from({ length: HORIZON }, (_, h) => {
        const back = h - 4 * Math.ceil((h + 1) / 4);
        const end = origin + 7 * (back + 1);
        return flowBetween(history, end - 7, end);
      });
      return fromNets(balanceAt(history, origin), net);
    },
  },
  {
    name: 'monthly calendar replay',
    forecast: (history, origin) => {
      const originDate = dateOfDayNumber(origin);
      const net = new Array<number>(HORIZON).fill(0);
      for (let d = 1; d <= HORIZON * 7; d += 1) {
        const date = dateOfDayNumber(origin + d);
        let months = 1;
        let source = addMonths(date, -months);
        while (source > originDate) source = addMonths(date, -(months += 1));
        const i = dayNumber(source) - history.firstDay;
        const week = Math.floor((d - 1) / 7);
        net[week] = (net[week] as number) + (i >= 0 ? (history.flow[i] as number) : 0);
      }
      return fromNets(balanceAt(history, origin), net);
    },
  },
  {
    name: "today's fallback (90-day average)",
    forecast: (history, origin) => {
      const result = fallbackForecast(history.ledger.transactions, {
        asOf: dateOfDayNumber(origin),
      });
      return {
        net: result.weeklyForecasts.map((w) => toCents(w.inflows) - toCents(w.outflows)),
        balance: result.weeklyForecasts.map((w) => toCents(w.realistic)),
      };
    },
  },
];

/** Knows every future flow but the one-off purchases and owner transfers. */
export const ORACLE: Method = {
  name: 'oracle (all but one-offs/owner)',
  forecast: (history, origin) => {
    const net = Array.from({ length: HORIZON }, (_, h) => {
      const from = origin + 7 * h;
      let unforeseeable = 0;
      for (let d = from + 1; d <= from + 7; d += 1) {
        unforeseeable += history.unforeseeable[d - history.firstDay] ?? 0;
      }
      return flowBetween(history, from, from + 7) - unforeseeable;
    });
    return fromNets(balanceAt(history, origin), net);
  },
};
