// The forecasts compared in the invoice backtest: the engine without the invoices and bills, with
// them (habits learnt from the paid history), with their due dates only, and with each party's
// true habit (the oracle); and how often each puts an invoice's receipt in the week it came.
import { dateOfDayNumber, dayNumber } from '../../src/dates.js';
import { distributionOf, ON_DUE_DATE } from '../../src/invoices/lagDistribution.js';
import {
  expectedPayments,
  forecastCashFlow,
  partyKey,
  paymentTiming,
  toCents,
} from '../../src/index.js';
import type { KnownTimings, OpenItem, OpenItemKind, PaymentTiming } from '../../src/index.js';
import type { BenchLedger } from './benchLedger.js';
import type { InvoiceBusiness } from './invoiceBusinesses.js';
import type { Method, MethodForecast } from './methods.js';
import { HORIZON } from './methods.js';
import { Random } from './random.js';

/** The items as the business knew them at the end of a day: issued by then, paid by then. */
export function itemsAsOf(items: readonly OpenItem[], day: number): OpenItem[] {
  const known: OpenItem[] = [];
  for (const item of items) {
    if (dayNumber(item.issueDate) > day) continue;
    const payments = item.payments.filter((p) => dayNumber(p.date) <= day);
    const paid = payments.reduce((sum, p) => sum + toCents(p.amount), 0);
    known.push({ ...item, payments, balance: (toCents(item.amount) - paid) / 100 });
  }
  return known;
}

/** Draws per party that make its true distribution of days late. */
const TRUE_DRAWS = 20_000;

/** Each party's true habit, as the timing model would hold it if it knew it. */
export function trueTiming(business: InvoiceBusiness, kind: OpenItemKind): PaymentTiming {
  const rng = new Random(7);
  const parties: PaymentTiming['parties'] = new Map();
  for (const [name, habit] of business.habits) {
    if ((habit.name === 'bills') !== (kind === 'bill')) continue;
    const lags = new Map<number, number>();
    for (let i = 0; i < TRUE_DRAWS; i += 1) {
      for (const [lag, share] of habit.draw(rng)) lags.set(lag, (lags.get(lag) ?? 0) + share);
    }
    const never = habit.name === 'never pays';
    // Settled items beyond counting: the shrinkage then keeps the party's own habit whole.
    parties.set(partyKey(name), {
      lag: distributionOf(lags) ?? ON_DUE_DATE,
      paidItems: never ? 0 : 1e9,
      resolvedItems: 1e9,
      neverShare: never ? 1 : 0,
    });
  }
  return { kind, overall: ON_DUE_DATE, parties, neverByAge: [0, 0, 0, 0] };
}

/** Everything paid on its due date: a forecast from due dates alone. */
export const dueDateTiming = (kind: OpenItemKind): PaymentTiming => ({
  kind,
  overall: ON_DUE_DATE,
  parties: new Map(),
  neverByAge: [0, 0, 0, 0],
});

export type InvoiceVariant = {
  name: string;
  /** The habits it knows; undefined: learnt from the paid history by the engine. */
  timings: (business: InvoiceBusiness) => KnownTimings | undefined;
};

export const LEARNT: InvoiceVariant = {
  name: 'engine + invoices (learnt habits)',
  timings: () => undefined,
};
export const DUE_DATES: InvoiceVariant = {
  name: 'engine + invoices on due dates',
  timings: () => ({ invoice: dueDateTiming('invoice'), bill: dueDateTiming('bill') }),
};
export const ORACLE_HABITS: InvoiceVariant = {
  name: 'oracle: engine + true habits',
  timings: (business) => ({
    invoice: trueTiming(business, 'invoice'),
    bill: trueTiming(business, 'bill'),
  }),
};

function toMethod(result: ReturnType<typeof forecastCashFlow>): MethodForecast {
  return {
    net: result.weeks.map((w) => toCents(w.net) + toCents(w.adjustment)),
    balance: result.weeks.map((w) => toCents(w.balance.expected)),
    low: result.weeks.map((w) => toCents(w.balance.low)),
    high: result.weeks.map((w) => toCents(w.balance.high)),
  };
}

/** The engine with a variant's invoices and bills, for the businesses of `byLedger`. */
export function invoiceMethod(
  variant: InvoiceVariant,
  byLedger: ReadonlyMap<BenchLedger, InvoiceBusiness>,
): Method {
  const known = new Map<InvoiceBusiness, KnownTimings | undefined>();
  return {
    name: variant.name,
    forecast: (history, origin) => {
      const business = byLedger.get(history.ledger) as InvoiceBusiness;
      if (!known.has(business)) known.set(business, variant.timings(business));
      const timings = known.get(business);
      const result = forecastCashFlow(history.ledger.transactions, {
        asOf: dateOfDayNumber(origin),
        openItems: itemsAsOf(business.items, origin),
        ...(timings === undefined ? {} : { knownTimings: timings }),
      });
      return toMethod(result);
    },
  };
}

/** How often the invoices' receipts fell in the forecast's most likely week, and how much money. */
export type ReceiptWeeks = {
  receipts: number;
  inModeWeek: number;
  actualCents: number;
  overlapCents: number;
};

/**
 * Scores a variant's placement of the open invoices at an origin against the receipts that came
 * in the 13 weeks after it: each receipt is right when it came in the week the forecast held
 * most likely for its invoice; the money is right as far as each week's forecast and actual
 * receipts of an invoice overlap.
 */
export function scoreReceiptWeeks(
  tally: ReceiptWeeks,
  business: InvoiceBusiness,
  origin: number,
  timing: PaymentTiming | undefined,
): void {
  const asOf = dateOfDayNumber(origin);
  const items = itemsAsOf(business.items, origin);
  const flows = expectedPayments(
    items,
    timing ?? paymentTiming(items, 'invoice', asOf),
    asOf,
    HORIZON,
  );
  const byId = new Map(business.items.map((item) => [item.id, item]));
  for (const payment of flows.payments) {
    const actual = new Array<number>(HORIZON).fill(0);
    const weeks: number[] = [];
    for (const paid of (byId.get(payment.item.id) as OpenItem).payments) {
      const offset = dayNumber(paid.date) - origin - 1;
      if (offset < 0 || offset >= HORIZON * 7) continue;
      const week = Math.floor(offset / 7);
      actual[week] = (actual[week] as number) + toCents(paid.amount);
      weeks.push(week);
    }
    const most = Math.max(...payment.weekCents);
    const mode = most > 0 ? payment.weekCents.indexOf(most) : -1;
    tally.receipts += weeks.length;
    tally.inModeWeek += weeks.filter((w) => w === mode).length;
    actual.forEach((cents, w) => {
      tally.actualCents += cents;
      tally.overlapCents += Math.min(cents, payment.weekCents[w] as number);
    });
  }
}
