import { accountBalances, cashPosition } from '../../accounts/balances.js';
import { parsePayee } from '../../payees/parsePayee.js';
import { dateOfDayNumber, dayNumber } from '../../dates.js';
import { fromCents } from '../../money.js';
import type { Transaction } from '../../transaction.js';
import { applyAdjustment, usualLevel } from './adjustment.js';
import { calendarPath, dailyNet } from './calendarPath.js';
import { errorBands, widenBands } from './errorBands.js';
import { fitAdjustment } from './fitAdjustment.js';
import { findPayments } from './findSeries.js';
import { leftOutReceipts, markFinancingOneOffs } from './financingOneOffs.js';
import { applyOpenItems, openItemFlows } from './openItemFlows.js';
import { openedInHistory } from './openedInHistory.js';
import { payeeBaselines } from './payeeBaselines.js';
import { PayeeGroupKeys } from './payeeGroupKeys.js';
import type { FoundSeries } from './findSeries.js';
import { DEFAULT_FORECAST_WEEKS } from './forecastTypes.js';
import type {
  CashFlowWeek,
  ForecastCashFlowOptions,
  ForecastDetail,
  ForecastRecurring,
  RecurringChoices,
  UpcomingRecurring,
} from './forecastTypes.js';
import { ledgerRows } from './ledgerRows.js';
import type { LedgerRows } from './ledgerRows.js';
import { markExplained, newestDescription, placeRhythms, placeSeries } from './placeFlows.js';
import type { WeeklyPlan } from './placeFlows.js';
import { correctedErrors, horizonBias } from './horizonBias.js';
import { placePlanned } from '../plannedItems.js';
import { receiptsCatchUp } from './receiptsTrend.js';
import { residualWeekly } from './residualModel.js';
import { choiceOf, seriesCategory, seriesKey, seriesRoles } from './seriesChoices.js';
import { shiftPath } from './shiftPath.js';
import { weeklyFlows } from './weeklyFlows.js';

function listed(
  series: FoundSeries,
  days: readonly number[],
  transactions: readonly Transaction[],
  rows: LedgerRows,
  choices: RecurringChoices,
): UpcomingRecurring {
  const cents = series.amount.typicalCents;
  const description = newestDescription(series, transactions, rows.source);
  return {
    key: seriesKey(series),
    description,
    payee: parsePayee(description).name,
    category: seriesCategory(series, transactions, rows.source),
    cadence: series.schedule.cadence,
    amount: fromCents(series.inflow ? cents : -cents),
    dates: days.map(dateOfDayNumber),
    confidence: series.confidence,
    choice: choiceOf(series, choices),
  };
}

/** What forecasts of one ledger made at several dates share (the accuracy check's origins). */
export type SharedReading = {
  payeeKeys: PayeeGroupKeys;
  /** The rows as of the forecast's date, when already read (see `rowsUpTo`). */
  rows?: LedgerRows;
};

const byKey = (a: UpcomingRecurring, b: UpcomingRecurring) => (a.key < b.key ? -1 : 1);

/**
 * The 13-week cash-flow forecast as of a date, with the recurring series it placed and those the
 * user dismissed:
 * - recurring series are placed on their coming due dates at their typical amount (which ones:
 *   see `seriesRoles`; the user's choices decide before the confidence does);
 * - payees paid at a loose rhythm (see `payeeRhythm`) are expected after their typical gap;
 * - the rest of the flow is a weekly amount, the recent mean shrunk towards the long-run mean;
 *   a ledger too young to learn from its past errors moves its receipts' mean to where they stand
 *   now when they rose or fell steadily (see `receiptsCatchUp`);
 * - the path is then adjusted (share of the drift kept, pull to the usual balance) as the ledger's
 *   own past weeks say works best (see `fitAdjustment`), then moved by the median of the errors it
 *   made there when enough weeks back it (see `horizonBias`); the correction is each week's
 *   `adjustment`, never booked as money in or out;
 * - the likely range (10th to 90th percentile of the week-end balance) comes from the errors that
 *   forecast made at the ledger's past weeks (see `errorBands`);
 * - open invoices and bills are placed when their parties' habits say they will be paid (see
 *   `expectedPayments`), in place of what the engine expected from those parties' payments that
 *   they cover (see `openItemFlows`); the range widens with their uncertainty;
 * - the user's planned one-off payments and receipts in the horizon are added last, as they are.
 * Reads only transactions dated on or before `asOf`; transfers between own accounts are no flow.
 * The opening balance is the balance every page shows (see `LedgerScan.currentBalanceCents`).
 * Forecasts of one ledger at several dates can share their reading of it (`shared`).
 */
export function forecastDetail(
  transactions: readonly Transaction[],
  {
    asOf,
    weeks = DEFAULT_FORECAST_WEEKS,
    choices = {},
    accounts,
    planned = [],
    openItems = [],
    knownTimings,
  }: ForecastCashFlowOptions,
  shared: SharedReading = { payeeKeys: new PayeeGroupKeys(transactions) },
): ForecastDetail {
  const rows = shared.rows ?? ledgerRows(transactions, asOf);
  if (rows.asOfDay !== dayNumber(asOf)) throw new Error('The rows are read as of another date.');
  // The balance every page shows (see `LedgerScan.currentBalanceCents`).
  const openingCents =
    accounts !== undefined && accounts.length > 0
      ? cashPosition(accountBalances(transactions, accounts, asOf), accounts).netCents
      : rows.balanceCents;
  const { series: found, rhythms, groups } = findPayments(transactions, rows, shared.payeeKeys);
  const roles = seriesRoles(found, choices);

  const explained = new Uint8Array(rows.count);
  for (const series of roles.explained) markExplained(explained, series.occurrences);
  markFinancingOneOffs(rows, groups, explained);
  const oneOffs = leftOutReceipts(rows, explained, transactions);
  // The past is scored with rhythm payments in the residual flow: their timing would be known too
  // well there, and the adjustment and the range would come out too sure.
  const flows = weeklyFlows(rows, explained, openingCents);
  for (const rhythm of rhythms) markExplained(explained, rhythm.occurrences);
  const residual = weeklyFlows(rows, explained, openingCents);
  const netFlow = dailyNet(rows, explained);
  const fit = fitAdjustment(flows, weeks, netFlow, {
    opened: openedInHistory(rows, openingCents),
  });
  // A ledger that learns from its own past errors corrects the trailing there (see `horizonBias`).
  const receiptsMean = Math.round(
    residualWeekly(residual.inflows, residual.weeks, {
      cents: residual.lead.inflows,
      days: residual.lead.days,
    }),
  );
  const receipts = Math.max(
    0,
    receiptsMean +
      Math.round(fit.fromOwnPast ? 0 : receiptsCatchUp(residual.inflows, residual.weeks)),
  );
  const plan: WeeklyPlan = {
    inflowCents: new Array<number>(weeks).fill(receipts),
    outflowCents: new Array<number>(weeks).fill(
      Math.round(
        residualWeekly(residual.outflows, residual.weeks, {
          cents: residual.lead.outflows,
          days: residual.lead.days,
        }),
      ),
    ),
  };
  const upcoming: UpcomingRecurring[] = [];
  for (const series of roles.placed) {
    const days = placeSeries(plan, series, rows.asOfDay);
    if (days.length > 0) upcoming.push(listed(series, days, transactions, rows, choices));
  }
  upcoming.sort((a, b) =>
    a.dates[0] !== b.dates[0] ? ((a.dates[0] ?? '') < (b.dates[0] ?? '') ? -1 : 1) : byKey(a, b),
  );
  const recurring: ForecastRecurring[] = upcoming.map((item) => ({
    description: item.description,
    cadence: item.cadence,
    amount: item.amount,
    nextDate: item.dates[0] ?? asOf,
  }));
  recurring.sort((a, b) =>
    a.nextDate < b.nextDate ? -1 : a.nextDate > b.nextDate ? 1 : a.amount - b.amount,
  );
  placeRhythms(plan, rhythms, rows.asOfDay);
  const { inflowCents, outflowCents } = plan;

  // The correction moves the path; the weeks' flows stay those of the history's patterns.
  const adjustmentCents = new Array<number>(weeks).fill(0);
  applyAdjustment(
    plan,
    adjustmentCents,
    usualLevel(flows, flows.weeks) - openingCents,
    fit,
    calendarPath(netFlow, rows.asOfDay, weeks),
  );
  const bias = horizonBias(fit.errors);
  shiftPath(adjustmentCents, bias);
  // Added after the adjustment, as the plan is: what is owed is no pattern of the past to correct.
  const items = openItemFlows(
    openItems,
    { asOf, weeks, ...(knownTimings === undefined ? {} : { known: knownTimings }) },
    (keys, inflow) =>
      payeeBaselines(
        keys,
        inflow,
        { transactions, rows, groups, explained, residual, placed: roles.placed, rhythms },
        weeks,
      ),
  );
  applyOpenItems(plan, items);
  const bands = widenBands(errorBands(correctedErrors(fit.errors, bias), flows), items.variance);
  // Added after the adjustment: the user's plan is no pattern of the past to correct.
  const plannedItems = placePlanned(plan, planned, rows.asOfDay);

  let balance = openingCents;
  const forecastWeeks: CashFlowWeek[] = [];
  for (let w = 0; w < weeks; w += 1) {
    const net = (inflowCents[w] as number) - (outflowCents[w] as number);
    balance += net + (adjustmentCents[w] as number);
    const band = bands[w] ?? { low: 0, high: 0 };
    forecastWeeks.push({
      start: dateOfDayNumber(rows.asOfDay + w * 7 + 1),
      end: dateOfDayNumber(rows.asOfDay + w * 7 + 7),
      inflows: fromCents(inflowCents[w] as number),
      outflows: fromCents(outflowCents[w] as number),
      net: fromCents(net),
      adjustment: fromCents(adjustmentCents[w] as number),
      fromInvoices: fromCents(items.fromInvoices[w] as number),
      toBills: fromCents(items.toBills[w] as number),
      balance: {
        low: fromCents(balance + Math.round(band.low)),
        expected: fromCents(balance),
        high: fromCents(balance + Math.round(band.high)),
      },
    });
  }
  return {
    forecast: { asOf, openingBalance: fromCents(openingCents), weeks: forecastWeeks, recurring },
    upcoming,
    planned: plannedItems,
    dismissed: roles.dismissed
      .map((series) => listed(series, [], transactions, rows, choices))
      .sort(byKey),
    openItems: { invoices: items.invoices, bills: items.bills },
    oneOffs,
    ended: roles.explained
      .filter((series) => series.ended)
      .map((series) => ({
        ...listed(series, [], transactions, rows, choices),
        lastDate: dateOfDayNumber(Math.max(...series.occurrences.map((o) => o.day))),
      }))
      .sort(byKey),
    receiptsCatchUp: fromCents(receipts - receiptsMean),
  };
}
