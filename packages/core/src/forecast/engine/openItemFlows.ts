import type { IsoDate } from '../../dates.js';
import { expectedPayments } from '../../invoices/expectedPayments.js';
import { expectedFromFutureItems, isFullHistory } from '../../invoices/futureItems.js';
import type { ExpectedFlows, ExpectedPayment } from '../../invoices/expectedPayments.js';
import type { OpenItem, OpenItemKind } from '../../invoices/openItem.js';
import { partyKey, paymentTiming } from '../../invoices/paymentTiming.js';
import type { PaymentTiming } from '../../invoices/paymentTiming.js';
import type { WeeklyPlan } from './placeFlows.js';

/** Payment habits known beforehand rather than learnt from the items (a backtest's oracle). */
export type KnownTimings = Partial<Record<OpenItemKind, PaymentTiming>>;

/** The open invoices and bills in the forecast weeks (cents). */
export type OpenItemFlows = {
  invoices: ExpectedPayment[];
  bills: ExpectedPayment[];
  fromInvoices: number[];
  toBills: number[];
  /**
   * What the engine expected from (or paid to) the parties that their items now stand for, less
   * what their items not yet issued will bring (negative when that is more).
   */
  coveredIn: number[];
  coveredOut: number[];
  /** Variance (cents²) of the balance at each week's end from when the items are paid. */
  variance: number[];
};

/** The engine's own weekly forecast of each of the parties' flows (see `payeeBaselines`). */
export type BaselinesOf = (keys: Iterable<string>, inflow: boolean) => Map<string, number[]>;

/**
 * Per week, what of the parties' baselines their open items cover: a party's items, once paid,
 * stand for its next payments, so the first `expected` cents of its baseline (over the weeks, in
 * order) are theirs and the rest are payments the engine expects beyond them (invoices not yet
 * sent). In whole cents.
 */
function covered(flows: ExpectedFlows, baselines: Map<string, number[]>, weeks: number): number[] {
  const expectedByParty = new Map<string, number>();
  for (const payment of flows.payments) {
    const key = partyKey(payment.item.party);
    const expected = payment.owedCents * (1 - payment.neverChance);
    expectedByParty.set(key, (expectedByParty.get(key) ?? 0) + expected);
  }
  const result = new Array<number>(weeks).fill(0);
  for (const [key, baseline] of baselines) {
    const expected = expectedByParty.get(key) ?? 0;
    let sum = 0;
    let taken = 0;
    for (let w = 0; w < weeks; w += 1) {
      sum += baseline[w] as number;
      const upTo = Math.round(Math.min(sum, expected));
      result[w] = (result[w] as number) + upTo - taken;
      taken = upTo;
    }
  }
  return result;
}

/**
 * What the items stand for in the engine's forecast, per week. With the whole history of the
 * items, every party that issued one in the last year is forecast from them: its baseline all
 * goes, replaced by its open items and those it will issue (see `expectedFromFutureItems`). With
 * open items alone, they cover the first of their parties' baselines (see `covered`).
 */
function replaced(
  items: readonly OpenItem[],
  timing: PaymentTiming,
  flows: ExpectedFlows,
  { asOf, weeks }: { asOf: IsoDate; weeks: number },
  baselinesOf: BaselinesOf,
): number[] {
  const inflow = timing.kind === 'invoice';
  const open = new Set(flows.payments.map((p) => partyKey(p.item.party)));
  if (!isFullHistory(items, timing, asOf)) return covered(flows, baselinesOf(open, inflow), weeks);
  const future = expectedFromFutureItems(items, timing, asOf, weeks);
  const baselines = baselinesOf(new Set([...open, ...future.keys()]), inflow);
  const result = new Array<number>(weeks).fill(0);
  for (let w = 0; w < weeks; w += 1) {
    let net = 0;
    for (const baseline of baselines.values()) net += baseline[w] as number;
    for (const coming of future.values()) net -= coming[w] as number;
    result[w] = Math.round(net);
  }
  return result;
}

/**
 * Places the open invoices and bills (see `expectedPayments`) and works out what of the engine's
 * own forecast of the same customers' receipts (and vendors' payments) they replace (see
 * `replaced`).
 */
export function openItemFlows(
  items: readonly OpenItem[],
  { asOf, weeks, known = {} }: { asOf: IsoDate; weeks: number; known?: KnownTimings },
  baselinesOf: BaselinesOf,
): OpenItemFlows {
  const timingOf = (kind: OpenItemKind) => known[kind] ?? paymentTiming(items, kind, asOf);
  const invoiceTiming = timingOf('invoice');
  const billTiming = timingOf('bill');
  const invoices = expectedPayments(items, invoiceTiming, asOf, weeks);
  const bills = expectedPayments(items, billTiming, asOf, weeks);
  return {
    invoices: invoices.payments,
    bills: bills.payments,
    fromInvoices: invoices.weekCents,
    toBills: bills.weekCents,
    coveredIn: replaced(items, invoiceTiming, invoices, { asOf, weeks }, baselinesOf),
    coveredOut: replaced(items, billTiming, bills, { asOf, weeks }, baselinesOf),
    variance: invoices.paidByVariance.map((v, w) => v + (bills.paidByVariance[w] as number)),
  };
}

/**
 * Takes the covered baselines out of the plan and adds the items' payments. A week whose money in
 * would fall below 0 (the adjustment had lowered it) keeps its net by adding the rest to its
 * money out.
 */
export function applyOpenItems(plan: WeeklyPlan, flows: OpenItemFlows): void {
  for (let w = 0; w < plan.inflowCents.length; w += 1) {
    let inflow = (plan.inflowCents[w] as number) - (flows.coveredIn[w] as number);
    let outflow = (plan.outflowCents[w] as number) - (flows.coveredOut[w] as number);
    if (outflow < 0) {
      inflow -= outflow;
      outflow = 0;
    }
    if (inflow < 0) {
      outflow -= inflow;
      inflow = 0;
    }
    plan.inflowCents[w] = inflow + (flows.fromInvoices[w] as number);
    plan.outflowCents[w] = outflow + (flows.toBills[w] as number);
  }
}
