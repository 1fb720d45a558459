import type { Transaction } from '../../transaction.js';
import type { FoundSeries, PayeeGroups } from './findSeries.js';
import type { LedgerRows } from './ledgerRows.js';
import { normalisePayee } from './normalisePayee.js';
import type { PayeeRhythm } from './payeeRhythm.js';
import { placeRhythms, placeSeries } from './placeFlows.js';
import type { WeeklyPlan } from './placeFlows.js';
import { residualWeekly } from './residualModel.js';
import type { WeeklyFlows } from './weeklyFlows.js';

/** What the engine read its forecast from: the rows, their payees, and how each was explained. */
export type EngineReading = {
  transactions: readonly Transaction[];
  rows: LedgerRows;
  groups: PayeeGroups;
  /** Rows of recurring series and rhythms: not in the residual flow. */
  explained: Uint8Array;
  residual: WeeklyFlows;
  placed: readonly FoundSeries[];
  rhythms: readonly PayeeRhythm[];
};

/** The part of the residual weekly mean a payee's unexplained rows make (cents a week). */
function residualShare(rows: readonly number[], reading: EngineReading): number {
  const { residual, explained } = reading;
  const firstWeekStart = reading.rows.asOfDay - residual.weeks * 7 + 1;
  const values = new Float64Array(residual.weeks);
  let lead = 0;
  for (const r of rows) {
    if (explained[r] !== 0) continue;
    const cents = Math.abs(reading.rows.cents[r] as number);
    const offset = (reading.rows.day[r] as number) - firstWeekStart;
    if (offset < 0) lead += cents;
    else values[Math.floor(offset / 7)] = (values[Math.floor(offset / 7)] as number) + cents;
  }
  return residualWeekly(values, residual.weeks, { cents: lead, days: residual.lead.days });
}

/**
 * The engine's forecast of each payee's money in (or out) over the weeks, cents, made as the
 * engine makes it: its recurring series on their dates, its rhythm after its gaps, else its share
 * of the residual weekly mean. What a payee's open invoices (or bills) will be paid with is in
 * there already, so it can be taken out rather than counted twice.
 */
export function payeeBaselines(
  keys: Iterable<string>,
  inflow: boolean,
  reading: EngineReading,
  weeks: number,
): Map<string, number[]> {
  const baselines = new Map<string, number[]>();
  const wanted = new Set(keys);
  if (wanted.size === 0) return baselines;
  const plan = (): WeeklyPlan => ({
    inflowCents: new Array<number>(weeks).fill(0),
    outflowCents: new Array<number>(weeks).fill(0),
  });
  const plans = new Map<string, WeeklyPlan>();
  const planOf = (key: string) => {
    let found = plans.get(key);
    if (found === undefined) plans.set(key, (found = plan()));
    return found;
  };
  const asOfDay = reading.rows.asOfDay;
  for (const series of reading.placed) {
    if (series.inflow === inflow && wanted.has(series.payeeKey)) {
      placeSeries(planOf(series.payeeKey), series, asOfDay);
    }
  }
  for (const rhythm of reading.rhythms) {
    if (rhythm.inflow !== inflow) continue;
    const row = rhythm.occurrences[0]?.rows[0] ?? 0;
    const source = reading.rows.source[row] as number;
    const key = normalisePayee((reading.transactions[source] as Transaction).description);
    if (wanted.has(key)) placeRhythms(planOf(key), [rhythm], asOfDay);
  }
  for (const key of wanted) {
    const rows = reading.groups.get((inflow ? '+' : '-') + key);
    const share = rows === undefined ? 0 : residualShare(rows, reading);
    const placed = plans.get(key);
    if (placed === undefined && share === 0) continue;
    const flows = placed === undefined ? null : inflow ? placed.inflowCents : placed.outflowCents;
    baselines.set(
      key,
      Array.from({ length: weeks }, (_, w) => share + (flows === null ? 0 : (flows[w] as number))),
    );
  }
  return baselines;
}
