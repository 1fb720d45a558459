import { customFiltersText, customReport, customReportDefinitionSchema } from '@cashline/core';
import type { CustomReportDefinition, IsoDate, Transaction } from '@cashline/core';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import '../../../components/analytics/analytics.css';
import { paths } from '../../../config/paths';
import { CurrencyNotice } from '../../../components/analytics/CurrencyNotice';
import { useReportScope } from '../../../lib/analytics/useReportScope';
import { useCategorisation } from '../../../lib/categorisation/useCategorisation';
import { useFormat } from '../../../lib/format/useFormat';
import { PrintFrame } from '../print/PrintFrame';
import { CustomReportTable } from './CustomReportTable';

/** The definition in the address, or null when there is none or it is not a report's. */
function definitionOf(text: string | null): CustomReportDefinition | null {
  if (text === null) return null;
  try {
    const parsed = customReportDefinitionSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

type Props = { transactions: readonly Transaction[]; asOf: IsoDate };

/**
 * /reports/custom/print?report={...}: a custom report alone, for paper or PDF, as the other
 * reports print: the company, the report's name, its period and as-of date, its filters and page
 * numbers, and nothing of the app's frame.
 */
export function CustomReportPrintPage({ transactions, asOf }: Props) {
  const [params] = useSearchParams();
  const definition = useMemo(() => definitionOf(params.get('report')), [params]);
  const { accounts, convert, pageNote } = useReportScope();
  const { definitions } = useCategorisation();
  const format = useFormat();
  const report = useMemo(
    () =>
      definition === null
        ? null
        : customReport(transactions, definition, {
            asOf,
            accounts,
            categories: definitions,
            ...convert,
          }),
    [transactions, definition, asOf, accounts, definitions, convert],
  );
  if (report === null) {
    return (
      <main className="page">
        <h1>{paths.reportsCustomPrint.title}</h1>
        <p className="form__error" role="alert">
          This address does not describe a report. Open the report on{' '}
          <Link to={paths.reportsCustom.path}>Custom Reports</Link> and choose Print or save as PDF
          there.
        </p>
      </main>
    );
  }
  const account = accounts.length === 1 ? `; account: ${accounts[0]?.name ?? ''}` : '';
  return (
    <PrintFrame
      title={report.definition.name}
      period={report.periodText}
      scope={`Filters: ${customFiltersText(report.definition.filters, report.currencyNote?.reportingCurrency)}${account}`}
      backTo={paths.reportsCustom.path}
    >
      <CurrencyNotice note={pageNote(report.currencyNote)} />
      <CustomReportTable report={report} format={format} titled={false} />
    </PrintFrame>
  );
}
