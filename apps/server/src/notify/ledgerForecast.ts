import { analysisDate, consolidatedEngineForecast, engineForecast } from '@cashline/core';
import type {
  EngineForecast,
  ForecastCurrencyNote,
  IsoDate,
  Reporting,
  Transaction,
} from '@cashline/core';
import type { OrganisationLedger } from '../ledger/organisationLedger.js';

/**
 * The date a notice's figures are as of: the newest transaction's (not after today), not today's.
 * Between two imports the figures, and so the forecast, stay where the data put them rather than
 * moving with each day nothing arrived. Undefined for an empty ledger.
 */
export function noticeAsOf(
  transactions: readonly Transaction[],
  today: IsoDate,
): IsoDate | undefined {
  const newest = transactions.reduce(
    (latest, tx) => (tx.date > latest && tx.date <= today ? tx.date : latest),
    '',
  );
  return newest === '' ? undefined : analysisDate(transactions, newest).date;
}

/**
 * The forecast a member's browser shows, with the team's choices, planned items, invoices and
 * bills; with accounts (or invoices and bills) in several currencies, per currency and converted
 * into `reporting`, as the browser's.
 */
export function ledgerForecast(
  ledger: OrganisationLedger,
  asOf: IsoDate,
  reporting: Reporting | null = null,
): EngineForecast & { currency?: ForecastCurrencyNote } {
  const { accounts } = ledger;
  if (reporting !== null) {
    return consolidatedEngineForecast(ledger.transactions, {
      asOf,
      choices: ledger.choices,
      planned: ledger.planned,
      accounts,
      reporting,
      ...(ledger.openItems.length > 0 ? { openItems: ledger.openItems } : {}),
    });
  }
  return engineForecast(ledger.transactions, {
    asOf,
    choices: ledger.choices,
    planned: ledger.planned,
    ...(ledger.openItems.length > 0 ? { openItems: ledger.openItems } : {}),
    ...(accounts.length > 0 ? { accounts } : {}),
  });
}
