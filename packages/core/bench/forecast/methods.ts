// The forecasts compared in the backtest: the engine, the ai.md 90-day average and the other baselines, each
// giving weekly net flows and week-end balances in cents for 13 weeks after an origin.
import { addMonths, dateOfDayNumber, dayNumber } from '../../src/dates.js';
import { averageForecast, forecastCashFlow, toCents } from '../../src/index.js';
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
      net: result.weeks.map((w) => toCents(w.net) + toCents(w.adjustment)),
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
    name: '90-day average (ai.md)',
    forecast: (history, origin) => {
      const result = averageForecast(history.ledger.transactions, {
        asOf: dateOfDayNumber(origin),
      });
      return {
        net: result.weeklyForecasts.map((w) => toCents(w.inflows) - toCents(w.outflows)),
        balance: result.weeklyForecasts.map((w) => toCents(w.realistic)),
      };
    },
  },
];

/** The days' sum of a daily array of the history, days (from, to]. */
function sumDays(history: LedgerHistory, values: Float64Array, from: number, to: number): number {
  let sum = 0;
  for (let d = from + 1; d <= to; d += 1) sum += values[d - history.firstDay] ?? 0;
  return sum;
}

/** Knows every future flow but the one-off purchases and owner transfers. */
export const ORACLE: Method = {
  name: 'oracle (all but one-offs/owner)',
  forecast: (history, origin) => {
    const net = Array.from({ length: HORIZON }, (_, h) => {
      const from = origin + 7 * h;
      return (
        flowBetween(history, from, from + 7) -
        sumDays(history, history.unforeseeable, from, from + 7)
      );
    });
    return fromNets(balanceAt(history, origin), net);
  },
};

/**
 * What knowing the future's schedule but not its noise reaches: every recurring payment exactly,
 * no one-off or owner transfer, and the flows that follow no calendar (card sales, invoices paid,
 * supplier bills) at their daily mean over the 13 weeks before and after the origin (a better mean
 * than any forecast can know).
 */
export const MEANS_ORACLE: Method = {
  name: 'oracle, means only for sales/bills',
  forecast: (history, origin) => {
    // Clamped to the history: a young ledger has no days before its first.
    const from = Math.max(origin - 91, history.firstDay - 1);
    const dailyMean = sumDays(history, history.other, from, origin + 91) / (origin + 91 - from);
    const net = Array.from({ length: HORIZON }, (_, h) => {
      const from = origin + 7 * h;
      return (
        flowBetween(history, from, from + 7) -
        sumDays(history, history.unforeseeable, from, from + 7) -
        sumDays(history, history.other, from, from + 7) +
        7 * dailyMean
      );
    });
    return fromNets(balanceAt(history, origin), net);
  },
};
