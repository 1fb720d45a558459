import { dateOfDayNumber, dayNumber } from '../dates.js';
import type { IsoDate } from '../dates.js';
import { cashOutOf } from '../forecast/cashOutRisk.js';
import type { CashOut } from '../forecast/cashOutRisk.js';
import type { CashFlowForecast, UpcomingRecurring } from '../forecast/engine/forecastTypes.js';
import { fromCents, toCents } from '../money.js';
import { addedMovements } from './layerMovements.js';
import type { Movement } from './layerMovements.js';
import type { ScenarioLayer } from './scenarioSchema.js';
import { seriesMovements } from './seriesEdits.js';

/** What a scenario is computed from: the engine's forecast and the series it placed. */
export type ScenarioBase = {
  forecast: CashFlowForecast;
  upcoming: readonly UpcomingRecurring[];
};

/** The lowest expected week-end balance, its week (0-based) and the day that week ends. */
export type LowestPoint = { week: number; weekEnd: IsoDate; balance: number };

/** A forecast with its headline figures: the base's, or a scenario's on top of it. */
export type ScenarioForecast = {
  forecast: CashFlowForecast;
  /** Per week, what the layers change: money in, money out and the week-end balance (signed). */
  changes: { inflows: number; outflows: number; balance: number }[];
  lowest: LowestPoint | null;
  cashOut: CashOut;
  /** The day cash runs out within the horizon: the end of the first week whose expected balance
   * is below zero (the as-of day when it opens at or below zero); null when it does not. */
  cashOutDate: IsoDate | null;
};

function headline(forecast: CashFlowForecast): Omit<ScenarioForecast, 'forecast' | 'changes'> {
  let lowest: LowestPoint | null = null;
  for (const [week, row] of forecast.weeks.entries()) {
    if (lowest === null || row.balance.expected < lowest.balance) {
      lowest = { week, weekEnd: row.end, balance: row.balance.expected };
    }
  }
  const cashOut = cashOutOf(
    forecast.openingBalance,
    forecast.weeks.map((row) => ({
      expected: row.balance.expected,
      range: [row.balance.low, row.balance.high] as const,
    })),
  );
  const cashOutDate =
    cashOut.status === 'already'
      ? forecast.asOf
      : cashOut.status === 'expected'
        ? (forecast.weeks[cashOut.week]?.end ?? null)
        : null;
  return { lowest, cashOut, cashOutDate };
}

/** The base forecast itself, with its headline figures and no changes. */
export function baseScenarioForecast(base: ScenarioBase): ScenarioForecast {
  return {
    forecast: base.forecast,
    changes: base.forecast.weeks.map(() => ({ inflows: 0, outflows: 0, balance: 0 })),
    ...headline(base.forecast),
  };
}

/**
 * A scenario's forecast: the layers' movements added to the base forecast's weeks (week 1 is the
 * 7 days after the as-of date), its balances and range moved by their running total, so the
 * scenario keeps the base's likely range around its own path. Computed from the base's weeks, not
 * by forecasting again, so it costs the same at any ledger size. A week whose money in would go
 * below zero (a removed receipt the engine's adjustment had already trimmed) carries the rest as
 * money out, and the reverse, so each week's net is exact.
 */
export function applyScenario(
  base: ScenarioBase,
  layers: readonly ScenarioLayer[],
): ScenarioForecast {
  const { forecast } = base;
  const asOfDay = dayNumber(forecast.asOf);
  const weekCount = forecast.weeks.length;
  const until = dateOfDayNumber(asOfDay + weekCount * 7);
  const movements: Movement[] = [
    ...layers.flatMap((layer) => addedMovements(layer, until)),
    ...seriesMovements(base.upcoming, layers, until),
  ];
  const inDelta = new Array<number>(weekCount).fill(0);
  const outDelta = new Array<number>(weekCount).fill(0);
  for (const movement of movements) {
    const offset = dayNumber(movement.date) - asOfDay - 1;
    if (offset < 0 || offset >= weekCount * 7) continue;
    const week = Math.floor(offset / 7);
    const delta = movement.side === 'inflow' ? inDelta : outDelta;
    delta[week] = (delta[week] as number) + movement.cents;
  }

  let shift = 0;
  const changes: ScenarioForecast['changes'] = [];
  const weeks = forecast.weeks.map((row, w) => {
    const inCents = inDelta[w] as number;
    const outCents = outDelta[w] as number;
    shift += inCents - outCents;
    let inflows = toCents(row.inflows) + inCents;
    let outflows = toCents(row.outflows) + outCents;
    if (inflows < 0) [outflows, inflows] = [outflows - inflows, 0];
    if (outflows < 0) [inflows, outflows] = [inflows - outflows, 0];
    changes.push({
      inflows: fromCents(inCents),
      outflows: fromCents(outCents),
      balance: fromCents(shift),
    });
    return {
      ...row,
      inflows: fromCents(inflows),
      outflows: fromCents(outflows),
      net: fromCents(inflows - outflows),
      balance: {
        low: fromCents(toCents(row.balance.low) + shift),
        expected: fromCents(toCents(row.balance.expected) + shift),
        high: fromCents(toCents(row.balance.high) + shift),
      },
    };
  });
  const scenario: CashFlowForecast = { ...forecast, weeks };
  return { forecast: scenario, changes, ...headline(scenario) };
}
