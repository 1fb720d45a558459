import type { LedgerScan } from '../analytics/scan.js';
import { addDays } from '../dates.js';
import type { IsoDate } from '../dates.js';
import { fromCents } from '../money.js';
import type { Cents } from '../money.js';
import { burnOf, MONTH_DAYS_E4 } from './burn.js';
import type { Burn, BurnBasis } from './burn.js';
import { RUNWAY_HEALTH_LABELS, runwayHealth } from './health.js';
import type { RunwayHealth } from './health.js';

/**
 * Where the business stands: burning cash (runway in months), cash-flow positive (burn does not
 * limit the runway), out of cash, or without the history to measure burn.
 */
export type RunwayStatus = 'burning' | 'cash-flow-positive' | 'no-cash' | 'no-history';

/** Runway and burn as a finance lead defines them (decisions.md), shared by the widget and the runway page. */
export type Runway = {
  asOf: IsoDate;
  balance: number;
  /** Average monthly outflows minus inflows; at or below 0 the business is cash-flow positive. */
  netBurn: number;
  /** Average monthly outflows. */
  grossBurn: number;
  basis: BurnBasis;
  status: RunwayStatus;
  /** Cash / net burn in months to 1 decimal; 0 without cash; null when burn does not limit it. */
  runwayMonths: number | null;
  /** Whole weeks until cash runs out at the net burn; null with `runwayMonths`. */
  runwayWeeks: number | null;
  /** The day cash would reach zero at the net burn; null with `runwayMonths`. */
  zeroCashDate: IsoDate | null;
  /** "If revenue stopped": cash / gross burn in months to 1 decimal; null without outflows or history. */
  grossRunwayMonths: number | null;
  grossZeroCashDate: IsoDate | null;
  health: RunwayHealth;
  healthLabel: string;
};

/** The health label of a business whose inflows cover its outflows: never "Healthy" or "∞". */
export const CASH_FLOW_POSITIVE_LABEL = 'Cash-Flow Positive';

function roundToTenth(value: number): number {
  return Math.round(value * 10) / 10;
}

/** Months to 1 decimal and the day cash reaches zero, at a monthly burn in cents (above 0). */
export function runwayAt(
  balanceCents: Cents,
  burnCents: Cents,
  asOf: IsoDate,
): { months: number; weeks: number; zeroCashDate: IsoDate } {
  if (balanceCents <= 0) return { months: 0, weeks: 0, zeroCashDate: asOf };
  const days = Math.floor((balanceCents * MONTH_DAYS_E4) / (burnCents * 10_000));
  return {
    months: roundToTenth(balanceCents / burnCents),
    weeks: Math.floor(days / 7),
    zeroCashDate: addDays(asOf, days),
  };
}

function statusOf(balanceCents: Cents, burn: Burn): RunwayStatus {
  if (balanceCents <= 0) return 'no-cash';
  if (burn.basis.kind === 'none') return 'no-history';
  return burn.netBurnCents > 0 ? 'burning' : 'cash-flow-positive';
}

function healthOf(status: RunwayStatus, runwayMonths: number | null): RunwayHealth {
  switch (status) {
    case 'no-cash':
      return 'red';
    case 'cash-flow-positive':
      return 'green';
    case 'no-history':
      return 'unknown';
    case 'burning':
      return runwayHealth(runwayMonths ?? 0);
  }
}

/** Runway from a balance and a burn on a date. */
export function runwayOf(balanceCents: Cents, burn: Burn, asOf: IsoDate): Runway {
  const status = statusOf(balanceCents, burn);
  const net =
    status === 'burning' || status === 'no-cash'
      ? runwayAt(balanceCents, Math.max(burn.netBurnCents, 1), asOf)
      : null;
  const gross =
    burn.grossBurnCents > 0 && status !== 'no-history'
      ? runwayAt(balanceCents, burn.grossBurnCents, asOf)
      : null;
  const health = healthOf(status, net?.months ?? null);
  return {
    asOf,
    balance: fromCents(balanceCents),
    netBurn: fromCents(burn.netBurnCents),
    grossBurn: fromCents(burn.grossBurnCents),
    basis: burn.basis,
    status,
    runwayMonths: net?.months ?? null,
    runwayWeeks: net?.weeks ?? null,
    zeroCashDate: net?.zeroCashDate ?? null,
    grossRunwayMonths: gross?.months ?? null,
    grossZeroCashDate: gross?.zeroCashDate ?? null,
    health,
    healthLabel:
      status === 'cash-flow-positive' ? CASH_FLOW_POSITIVE_LABEL : RUNWAY_HEALTH_LABELS[health],
  };
}

/** Runway as of the scan's date, from its balance and burn. */
export function runwayFromScan(scan: LedgerScan): Runway {
  return runwayOf(scan.currentBalanceCents, burnOf(scan), scan.asOf);
}
