import { PERIODS, REPORT_TYPES, reportPeriodText, sectionChoices } from '@cashline/core';
import type { IsoDate, Period, ReportType, Transaction } from '@cashline/core';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import '../../../components/analytics/analytics.css';
import { paths } from '../../../config/paths';
import { CurrencyNotice } from '../../../components/analytics/CurrencyNotice';
import { useFormat } from '../../../lib/format/useFormat';
import { ReportView } from '../ReportView';
import { usePeriodReport } from '../usePeriodReport';
import { ScenarioDifferences } from '../../scenarios/ScenarioDifferences';
import { useKeptScenarioComparison } from '../useScenarioSheets';
import { StatementTable } from '../StatementTable';
import { PrintFrame } from './PrintFrame';

const TITLES: Readonly<Record<ReportType, string>> = {
  summary: 'Summary Report',
  detailed: 'Detailed Report',
  forecast: 'Forecast Report',
  cashflow: paths.reportsPrint.title,
};

/** Months a table on paper: with the row labels, six fit the width of a landscape A4 page. */
const MONTHS_PER_PRINTED_TABLE = 6;

function oneOf<T extends string>(options: readonly T[], value: string | null, fallback: T): T {
  return options.find((option) => option === value) ?? fallback;
}

type Props = { transactions: readonly Transaction[]; asOf: IsoDate };

/**
 * /reports/print?period=quarter&type=cashflow: the report of the reports page alone, for paper or
 * PDF. An unknown period or type in the address falls back to this month's cash-flow statement.
 */
export function ReportPrintPage({ transactions, asOf }: Props) {
  const [params] = useSearchParams();
  const period: Period = oneOf(PERIODS, params.get('period'), 'month');
  const reportType: ReportType = oneOf(REPORT_TYPES, params.get('type'), 'cashflow');
  const format = useFormat();
  const {
    report,
    statement,
    scope: reportScope,
    definitions,
  } = usePeriodReport(transactions, asOf, period, reportType);
  const { accounts, pageNote } = reportScope;
  const keptScenarios = useKeptScenarioComparison(transactions, asOf);
  const scenarios = useMemo(
    () => (reportType === 'forecast' ? keptScenarios() : null),
    [reportType, keptScenarios],
  );
  const scope = accounts.length === 1 ? `Account: ${accounts[0]?.name ?? ''}` : undefined;
  return (
    <PrintFrame
      title={TITLES[reportType]}
      period={reportPeriodText(period, asOf)}
      backTo={paths.reports.path}
      {...(scope ? { scope } : {})}
    >
      <CurrencyNotice
        note={pageNote(reportType === 'cashflow' ? statement.currencyNote : report.currencyNote)}
      />
      {reportType === 'cashflow' ? (
        <StatementTable
          statement={statement}
          choices={sectionChoices(definitions)}
          format={format}
          columnsPerTable={MONTHS_PER_PRINTED_TABLE}
        />
      ) : (
        <ReportView report={report} format={format} withRecent={false} />
      )}
      {scenarios ? (
        <section className="card" aria-label="What-if scenarios">
          <h2 className="card__title">What-If Scenarios</h2>
          <ScenarioDifferences comparison={scenarios.comparison} format={format} />
        </section>
      ) : null}
    </PrintFrame>
  );
}
