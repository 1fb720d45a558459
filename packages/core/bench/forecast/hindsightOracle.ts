// A bound for real ledgers, which have no generator (issue 32, item 6): a forecaster that knows
// each account's whole life, past and future, as a calendar of means but none of its noise.
import { partsOfDay } from '../../src/forecast/engine/calendar.js';
import { balanceAt, flowBetween } from './ledgerHistory.js';
import type { LedgerHistory } from './ledgerHistory.js';
import { HORIZON } from './methods.js';
import type { Method } from './methods.js';

/** Mean net flow (cents) of each day of the month (index 1-31) over the account's whole life. */
const profiles = new WeakMap<LedgerHistory, Float64Array>();

function profileOf(history: LedgerHistory): Float64Array {
  let profile = profiles.get(history);
  if (profile !== undefined) return profile;
  const sums = new Float64Array(32);
  const counts = new Float64Array(32);
  for (let day = history.firstDay; day <= history.lastDay; day += 1) {
    const d = partsOfDay(day).dayOfMonth;
    sums[d] = (sums[d] as number) + (history.flow[day - history.firstDay] as number);
    counts[d] = (counts[d] as number) + 1;
  }
  profile = sums.map((sum, d) => ((counts[d] as number) > 0 ? sum / (counts[d] as number) : 0));
  profiles.set(history, profile);
  return profile;
}

/**
 * Each future day's flow is the mean flow of its day of the month over the account's whole life
 * (the days after the origin too): its true long-run rate and where in the month its salary, rent
 * and cash withdrawals fall, known in hindsight. No forecast from the past alone can know more of
 * a stationary account; what it misses is the noise of the weeks ahead.
 */
export const HINDSIGHT_ORACLE: Method = {
  name: 'oracle (whole life, calendar means)',
  forecast: (history, origin) => {
    const profile = profileOf(history);
    const net = Array.from({ length: HORIZON }, (_, h) => {
      let sum = 0;
      for (let d = origin + 7 * h + 1; d <= origin + 7 * (h + 1); d += 1) {
        sum += profile[partsOfDay(d).dayOfMonth] as number;
      }
      return sum;
    });
    let balance = balanceAt(history, origin);
    return { net, balance: net.map((n) => (balance += n)) };
  },
};

/**
 * The calendar means above corrected, evenly over the weeks they cover, to the realised net flow of
 * the first `weeks` weeks ahead: a forecaster that also knows, to the cent, where the balance is
 * `weeks` weeks on. With 13 it knows week 13 and shows what week 4 asks beyond that; with 4 it
 * knows week 4 and shows what week 13 asks beyond the next month.
 */
function knowingRealisedNet(weeks: number): Method {
  return {
    name: `oracle (whole life, calendar means, realised net of weeks 1-${weeks})`,
    forecast: (history, origin) => {
      const base = HINDSIGHT_ORACLE.forecast(history, origin).net;
      const known = base.slice(0, weeks).reduce((sum, n) => sum + n, 0);
      const gap = (flowBetween(history, origin, origin + 7 * weeks) - known) / weeks;
      const net = base.map((n, h) => n + (h < weeks ? gap : 0));
      let balance = balanceAt(history, origin);
      return { net, balance: net.map((n) => (balance += n)) };
    },
  };
}

export const QUARTER_ORACLE = knowingRealisedNet(HORIZON);
export const MONTH_ORACLE = knowingRealisedNet(4);
