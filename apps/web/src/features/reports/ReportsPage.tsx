import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  reportExport,
  reportExportFileName,
  reportPeriodText,
  reportSheets,
  sectionChoices,
} from '@cashline/core';
import type { IsoDate, Period, ReportType, Transaction } from '@cashline/core';
import { AsOfBar } from '../../components/analytics/AsOfBar';
import { CurrencyNotice } from '../../components/analytics/CurrencyNotice';
import { periodOptions } from '../../components/analytics/PeriodSelector';
import { SelectField } from '../../components/analytics/SelectField';
import { paths } from '../../config/paths';
import { useFormat } from '../../lib/format/useFormat';
import '../../components/analytics/analytics.css';
import { downloadFile } from '../../lib/download/downloadFile';
import { useToday } from '../../lib/useToday';
import { ReportExportButtons } from './ReportExportButtons';
import { useCompanyName } from '../../lib/reports/useCompanyName';
import { ReportView } from './ReportView';
import { usePeriodReport } from './usePeriodReport';
import { useScenarioSheets } from './useScenarioSheets';
import { StatementTable } from './StatementTable';

/** The spec's order for reports (month, quarter, year, all): the default is the first option. */
const reportPeriodOptions = (['month', 'quarter', 'year', 'all'] as const).map(
  (value) => periodOptions.find((option) => option.value === value) ?? { value, label: value },
);

const reportTypeOptions: ReadonlyArray<{ value: ReportType; label: string }> = [
  { value: 'summary', label: 'Summary' },
  { value: 'detailed', label: 'Detailed' },
  { value: 'forecast', label: 'Forecast' },
  { value: 'cashflow', label: 'Cash-flow statement' },
];

type ReportsPageProps = { transactions: readonly Transaction[]; asOf: IsoDate };

/** Financial Reports (app.md section 2): a period and a report type, and Export Report as JSON. */
export function ReportsPage({ transactions, asOf }: ReportsPageProps) {
  const format = useFormat();
  const today = useToday();
  const [period, setPeriod] = useState<Period>('month');
  const [reportType, setReportType] = useState<ReportType>('summary');
  // The balance is the accounts' consolidated position (or the chosen account's own).
  const { report, statement, scope, definitions } = usePeriodReport(
    transactions,
    asOf,
    period,
    reportType,
  );
  const { sheetCurrencies, pageNote } = scope;
  const company = useCompanyName();
  const choices = useMemo(() => sectionChoices(definitions), [definitions]);
  const baseName = reportExportFileName(report, today).replace(/\.json$/, '');
  const scenarioSheets = useScenarioSheets(transactions, asOf);
  const sheets = () => [
    ...reportSheets(report, statement, {
      company,
      choices,
      ...sheetCurrencies,
    }),
    ...(reportType === 'forecast' ? scenarioSheets() : []),
  ];

  function exportReport() {
    downloadFile(
      reportExportFileName(report, today),
      JSON.stringify(reportExport(report), null, 2),
      'application/json',
    );
  }

  return (
    <div className="page analytics-page">
      <header className="analytics-page__header">
        <div>
          <h1>Financial Reports</h1>
          <AsOfBar />
        </div>
        <div className="analytics-page__controls">
          <SelectField
            label="Period"
            value={period}
            options={reportPeriodOptions}
            onChange={setPeriod}
          />
          <SelectField
            label="Report type"
            value={reportType}
            options={reportTypeOptions}
            onChange={setReportType}
          />
          <button type="button" className="button" onClick={exportReport}>
            Export Report
          </button>
        </div>
      </header>
      <p className="panel__subtitle">{reportPeriodText(period, asOf)}</p>
      <CurrencyNotice note={pageNote(report.currencyNote)} />
      <p className="note report-links">
        Build your own on <Link to={paths.reportsCustom.path}>Custom Reports</Link>, download every
        report from <Link to={paths.reportsExport.path}>Export Reports</Link>, or make a
        month&apos;s <Link to={paths.boardPack.getHref()}>Board Pack</Link> (PDF and Excel).
      </p>
      <ReportExportButtons
        sheets={sheets}
        baseName={baseName}
        printHref={paths.reportsPrint.getHref(period, reportType)}
      />
      <ReportView report={report} format={format} />
      {reportType === 'cashflow' ? (
        <StatementTable statement={statement} choices={choices} format={format} />
      ) : null}
    </div>
  );
}
