import { addDays, addMonths } from '../dates.js';
import type { IsoDate } from '../dates.js';
import { scaleCents, toCents } from '../money.js';
import type { Cents } from '../money.js';
import { loanSchedule } from './loanSchedule.js';
import type { LayerCadence, ScenarioLayer } from './scenarioSchema.js';

/**
 * A change to one side of the forecast on a day: `cents` is added to that day's money in
 * (`inflow`) or money out (`outflow`, positive), and may be negative (a payment taken away).
 */
export type Movement = { date: IsoDate; side: 'inflow' | 'outflow'; cents: Cents };

/** A signed amount (money out negative) as a movement on its side. */
export function signedMovement(date: IsoDate, cents: Cents): Movement {
  return cents > 0 ? { date, side: 'inflow', cents } : { date, side: 'outflow', cents: -cents };
}

const MONTHS: Record<Exclude<LayerCadence, 'weekly'>, number> = {
  monthly: 1,
  quarterly: 3,
  annual: 12,
};

/**
 * The due dates of a repeating layer from its start to the earlier of its end and `until`: each
 * counted from the start (the 31st stays the 31st where a month has one).
 */
export function repeatingDates(start: IsoDate, cadence: LayerCadence, last: IsoDate): IsoDate[] {
  const dates: IsoDate[] = [];
  for (let k = 0; ; k += 1) {
    const date =
      cadence === 'weekly' ? addDays(start, 7 * k) : addMonths(start, MONTHS[cadence] * k);
    if (date > last) return dates;
    dates.push(date);
  }
}

/** A hire's monthly cost in cents: salary times headcount, plus the employer's percentage. */
export function hireMonthlyCents(
  layer: Pick<
    Extract<ScenarioLayer, { type: 'hire' }>,
    'monthlySalary' | 'employerCostPercent' | 'headcount'
  >,
): Cents {
  const salaries = toCents(layer.monthlySalary) * layer.headcount;
  return scaleCents(salaries, 10_000 + Math.round(layer.employerCostPercent * 100), 10_000);
}

/**
 * The money a layer that adds flows (a recurring cost or income, a hire, a one-off, a loan) moves
 * on or before `until`; none for a layer that edits found series.
 */
export function addedMovements(layer: ScenarioLayer, until: IsoDate): Movement[] {
  const lastOf = (end: IsoDate | undefined) => (end !== undefined && end < until ? end : until);
  switch (layer.type) {
    case 'recurring': {
      const cents = toCents(layer.amount);
      return repeatingDates(layer.start, layer.cadence, lastOf(layer.end)).map((date) =>
        signedMovement(date, cents),
      );
    }
    case 'hire': {
      const cents = hireMonthlyCents(layer);
      return repeatingDates(layer.start, 'monthly', lastOf(layer.end)).map((date) => ({
        date,
        side: 'outflow' as const,
        cents,
      }));
    }
    case 'oneOff':
      return layer.start <= until ? [signedMovement(layer.start, toCents(layer.amount))] : [];
    case 'loan': {
      const movements: Movement[] = [];
      if (layer.start <= until) {
        movements.push({ date: layer.start, side: 'inflow', cents: toCents(layer.principal) });
      }
      for (const repayment of loanSchedule(layer)) {
        if (repayment.date > until) break;
        movements.push({ date: repayment.date, side: 'outflow', cents: repayment.payment });
      }
      return movements;
    }
    default:
      return [];
  }
}
