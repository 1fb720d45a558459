import type { IsoDate } from '../dates.js';
import { fromCents } from '../money.js';
import type { Cents } from '../money.js';
import type { Transaction } from '../transaction.js';
import { RUNWAY_LOOKBACK_MONTHS, scanLedger } from '../analytics/scan.js';
import type { LedgerScan } from '../analytics/scan.js';
import type { RunwayAnalysis } from '../forecast/schema.js';
import { RUNWAY_HEALTH_LABELS, runwayHealth } from './health.js';
import type { RunwayHealth } from './health.js';

/** The chart's y axis shows at least this many months. */
export const RUNWAY_CHART_MIN_MONTHS = 24;

/**
 * The dashboard runway widget (ai.md section 9): burn is the average monthly burn of the last
 * 6 months (outflow since the cutoff / 6), runway is balance / burn in months to 1 decimal.
 */
export type RunwayWidget = {
  /** Latest transaction balance. */
  balance: number;
  /** "Average monthly burn, last 6 months" (decisions.md). */
  burnRate: number;
  /** Months to 1 decimal; Infinity with cash and no burn; 0 with no cash. */
  runwayMonths: number;
  /** The AI runway analysis's projected runway, or null without one. */
  projectedRunwayMonths: number | null;
  health: RunwayHealth;
  healthLabel: string;
  /** Upper bound of the chart's y axis: the runway rounded up, at least 24 months. */
  chartMaxMonths: number;
  /** Today minus 6 months: the outflows after it, up to today, are the burn. */
  cutoff: IsoDate;
  recommendations: string[];
};

export type RunwayWidgetInputs = {
  balanceCents: Cents;
  outflowCentsSinceCutoff: Cents;
  cutoff: IsoDate;
};

const RECOMMENDATIONS: Readonly<Record<RunwayHealth, readonly string[]>> = {
  green: [
    'Maintain current financial discipline',
    'Consider putting surplus cash to work in growth or reserves',
  ],
  yellow: [
    'Monitor cash flow closely and review it every month',
    'Plan cost reductions in case revenue slows',
  ],
  red: [
    'Reduce non-essential expenses now',
    'Secure funding or a credit line to extend the runway',
    'Speed up collections from customers',
  ],
};

function roundToTenth(value: number): number {
  return Math.round(value * 10) / 10;
}

/** Runway in months to 1 decimal from cents: 0 without cash, Infinity without burn. */
export function runwayMonthsOf(balanceCents: Cents, monthlyBurnCents: Cents): number {
  if (balanceCents <= 0) return 0;
  if (monthlyBurnCents <= 0) return Infinity;
  return roundToTenth(balanceCents / monthlyBurnCents);
}

/** Builds the widget from its inputs; an AI runway analysis, when there is one, supplies the projection and advice. */
export function runwayWidget(
  { balanceCents, outflowCentsSinceCutoff, cutoff }: RunwayWidgetInputs,
  aiAnalysis: RunwayAnalysis | null = null,
): RunwayWidget {
  const burnCents = outflowCentsSinceCutoff / RUNWAY_LOOKBACK_MONTHS;
  const runwayMonths = runwayMonthsOf(balanceCents, burnCents);
  const health = runwayHealth(runwayMonths);
  const aiAdvice = aiAnalysis?.recommendations ?? [];
  return {
    balance: fromCents(balanceCents),
    burnRate: fromCents(Math.round(burnCents)),
    runwayMonths,
    projectedRunwayMonths: aiAnalysis === null ? null : aiAnalysis.projectedRunway,
    health,
    healthLabel: RUNWAY_HEALTH_LABELS[health],
    chartMaxMonths: Number.isFinite(runwayMonths)
      ? Math.max(RUNWAY_CHART_MIN_MONTHS, Math.ceil(runwayMonths))
      : RUNWAY_CHART_MIN_MONTHS,
    cutoff,
    recommendations: aiAdvice.length > 0 ? [...aiAdvice] : [...RECOMMENDATIONS[health]],
  };
}

/** The widget's inputs from a ledger scan. */
export function runwayWidgetInputs(scan: LedgerScan): RunwayWidgetInputs {
  return {
    balanceCents: scan.currentBalanceCents,
    outflowCentsSinceCutoff: scan.outflowCentsSinceCutoff,
    cutoff: scan.runwayCutoff,
  };
}

/** The runway widget for a list of transactions on a given day. */
export function runwayWidgetFor(
  transactions: readonly Transaction[],
  options: { today: IsoDate; aiAnalysis?: RunwayAnalysis | null },
): RunwayWidget {
  const scan = scanLedger(transactions, { today: options.today });
  return runwayWidget(runwayWidgetInputs(scan), options.aiAnalysis ?? null);
}
