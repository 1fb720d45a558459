// The low-cash warning's trade-off between precision and recall (issue 32, item 7): the engine's
// warning read at several chances of a balance below the threshold, and an oracle's, which knows
// the expected flows and, in hindsight, the spread of its own errors on the same ledger.
import { LOW_CASH_CHANCE } from '../../src/accounts/lowCash.js';
import { chanceBelow } from '../../src/forecast/cashOutRisk.js';
import { precision, recall, tally, tenthOf } from './metrics.js';
import type { LowCash, LowCashCase } from './metrics.js';
import { pct, table } from './report.js';

/** A warning rule: the chance (0-1) it gives an origin's balance of falling below the threshold. */
type ChanceOf = (c: LowCashCase, threshold: number) => number;

/** The engine's own chance: the largest of its weeks', read from its range (`chanceBelow`). */
export const rangeChance: ChanceOf = ({ forecast }, threshold) => {
  const { balance, low, high } = forecast;
  if (low === undefined || high === undefined) return Number.NaN;
  return Math.max(
    ...balance.map(
      (expected, h) =>
        chanceBelow({ expected, range: [low[h] as number, high[h] as number] }, threshold) ?? 0,
    ),
  );
};

/**
 * A forecast without a range given the spread of its own errors in hindsight: the share of the
 * error paths (actual less forecast, 13 weeks) of the ledger's other origins that, added to this
 * origin's forecast, take it below the threshold. With the generator's oracle this is as near as
 * the backtest comes to the true chance of the event.
 */
export function hindsightChance(cases: readonly LowCashCase[]): ChanceOf {
  const errorsOf = new Map<string, { c: LowCashCase; errors: number[] }[]>();
  for (const c of cases) {
    const errors = c.actual.balance.map((b, h) => b - (c.forecast.balance[h] as number));
    const list = errorsOf.get(c.actual.ledger) ?? [];
    list.push({ c, errors });
    errorsOf.set(c.actual.ledger, list);
  }
  return (c, threshold) => {
    const others = (errorsOf.get(c.actual.ledger) ?? []).filter((o) => o.c !== c);
    if (others.length === 0) return 0;
    const crossing = others.filter(({ errors }) =>
      c.forecast.balance.some((b, h) => b + (errors[h] as number) < threshold),
    );
    return crossing.length / others.length;
  };
}

type Row = { label: string; tenth: LowCash; minimum: LowCash };

/** P and R at each chance level, for both thresholds (the ledger's own minimum where it has one). */
function rows(cases: readonly LowCashCase[], chance: ChanceOf, levels: number[], name: string) {
  const scored = cases.map((c) => {
    const { opening, balance, minimum } = c.actual;
    const tenth = tenthOf(opening);
    return {
      tenth: Number.isNaN(tenth) ? Number.NaN : chance(c, tenth),
      tenthHappened: balance.some((b) => b < tenth),
      minimum: minimum === undefined ? Number.NaN : chance(c, minimum),
      minimumHappened: minimum !== undefined && balance.some((b) => b < minimum),
    };
  });
  return levels.map((level): Row => {
    const row: Row = {
      label: `${name}, chance >= ${level === LOW_CASH_CHANCE ? '1 in 3 (the app)' : pct(level)}`,
      tenth: { truePositive: 0, falsePositive: 0, falseNegative: 0 },
      minimum: { truePositive: 0, falsePositive: 0, falseNegative: 0 },
    };
    for (const s of scored) {
      // NaN (no threshold) is never >= level: such an origin is never warned of.
      tally(row.tenth, s.tenth >= level, s.tenthHappened);
      tally(row.minimum, s.minimum >= level, s.minimumHappened);
    }
    return row;
  });
}

/** The better of precision and recall's lower one: how near a rule comes to the 80%/80% target. */
const floorOf = (c: LowCash) => Math.min(precision(c), recall(c));

export type TradeOffMethod = { name: string; cases: readonly LowCashCase[]; chance: ChanceOf };

export const ENGINE_LEVELS = [0.5, 0.4, LOW_CASH_CHANCE, 0.25, 0.2, 0.1];
export const ORACLE_LEVELS = [0.8, 0.6, 0.5, 0.4, LOW_CASH_CHANCE, 0.2, 0.1];

/**
 * The trade-off table, one row per method and chance level, and for each method the level whose
 * lower of precision and recall is highest: the most any of its levels can claim of the target.
 */
export function tradeOffReport(
  methods: { method: TradeOffMethod; levels: number[] }[],
  withMinimum: boolean,
): string {
  const all: Row[] = [];
  const best: string[] = [];
  for (const { method, levels } of methods) {
    const list = rows(method.cases, method.chance, levels, method.name);
    all.push(...list);
    const floor = (r: Row) =>
      withMinimum ? Math.min(floorOf(r.tenth), floorOf(r.minimum)) : floorOf(r.tenth);
    const top = list.reduce((a, b) => (floor(b) > floor(a) ? b : a));
    best.push(
      `- ${top.label}: the best of its levels, precision and recall both >= ${pct(floor(top))}${floor(top) >= 0.8 ? ' (target reached)' : ' (the 80%/80% target out of its reach)'}`,
    );
  }
  const header = ['rule', 'below 10% of opening: P', 'R'];
  if (withMinimum) header.push('below own minimum: P', 'R');
  const body = all.map((r) => {
    const cells = [r.label, pct(precision(r.tenth)), pct(recall(r.tenth))];
    if (withMinimum) cells.push(pct(precision(r.minimum)), pct(recall(r.minimum)));
    return cells;
  });
  return `${table(header, body)}\n\n${best.join('\n')}`;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? Number.NaN : (sorted[Math.floor(sorted.length / 2)] as number);
}

/**
 * How large a forecast's error is beside the thresholds: the median of |actual - forecast| at
 * week `h` over the threshold (10% of the opening; the ledger's own minimum where it has one).
 * Where it is near 1 or above, whether a week-end falls below is mostly the noise no one knows.
 */
export function noiseOverThreshold(
  cases: readonly LowCashCase[],
  h: number,
): { tenth: number; minimum: number } {
  const error = (c: LowCashCase) =>
    Math.abs((c.actual.balance[h - 1] as number) - (c.forecast.balance[h - 1] as number));
  const withOpening = cases.filter((c) => c.actual.opening > 0);
  const withMinimum = cases.filter((c) => (c.actual.minimum ?? 0) > 0);
  return {
    tenth: median(withOpening.map((c) => error(c) / tenthOf(c.actual.opening))),
    minimum: median(withMinimum.map((c) => error(c) / (c.actual.minimum as number))),
  };
}
