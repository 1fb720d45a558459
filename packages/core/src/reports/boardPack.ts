import type { Account } from '../accounts/account.js';
import { ACCOUNT_KIND_LABELS } from '../accounts/account.js';
import { accountBalances, cashPosition } from '../accounts/balances.js';
import { largestComingPayments } from '../alerts/comingPayments.js';
import type { ComingPayment } from '../alerts/comingPayments.js';
import { consolidatedScan } from '../analytics/consolidatedScan.js';
import type { CurrencyNote } from '../analytics/currencyNote.js';
import { scanLedger } from '../analytics/scan.js';
import { balancesInCurrency } from '../currency/convertBalances.js';
import type { Reporting } from '../currency/ledgerConverter.js';
import { endOfMonth, monthKey, monthKeyFromOrdinal, monthOrdinal } from '../dates.js';
import type { IsoDate, MonthKey } from '../dates.js';
import type { EngineForecast } from '../forecast/engineResult.js';
import { fromCents } from '../money.js';
import { runwayFromScan } from '../runway/runway.js';
import type { Runway } from '../runway/runway.js';
import { monthSpanLabel } from '../runway/runwayText.js';
import type { Transaction } from '../transaction.js';
import { cashFlowStatement } from './cashFlowStatement.js';
import type { CashFlowStatement } from './cashFlowStatement.js';

/** How many of the largest coming payments the pack lists. */
export const BOARD_PACK_PAYMENTS = 10;

/** How many months the pack's statement shows side by side, ending with the pack's month. */
export const BOARD_PACK_STATEMENT_MONTHS = 3;

/**
 * A what-if scenario the user chose to show the board, as the scenarios feature describes it. The
 * pack only lists them: it does not make them.
 */
export type BoardPackScenario = {
  name: string;
  /** What the scenario changes, in words. */
  description: string;
  /** The expected balance at the end of the 13 weeks, currency units. */
  endBalance: number;
  /** Its lowest expected week-end balance within them. */
  lowestBalance: number;
};

/**
 * An account's balance in the pack's currency; with accounts in several currencies also its own
 * currency and balance, and null as the pack's figure when that currency had no rate.
 */
export type BoardPackAccount = {
  name: string;
  kind: string;
  balance: number | null;
  native?: { currency: string; balance: number };
};

export type BoardPackWeek = {
  start: IsoDate;
  end: IsoDate;
  inflows: number;
  outflows: number;
  /** Expected week-end balance, and its likely range: the 10th (low) to the 90th (high) percentile. */
  expected: number;
  low: number;
  high: number;
};

/** A payment due in the forecast's weeks: money out, positive; 'Planned' for a one-off. */
export type BoardPackPayment = ComingPayment;

/** Everything a board pack shows for a month, as of the month's last day (or the ledger's date). */
export type BoardPack = {
  month: MonthKey;
  /** 'Oct 2026'. */
  monthLabel: string;
  asOf: IsoDate;
  accounts: BoardPackAccount[];
  cash: { cash: number; owed: number; net: number };
  /**
   * The pack's month and the two before it (fewer when the ledger is younger), to be read beside
   * their total: the month's place in its quarter.
   */
  statement: CashFlowStatement;
  runway: Runway;
  forecast: BoardPackWeek[];
  payments: BoardPackPayment[];
  scenarios: BoardPackScenario[];
  /**
   * With accounts in several currencies: the pack's currency, the rates' date and every figure a
   * missing rate leaves short (the statement carries its own note).
   */
  currencyNote?: CurrencyNote;
};

/**
 * The date a month's pack is as of: the month's last day, or the ledger's as-of date while the
 * month is still running (nothing after it is known).
 */
export function boardPackAsOf(month: MonthKey, ledgerAsOf: IsoDate): IsoDate {
  const last = endOfMonth(`${month}-01`);
  return last < ledgerAsOf ? last : ledgerAsOf;
}

/**
 * The months a pack can be made for, newest first (from the ledger's first transaction to the
 * as-of month), and the one offered first: the last complete month, as a board reviews a closed
 * month, unless the ledger has only the month in progress.
 */
export function boardPackMonths(
  transactions: readonly Transaction[],
  asOf: IsoDate,
): { months: MonthKey[]; chosen: MonthKey } {
  const last = monthOrdinal(monthKey(asOf));
  let first = last;
  // By index, as in `countsOf`: a whole-ledger for...of allocates per row.
  for (let i = 0; i < transactions.length; i += 1) {
    const { date } = transactions[i] as Transaction;
    if (date <= asOf) first = Math.min(first, monthOrdinal(monthKey(date)));
  }
  const months = Array.from({ length: last - first + 1 }, (_, i) => monthKeyFromOrdinal(last - i));
  const running = endOfMonth(asOf) !== asOf;
  const chosen = (running ? months[1] : undefined) ?? (months[0] as MonthKey);
  return { months, chosen };
}

/** The statement's first month: two before the pack's month, or the ledger's first month. */
function statementStart(transactions: readonly Transaction[], month: MonthKey): MonthKey {
  let first = monthOrdinal(month) - (BOARD_PACK_STATEMENT_MONTHS - 1);
  let earliest = monthOrdinal(month);
  // By index, as in `countsOf`: a whole-ledger for...of allocates per row.
  for (let i = 0; i < transactions.length; i += 1) {
    const { date } = transactions[i] as Transaction;
    earliest = Math.min(earliest, monthOrdinal(monthKey(date)));
  }
  first = Math.max(first, earliest);
  return monthKeyFromOrdinal(first);
}

export type BoardPackInputs = {
  transactions: readonly Transaction[];
  accounts: readonly Account[];
  month: MonthKey;
  /** The pack's date (see `boardPackAsOf`). */
  asOf: IsoDate;
  /** The engine's forecast as of the pack's date, with the team's choices and planned items. */
  forecast: EngineForecast;
  /** The scenarios chosen for the board (made by the scenarios feature); none by default. */
  scenarios?: readonly BoardPackScenario[];
  /** With accounts in several currencies: the pack in this currency (and `forecast` in it too). */
  reporting?: Reporting;
};

/**
 * A board pack: the cash position by account, the cash-flow statement of the month and the two
 * before it (read beside their total), burn and runway,
 * the 13-week forecast with its likely range, and the largest payments due in those weeks
 * (recurring series on each of their dates, and planned one-offs).
 */
export function boardPack({
  transactions,
  accounts,
  month,
  asOf,
  forecast,
  scenarios = [],
  reporting,
}: BoardPackInputs): BoardPack {
  const names = new Map(accounts.map((a) => [a.id, a]));
  // An account never used (the app's empty default one) is left out, as on the Accounts page.
  const balances = accountBalances(transactions, accounts, asOf).filter(
    (b) => b.count > 0 || b.balanceCents !== 0,
  );
  const converting =
    reporting !== undefined && accounts.some((a) => a.currency !== reporting.currency);
  const converted = converting ? balancesInCurrency(balances, accounts, reporting, asOf) : null;
  const convertedCents = new Map(converted?.balances.map((b) => [b.accountId, b.balanceCents]));
  const position = converted?.position ?? cashPosition(balances, accounts);
  const scanOptions = { asOf, period: 'month' as const };
  const consolidated = converting
    ? consolidatedScan(transactions, { ...scanOptions, accounts, reporting })
    : null;
  const scan =
    consolidated?.scan ??
    scanLedger(transactions, accounts.length > 0 ? { ...scanOptions, accounts } : scanOptions);
  const weeks = forecast.engine.weeks;
  return {
    month,
    monthLabel: monthSpanLabel([month]),
    asOf,
    accounts: balances.map((b) => {
      const account = names.get(b.accountId);
      const shown = {
        name: account?.name ?? b.accountId,
        kind: account ? ACCOUNT_KIND_LABELS[account.kind] : 'Unlisted',
      };
      if (!converting) return { ...shown, balance: fromCents(b.balanceCents) };
      const cents = convertedCents.get(b.accountId);
      return {
        ...shown,
        balance: cents === undefined ? null : fromCents(cents),
        native: {
          currency: account?.currency ?? reporting.currency,
          balance: fromCents(b.balanceCents),
        },
      };
    }),
    cash: {
      cash: fromCents(position.cashCents),
      // Nothing owed is 0, not the -0 that negating no debt gives.
      owed: fromCents(position.owedCents || 0),
      net: fromCents(position.netCents),
    },
    statement: cashFlowStatement(transactions, {
      asOf,
      period: 'month',
      from: statementStart(transactions, month),
      ...(accounts.length > 0 ? { accounts } : {}),
      ...(converting ? { reporting } : {}),
    }),
    runway: runwayFromScan(scan),
    forecast: weeks.map((week) => ({
      start: week.start,
      end: week.end,
      inflows: week.inflows,
      outflows: week.outflows,
      expected: week.balance.expected,
      low: week.balance.low,
      high: week.balance.high,
    })),
    payments: largestComingPayments(forecast, {
      to: weeks.at(-1)?.end ?? asOf,
      limit: BOARD_PACK_PAYMENTS,
    }),
    scenarios: [...scenarios],
    ...(consolidated ? { currencyNote: consolidated.currency } : {}),
  };
}
