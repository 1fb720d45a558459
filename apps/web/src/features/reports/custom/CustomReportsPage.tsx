import {
  categoriesOf,
  customReport,
  customReportFileName,
  customReportSheets,
} from '@cashline/core';
import type { IsoDate, Transaction } from '@cashline/core';
import { useMemo, useState } from 'react';
import { AsOfBar } from '../../../components/analytics/AsOfBar';
import '../../../components/analytics/analytics.css';
import './customReports.css';
import { paths } from '../../../config/paths';
import { CurrencyNotice } from '../../../components/analytics/CurrencyNotice';
import { useReportScope } from '../../../lib/analytics/useReportScope';
import { useCategorisation } from '../../../lib/categorisation/useCategorisation';
import { useFormat } from '../../../lib/format/useFormat';
import { ReportExportButtons } from '../ReportExportButtons';
import { CustomReportForm } from './CustomReportForm';
import { CustomReportTable } from './CustomReportTable';
import { SavedReportsList } from './SavedReportsList';
import { draftOf, newDraft, readDraft } from './reportDraft';
import type { ReportDraft } from './reportDraft';
import { useSavedReports } from './useSavedReports';

type Props = { transactions: readonly Transaction[]; asOf: IsoDate };

type Status = { kind: 'saved' | 'error'; text: string } | null;

/** Custom reports: define one (period, grouping, filters), see it, export it, and save it by name. */
export function CustomReportsPage({ transactions, asOf }: Props) {
  const format = useFormat();
  const saved = useSavedReports();
  const [draft, setDraft] = useState<ReportDraft>(() => newDraft(asOf));
  const [openId, setOpenId] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>(null);
  const categories = useMemo(() => categoriesOf(transactions), [transactions]);
  const reading = useMemo(() => readDraft(draft), [draft]);
  const { accounts, convert, pageNote } = useReportScope();
  const { definitions } = useCategorisation();
  const report = useMemo(
    () =>
      reading.ok
        ? customReport(transactions, reading.definition, {
            asOf,
            accounts,
            categories: definitions,
            ...convert,
          })
        : null,
    [transactions, reading, asOf, accounts, definitions, convert],
  );

  function save(asNew: boolean) {
    if (!reading.ok) return;
    if (draft.name.trim() === '') {
      setStatus({ kind: 'error', text: 'Give the report a name before saving it.' });
      return;
    }
    try {
      const id = saved.save(reading.definition, asNew ? undefined : (openId ?? undefined));
      setOpenId(id);
      setStatus({ kind: 'saved', text: `Saved "${reading.definition.name}".` });
    } catch (error) {
      setStatus({ kind: 'error', text: error instanceof Error ? error.message : String(error) });
    }
  }

  function guarded(action: () => void) {
    try {
      action();
      setStatus(null);
    } catch (error) {
      setStatus({ kind: 'error', text: error instanceof Error ? error.message : String(error) });
    }
  }

  return (
    <div className="page analytics-page">
      <header className="analytics-page__header">
        <div>
          <h1>Custom Reports</h1>
          <AsOfBar />
        </div>
        <div className="analytics-page__controls">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setDraft(newDraft(asOf));
              setOpenId(null);
              setStatus(null);
            }}
          >
            New report
          </button>
        </div>
      </header>
      <div className="custom-reports">
        <CustomReportForm
          draft={draft}
          categories={categories}
          onChange={setDraft}
          {...(convert.reporting ? { convertedTo: convert.reporting.currency } : {})}
        />
        <SavedReportsList
          reports={saved.reports}
          openId={openId}
          onOpen={({ id, definition }) => {
            setDraft(draftOf(definition, asOf));
            setOpenId(id);
            setStatus(null);
          }}
          onRename={(id, name) => guarded(() => saved.rename(id, name))}
          onDelete={(id) =>
            guarded(() => {
              saved.remove(id);
              if (id === openId) setOpenId(null);
            })
          }
        />
      </div>
      <div className="report-exports" role="group" aria-label="Save this report">
        <button type="button" className="button" disabled={!reading.ok} onClick={() => save(false)}>
          {openId ? 'Save changes' : 'Save report'}
        </button>
        {openId ? (
          <button
            type="button"
            className="button button--secondary"
            disabled={!reading.ok}
            onClick={() => save(true)}
          >
            Save as new report
          </button>
        ) : null}
        {status ? (
          <p
            className={status.kind === 'error' ? 'form__error' : 'note'}
            role={status.kind === 'error' ? 'alert' : 'status'}
          >
            {status.text}
          </p>
        ) : null}
      </div>
      {report ? (
        <>
          <ReportExportButtons
            sheets={() => customReportSheets(report)}
            baseName={customReportFileName(report)}
            printHref={paths.reportsCustomPrint.getHref(report.definition)}
          />
          <CurrencyNotice note={pageNote(report.currencyNote)} />
          <CustomReportTable report={report} format={format} />
        </>
      ) : (
        <p className="form__error" role="alert">
          {reading.ok ? '' : reading.message}
        </p>
      )}
    </div>
  );
}
