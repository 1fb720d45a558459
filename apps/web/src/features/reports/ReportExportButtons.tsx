import type { ReportSheet } from '@cashline/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { downloadReportCsv, downloadReportXlsx } from './reportFiles';

type Props = {
  /** The report's tables, made when a file is asked for. */
  sheets: () => ReportSheet[];
  /** The file name without its extension. */
  baseName: string;
  /** The page with the report alone, to print or save as PDF. */
  printHref: string;
};

/** CSV, Excel and the print view (to paper or PDF through the browser) of the report on the page. */
export function ReportExportButtons({ sheets, baseName, printHref }: Props) {
  const [exportError, setExportError] = useState<string | null>(null);
  return (
    <>
      <div className="report-exports" role="group" aria-label="Export this report">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => downloadReportCsv(sheets(), baseName)}
        >
          CSV
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            setExportError(null);
            downloadReportXlsx(sheets(), baseName).catch(() =>
              setExportError('The Excel file could not be made. Please try again.'),
            );
          }}
        >
          Excel (XLSX)
        </button>
        <Link className="button button--secondary" to={printHref}>
          Print or save as PDF
        </Link>
      </div>
      {exportError ? (
        <p className="form__error" role="alert">
          {exportError}
        </p>
      ) : null}
    </>
  );
}
