import {
  REPORT_TYPES,
  buildReport,
  cashFlowStatement,
  customReport,
  customReportFileName,
  customReportSheets,
  reportExportFileName,
  reportPeriodText,
  reportSheets,
  sectionChoices,
} from '@cashline/core';
import type { IsoDate, Period, ReportSheet, ReportType, Transaction } from '@cashline/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AsOfBar } from '../../components/analytics/AsOfBar';
import { periodOptions } from '../../components/analytics/PeriodSelector';
import { SelectField } from '../../components/analytics/SelectField';
import '../../components/analytics/analytics.css';
import './custom/customReports.css';
import { paths } from '../../config/paths';
import { CurrencyNotice } from '../../components/analytics/CurrencyNotice';
import { useAnalysis } from '../../lib/analytics/useAnalysis';
import { useReportScope } from '../../lib/analytics/useReportScope';
import { useCategorisation } from '../../lib/categorisation/useCategorisation';
import { useCompanyName } from '../../lib/reports/useCompanyName';
import { useToday } from '../../lib/useToday';
import { useScenarioSheets } from './useScenarioSheets';
import { useSavedReports } from './custom/useSavedReports';
import { downloadReportCsv, downloadReportXlsx } from './reportFiles';

const REPORT_NAMES: Readonly<Record<ReportType, string>> = {
  summary: 'Summary',
  detailed: 'Detailed',
  forecast: 'Forecast',
  cashflow: 'Cash-flow statement',
};

const exportPeriodOptions = (['month', 'quarter', 'year', 'all'] as const).map(
  (value) => periodOptions.find((option) => option.value === value) ?? { value, label: value },
);

type Props = { transactions: readonly Transaction[]; asOf: IsoDate };

/** A report's files are computed only when one is asked for: a large ledger makes each one work. */
type Row = { key: string; name: string; make: () => { sheets: ReportSheet[]; baseName: string } };

/** Every report in one list, each downloadable as CSV or Excel for the period chosen. */
export function ExportReportsPage({ transactions, asOf }: Props) {
  const today = useToday();
  const [period, setPeriod] = useState<Period>('month');
  const [error, setError] = useState<string | null>(null);
  const { reports: saved } = useSavedReports();
  // The balance is the accounts' consolidated position (or the chosen account's own).
  const { accounts, currency, convert, sheetCurrencies } = useReportScope();
  // The period's note, as the dashboard gives it: every export converts as its figures do.
  const { currency: note } = useAnalysis(transactions, asOf, period);
  const { definitions: categories } = useCategorisation();
  const company = useCompanyName();
  const scenarioSheets = useScenarioSheets(transactions, asOf);

  const standard: Row[] = REPORT_TYPES.map((reportType) => ({
    key: reportType,
    name: REPORT_NAMES[reportType],
    make: () => {
      const report = buildReport(transactions, {
        asOf,
        period,
        reportType,
        currency,
        accounts,
        categories,
        ...convert,
      });
      const statement = cashFlowStatement(transactions, { asOf, period, accounts, ...convert });
      return {
        sheets: [
          ...reportSheets(report, statement, {
            company,
            choices: sectionChoices(categories),
            ...sheetCurrencies,
          }),
          ...(reportType === 'forecast' ? scenarioSheets() : []),
        ],
        baseName: reportExportFileName(report, today).replace(/\.json$/, ''),
      };
    },
  }));
  const custom: Row[] = saved.map(({ id, definition }) => ({
    key: id,
    name: definition.name,
    make: () => {
      const report = customReport(transactions, definition, {
        asOf,
        accounts,
        categories,
        ...convert,
      });
      return { sheets: customReportSheets(report), baseName: customReportFileName(report) };
    },
  }));

  const rowOf = (row: Row) => (
    <li key={row.key}>
      <span className="saved-reports__name">{row.name}</span>
      <button
        type="button"
        className="button button--secondary"
        aria-label={`CSV of ${row.name}`}
        onClick={() => {
          const { sheets, baseName } = row.make();
          downloadReportCsv(sheets, baseName);
        }}
      >
        CSV
      </button>
      <button
        type="button"
        className="button button--secondary"
        aria-label={`Excel (XLSX) of ${row.name}`}
        onClick={() => {
          setError(null);
          const { sheets, baseName } = row.make();
          downloadReportXlsx(sheets, baseName).catch(() =>
            setError('The Excel file could not be made. Please try again.'),
          );
        }}
      >
        Excel (XLSX)
      </button>
    </li>
  );

  return (
    <div className="page analytics-page">
      <header className="analytics-page__header">
        <div>
          <h1>Export Reports</h1>
          <AsOfBar />
        </div>
        <div className="analytics-page__controls">
          <SelectField
            label="Period"
            value={period}
            options={exportPeriodOptions}
            onChange={setPeriod}
          />
        </div>
      </header>
      {error ? (
        <p className="form__error" role="alert">
          {error}
        </p>
      ) : null}
      <CurrencyNotice note={note} />
      <section className="card" aria-labelledby="export-financial">
        <h2 id="export-financial" className="card__title">
          Financial reports
        </h2>
        <p className="panel__subtitle">{reportPeriodText(period, asOf)}</p>
        <ul className="saved-reports">{standard.map(rowOf)}</ul>
      </section>
      <section className="card" aria-labelledby="export-custom">
        <h2 id="export-custom" className="card__title">
          Saved custom reports
        </h2>
        <p className="panel__subtitle">Each over its own saved period, as of the date above.</p>
        {custom.length === 0 ? (
          <p className="note">
            No saved custom reports. <Link to={paths.reportsCustom.path}>Build one</Link>.
          </p>
        ) : (
          <ul className="saved-reports">{custom.map(rowOf)}</ul>
        )}
      </section>
      <p className="note">
        To print a report or save it as PDF, open it on{' '}
        <Link to={paths.reports.path}>Financial Reports</Link> or{' '}
        <Link to={paths.reportsCustom.path}>Custom Reports</Link> and choose Print or save as PDF.
      </p>
    </div>
  );
}
