import { useMemo } from 'react';
import { buildReport, cashFlowStatement } from '@cashline/core';
import type { IsoDate, Period, ReportType, Transaction } from '@cashline/core';
import { useReportScope } from '../../lib/analytics/useReportScope';
import { useCategorisation } from '../../lib/categorisation/useCategorisation';

/**
 * A period's report and cash-flow statement in the accounts and currency the reports share, so
 * the page and its printed copy always show the same figures.
 */
export function usePeriodReport(
  transactions: readonly Transaction[],
  asOf: IsoDate,
  period: Period,
  reportType: ReportType,
) {
  const scope = useReportScope();
  const { accounts, currency, convert } = scope;
  const { definitions } = useCategorisation();
  const report = useMemo(
    () =>
      buildReport(transactions, {
        asOf,
        period,
        reportType,
        currency,
        accounts,
        categories: definitions,
        ...convert,
      }),
    [transactions, asOf, period, reportType, currency, accounts, definitions, convert],
  );
  const statement = useMemo(
    () => cashFlowStatement(transactions, { asOf, period, accounts, ...convert }),
    [transactions, asOf, period, accounts, convert],
  );
  return { report, statement, scope, definitions };
}
