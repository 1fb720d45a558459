import type { Account } from '../accounts/account.js';
import type { Reporting } from '../currency/ledgerConverter.js';
import type { IsoDate, Period } from '../dates.js';
import type { Transaction } from '../transaction.js';
import { analysisFromScan } from './analyze.js';
import type { Analysis } from './analyze.js';
import { consolidatedScan } from './consolidatedScan.js';
import type { CurrencyNote } from './consolidatedScan.js';

/**
 * The analysis in the reporting currency, with what the page must say about it. The recent lists
 * keep each transaction as stored, in its account's own currency.
 */
export type ConsolidatedAnalysis = Analysis & { currency: CurrencyNote };

export type ConsolidatedAnalyzeOptions = {
  asOf: IsoDate;
  period?: Period;
  accounts: readonly Account[];
  reporting: Reporting;
};

/** `analyze` over accounts of several currencies, consolidated (see `consolidatedScan`). */
export function analyzeConsolidated(
  transactions: readonly Transaction[],
  options: ConsolidatedAnalyzeOptions,
): ConsolidatedAnalysis {
  const { scan, currency } = consolidatedScan(transactions, options);
  return { ...analysisFromScan(scan), currency };
}
