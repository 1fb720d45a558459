import type { IsoDate } from '../dates.js';
import { fromCents, scaleCents } from '../money.js';
import type { Cents } from '../money.js';
import type { Burn } from './burn.js';
import { runwayAt, runwayOf } from './runway.js';
import type { Runway } from './runway.js';

export const LOW_RUNWAY_ALERT = 'Low Cash Runway Alert';
export const CRITICAL_RUNWAY_WARNING = 'Critical Cash Runway Warning';

export type RunwayWarning = { level: 'low' | 'critical'; title: string };

export type RunwayScenarioName = 'pessimistic' | 'current' | 'optimistic';

export type RunwayScenario = {
  name: RunwayScenarioName;
  label: string;
  /** Monthly net burn of the scenario, currency units. */
  burnRate: number;
  /** Months to 1 decimal; null when the scenario's net burn is not above 0. */
  runwayMonths: number | null;
};

/**
 * The runway page (app.md section 2 with decisions.md): the shared runway, the low-runway warning
 * and the scenarios, which scale net burn by x1.2 (pessimistic) and x0.8 (optimistic) as labelled.
 */
export type RunwayPage = Runway & {
  warning: RunwayWarning | null;
  scenarios: [RunwayScenario, RunwayScenario, RunwayScenario];
};

export type RunwayPageInputs = { balanceCents: Cents; burn: Burn; asOf: IsoDate };

function warningFor(runwayMonths: number | null): RunwayWarning | null {
  if (runwayMonths === null) return null;
  if (runwayMonths < 3) return { level: 'critical', title: CRITICAL_RUNWAY_WARNING };
  if (runwayMonths < 6) return { level: 'low', title: LOW_RUNWAY_ALERT };
  return null;
}

export function runwayPage({ balanceCents, burn, asOf }: RunwayPageInputs): RunwayPage {
  const runway = runwayOf(balanceCents, burn, asOf);
  const scenario = (
    name: RunwayScenarioName,
    label: string,
    numerator: number,
    denominator: number,
  ): RunwayScenario => {
    const burnCents = scaleCents(burn.netBurnCents, numerator, denominator);
    const limited = burnCents > 0 && runway.status !== 'no-history';
    return {
      name,
      label,
      burnRate: fromCents(burnCents),
      runwayMonths: limited ? runwayAt(balanceCents, burnCents, asOf).months : null,
    };
  };
  return {
    ...runway,
    warning: warningFor(runway.runwayMonths),
    scenarios: [
      scenario('pessimistic', '20% higher burn', 12, 10),
      scenario('current', 'Current burn', 1, 1),
      scenario('optimistic', '20% lower burn', 8, 10),
    ],
  };
}
