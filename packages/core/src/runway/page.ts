import type { IsoDate } from '../dates.js';
import { fromCents, scaleCents } from '../money.js';
import type { Cents } from '../money.js';
import type { Transaction } from '../transaction.js';
import { scanLedger } from '../analytics/scan.js';
import type { LedgerScan } from '../analytics/scan.js';

export const LOW_RUNWAY_ALERT = 'Low Cash Runway Alert';
export const CRITICAL_RUNWAY_WARNING = 'Critical Cash Runway Warning';

export type RunwayWarning = { level: 'low' | 'critical'; title: string };

export type RunwayScenarioName = 'pessimistic' | 'current' | 'optimistic';

export type RunwayScenario = {
  name: RunwayScenarioName;
  label: string;
  /** Monthly burn of the scenario, currency units. */
  burnRate: number;
  /** Whole months, or Infinity without burn. */
  runwayMonths: number;
};

/**
 * The runway page (app.md section 9 with decisions.md): burn is this calendar month's outflow,
 * runway is whole months (Infinity without burn), weeks are 4 x months, and the scenarios apply
 * burn x1.2 (pessimistic) and x0.8 (optimistic) as labelled.
 */
export type RunwayPage = {
  balance: number;
  /** "This month's burn". */
  burnRate: number;
  runwayMonths: number;
  runwayWeeks: number;
  warning: RunwayWarning | null;
  scenarios: [RunwayScenario, RunwayScenario, RunwayScenario];
};

export type RunwayPageInputs = { balanceCents: Cents; monthBurnCents: Cents };

/** Whole months of runway at a burn scaled by numerator / denominator, in integer arithmetic. */
function wholeMonths(
  balanceCents: Cents,
  burnCents: Cents,
  numerator: number,
  denominator: number,
): number {
  if (balanceCents <= 0) return 0;
  if (burnCents <= 0) return Infinity;
  return Math.floor((balanceCents * denominator) / (burnCents * numerator));
}

function warningFor(runwayMonths: number): RunwayWarning | null {
  if (runwayMonths < 3) return { level: 'critical', title: CRITICAL_RUNWAY_WARNING };
  if (runwayMonths < 6) return { level: 'low', title: LOW_RUNWAY_ALERT };
  return null;
}

export function runwayPage({ balanceCents, monthBurnCents }: RunwayPageInputs): RunwayPage {
  const scenario = (
    name: RunwayScenarioName,
    label: string,
    numerator: number,
    denominator: number,
  ): RunwayScenario => ({
    name,
    label,
    burnRate: fromCents(scaleCents(monthBurnCents, numerator, denominator)),
    runwayMonths: wholeMonths(balanceCents, monthBurnCents, numerator, denominator),
  });
  const runwayMonths = wholeMonths(balanceCents, monthBurnCents, 1, 1);
  return {
    balance: fromCents(balanceCents),
    burnRate: fromCents(monthBurnCents),
    runwayMonths,
    runwayWeeks: runwayMonths * 4,
    warning: warningFor(runwayMonths),
    scenarios: [
      scenario('pessimistic', '20% higher burn', 12, 10),
      scenario('current', 'Current burn', 1, 1),
      scenario('optimistic', '20% lower burn', 8, 10),
    ],
  };
}

/** The runway page's inputs from a ledger scan: the latest balance and this month's outflow. */
export function runwayPageInputs(scan: LedgerScan): RunwayPageInputs {
  return {
    balanceCents: scan.currentBalanceCents,
    monthBurnCents: scan.thisMonthOutflowCents,
  };
}

/** The runway page for a list of transactions on a given day. */
export function runwayPageFor(
  transactions: readonly Transaction[],
  { today }: { today: IsoDate },
): RunwayPage {
  return runwayPage(runwayPageInputs(scanLedger(transactions, { today })));
}
