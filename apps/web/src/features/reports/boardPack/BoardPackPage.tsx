import {
  boardPack,
  boardPackAsOf,
  boardPackScenarios,
  boardPackMonths,
  boardPackSheets,
  longDateLabel,
  monthSpanLabel,
  sectionChoices,
} from '@cashline/core';
import type { IsoDate, Transaction } from '@cashline/core';
import { useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import '../../../components/analytics/analytics.css';
import { paths } from '../../../config/paths';
import { CurrencyNotice } from '../../../components/analytics/CurrencyNotice';
import { useReportScope } from '../../../lib/analytics/useReportScope';
import { useCategorisation } from '../../../lib/categorisation/useCategorisation';
import { useEngineForecast } from '../../../lib/forecast/useEngineForecast';
import { useFormat } from '../../../lib/format/useFormat';
import { useCompanyName } from '../../../lib/reports/useCompanyName';
import { useScenarios } from '../../scenarios/ScenariosContext';
import { PrintFrame } from '../print/PrintFrame';
import { downloadReportXlsx } from '../reportFiles';
import { BoardPackSections } from './BoardPackSections';
import './boardPack.css';

type Props = { transactions: readonly Transaction[]; asOf: IsoDate };

/**
 * /reports/board-pack?month=2026-10: a month's board pack, to print or save as PDF, or download as
 * Excel; as of the month's last day (or the ledger's date while the month runs).
 */
export function BoardPackPage({ transactions, asOf }: Props) {
  const [params, setParams] = useSearchParams();
  const { months, chosen } = useMemo(
    () => boardPackMonths(transactions, asOf),
    [transactions, asOf],
  );
  const asked = params.get('month');
  const month = months.find((m) => m === asked) ?? chosen;
  const packAsOf = boardPackAsOf(month, asOf);
  const forecast = useEngineForecast(transactions, packAsOf);
  const { accounts, convert, pageNote } = useReportScope();
  const { definitions } = useCategorisation();
  const choices = useMemo(() => sectionChoices(definitions), [definitions]);
  const company = useCompanyName();
  const format = useFormat();
  const monthId = useId();
  const [exportError, setExportError] = useState<string | null>(null);
  const { scenarios: kept } = useScenarios();
  // The scenarios the forecast page compares (the first three kept), on the pack's own forecast.
  const scenarios = useMemo(
    () =>
      boardPackScenarios(
        { forecast: forecast.engine, upcoming: forecast.upcoming },
        kept,
        format.moneyExact,
      ),
    [forecast, kept, format],
  );
  const pack = useMemo(
    () =>
      boardPack({
        transactions,
        accounts,
        month,
        asOf: packAsOf,
        forecast,
        scenarios,
        ...convert,
      }),
    [transactions, accounts, month, packAsOf, forecast, scenarios, convert],
  );
  const scope = accounts.length === 1 ? `Account: ${accounts[0]?.name ?? ''}` : undefined;

  function downloadExcel() {
    setExportError(null);
    const sheets = boardPackSheets(pack, { company, choices });
    downloadReportXlsx(sheets, `cashline-board-pack-${month}`).catch(() =>
      setExportError('The Excel file could not be made. Please try again.'),
    );
  }

  return (
    <PrintFrame
      title={paths.boardPack.title}
      period={`${pack.monthLabel}, as of ${longDateLabel(packAsOf)}`}
      backTo={paths.reports.path}
      {...(scope ? { scope } : {})}
      actions={
        <>
          <label htmlFor={monthId} className="board-pack__month-label">
            Month
          </label>
          <select
            id={monthId}
            value={month}
            onChange={(e) => setParams({ month: e.target.value }, { replace: true })}
          >
            {months.map((m) => (
              <option key={m} value={m}>
                {monthSpanLabel([m])}
              </option>
            ))}
          </select>
          <button type="button" className="button button--secondary" onClick={downloadExcel}>
            Excel (XLSX)
          </button>
          {exportError ? (
            <p className="form__error" role="alert">
              {exportError}
            </p>
          ) : null}
        </>
      }
    >
      <CurrencyNotice note={pageNote(pack.currencyNote)} />
      <BoardPackSections pack={pack} choices={choices} format={format} />
    </PrintFrame>
  );
}
