import { useMemo, useState } from 'react';
import { buildReport, reportExport, reportExportFileName } from '@cashline/core';
import type { IsoDate, Period, ReportType, Transaction } from '@cashline/core';
import { AsOfBar } from '../../components/analytics/AsOfBar';
import { periodOptions } from '../../components/analytics/PeriodSelector';
import { SelectField } from '../../components/analytics/SelectField';
import { useFormat } from '../../lib/format/useFormat';
import '../../components/analytics/analytics.css';
import { downloadFile } from '../../lib/download/downloadFile';
import { useSettings } from '../../lib/settings/useSettings';
import { useToday } from '../../lib/useToday';
import { ReportView } from './ReportView';

const reportTypeOptions: ReadonlyArray<{ value: ReportType; label: string }> = [
  { value: 'summary', label: 'Summary' },
  { value: 'detailed', label: 'Detailed' },
  { value: 'forecast', label: 'Forecast' },
];

type ReportsPageProps = { transactions: readonly Transaction[]; asOf: IsoDate };

/** Financial Reports (app.md section 2): a period and a report type, and Export Report as JSON. */
export function ReportsPage({ transactions, asOf }: ReportsPageProps) {
  const format = useFormat();
  const today = useToday();
  const { currency } = useSettings().settings.preferences;
  const [period, setPeriod] = useState<Period>('month');
  const [reportType, setReportType] = useState<ReportType>('summary');
  const report = useMemo(
    () => buildReport(transactions, { asOf, period, reportType, currency }),
    [transactions, asOf, period, reportType, currency],
  );

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
          <SelectField label="Period" value={period} options={periodOptions} onChange={setPeriod} />
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
      <ReportView report={report} format={format} />
    </div>
  );
}
