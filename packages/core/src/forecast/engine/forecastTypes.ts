import type { Account } from '../../accounts/account.js';
import type { IsoDate } from '../../dates.js';
import type { ExpectedPayment } from '../../invoices/expectedPayments.js';
import type { OpenItem } from '../../invoices/openItem.js';
import type { KnownTimings } from './openItemFlows.js';
import type { PlannedItem } from '../plannedItems.js';
import type { Cadence } from './schedule.js';

export const DEFAULT_FORECAST_WEEKS = 13;
/** Series below this confidence are left in the residual flow unless the user confirmed them. */
export const MIN_FORECAST_CONFIDENCE = 0.4;

export type CashFlowWeek = {
  start: IsoDate;
  end: IsoDate;
  inflows: number;
  /** Money out, positive. */
  outflows: number;
  /** Inflows less outflows. */
  net: number;
  /**
   * The change of the expected balance this week that is no money in or out: the correction the
   * engine learnt from its past forecasts of this ledger (see `fitAdjustment`, `horizonBias`).
   * The expected balance is the one before plus `net` plus `adjustment`.
   */
  adjustment: number;
  /** Of the inflows, what open invoices are expected to bring (their chance of never taken off). */
  fromInvoices: number;
  /** Of the outflows, what paying open bills takes. */
  toBills: number;
  /** Week-end balance: expected, and the 10th (low) and 90th (high) percentiles. */
  balance: { low: number; expected: number; high: number };
};

export type ForecastRecurring = {
  description: string;
  cadence: Cadence;
  /** Signed like transactions: money out is negative. */
  amount: number;
  nextDate: IsoDate;
};

/** The engine's forecast, money in currency units. */
export type CashFlowForecast = {
  asOf: IsoDate;
  openingBalance: number;
  weeks: CashFlowWeek[];
  recurring: ForecastRecurring[];
};

/** What the user said about a detected series. */
export type RecurringChoice = 'confirmed' | 'dismissed';
/** The user's choices by series key (see `seriesKey`). */
export type RecurringChoices = Readonly<Record<string, RecurringChoice>>;

export type ForecastCashFlowOptions = {
  asOf: IsoDate;
  weeks?: number;
  choices?: RecurringChoices;
  /** The ledger's accounts: the opening balance is then their consolidated position. */
  accounts?: readonly Account[];
  /** One-off payments and receipts the user expects; those in the horizon are added to it. */
  planned?: readonly PlannedItem[];
  /**
   * Invoices and bills, paid and open: the open ones are placed when their parties' habits say
   * they will be paid, in place of what the engine would expect from those parties' past payments.
   */
  openItems?: readonly OpenItem[];
  /** Payment habits to use instead of those learnt from `openItems` (a backtest's oracle). */
  knownTimings?: KnownTimings;
};

/** A detected series as the forecast page lists it (money in currency units). */
export type UpcomingRecurring = {
  /** Stable key of the series, what a choice is stored under. */
  key: string;
  /** The newest occurrence's description. */
  description: string;
  /** Its payee's readable name ("Acme Logistics Inc" of an ACH line): what the page shows. */
  payee: string;
  /** The category most of its occurrences carry. */
  category: string;
  cadence: Cadence;
  /** Typical amount, signed like transactions: money out is negative. */
  amount: number;
  /** Every due date within the horizon, ascending; empty for a dismissed series. */
  dates: IsoDate[];
  /** 0-1: how regular its dates and amounts are and how many occurrences support it. */
  confidence: number;
  choice: RecurringChoice | null;
};

/**
 * A receipt the forecast leaves out of its weekly flow as a financing one-off (an owner's
 * investment, a loan drawdown; see `markFinancingOneOffs`): in the opening balance, not carried on.
 */
export type LeftOutReceipt = {
  date: IsoDate;
  description: string;
  /** Its payee's readable name: what the page shows. */
  payee: string;
  amount: number;
};

/** A detected series that ended, with the date of its last payment. */
export type EndedSeries = UpcomingRecurring & { lastDate: IsoDate };

export type ForecastDetail = {
  forecast: CashFlowForecast;
  /** Series placed on dates within the horizon, by first date. */
  upcoming: UpcomingRecurring[];
  /** The planned items the forecast includes (dated in its horizon), by date. */
  planned: PlannedItem[];
  /** Detected series (not ended) the user dismissed, so they may be restored. */
  dismissed: UpcomingRecurring[];
  /** The open invoices and bills as the forecast expects them to be paid. */
  openItems: { invoices: ExpectedPayment[]; bills: ExpectedPayment[] };
  /** The history's receipts left out of the weekly flow as financing one-offs, by date. */
  oneOffs: LeftOutReceipt[];
  /** Series that ended (two due dates missed): in the history, not in the forecast; by key. */
  ended: EndedSeries[];
  /**
   * What each week's inflows hold besides their mean because the receipts rose (less: fell)
   * steadily (see `receiptsCatchUp`); 0 when they did not.
   */
  receiptsCatchUp: number;
};
