import { FORMAT_NAMES, unpackTransactions } from '@cashline/core';
import type { PackedImportSummary } from '@cashline/core';
import { useMemo } from 'react';
import { useFormat } from '../../lib/format/useFormat';
import type { ParseChoices } from './csvImportSession';
import { BalanceWarning } from './BalanceWarning';
import { DuplicateList } from './DuplicateList';
import { ImportChoices } from './ImportChoices';
import { ImportIssueList } from './ImportIssueList';
import { countOf } from './importMessages';
import { StatementFacts } from './StatementFacts';
import { categorySourcesLine } from './withRules';
import { TableScroll } from '../../components/ui/TableScroll';

const PREVIEW_ROWS = 5;

const DELIMITER_NAMES: Record<string, string> = {
  ',': 'comma',
  ';': 'semicolon',
  '\t': 'tab',
  '|': 'pipe',
};

type ImportPreviewProps = {
  fileName: string;
  encoding: string;
  summary: PackedImportSummary;
  choices: ParseChoices;
  onChoices: (choices: ParseChoices) => void;
  includeDuplicates: boolean;
  onIncludeDuplicates: (include: boolean) => void;
  busy: boolean;
};

/** What the import will do, before anything is saved: every choice can be changed here. */
export function ImportPreview({
  fileName,
  encoding,
  summary,
  choices,
  onChoices,
  includeDuplicates,
  onIncludeDuplicates,
  busy,
}: ImportPreviewProps) {
  const format = useFormat();
  const sources = useMemo(() => categorySourcesLine(summary.transactions), [summary.transactions]);
  // Only the rows the table lists become objects.
  const firstRows = useMemo(
    () => unpackTransactions(summary.transactions, 0, PREVIEW_ROWS),
    [summary.transactions],
  );
  const count = summary.transactions.count;
  const duplicates = summary.duplicates.transactions.count;

  return (
    <section className="card import-preview" aria-labelledby="import-preview-title">
      <h2 id="import-preview-title" className="card__title">
        Preview of {fileName}
      </h2>
      <p className="import-preview__facts">
        <strong>{count.toLocaleString('en-US')}</strong> new{' '}
        {count === 1 ? 'transaction' : 'transactions'} from{' '}
        {summary.statement
          ? `${countOf(summary.rowCount, 'entry', 'entries')} · ${FORMAT_NAMES[summary.format as keyof typeof FORMAT_NAMES]} statement`
          : countOf(summary.rowCount, 'row', 'rows')}
        {!summary.statement && (
          <>
            {' · '}
            {summary.headerRow === null
              ? 'no header row: columns recognised from their content'
              : `header on row ${summary.headerRow}`}
            {summary.format === 'xlsx'
              ? ' · Excel workbook'
              : ` · ${DELIMITER_NAMES[summary.delimiter] ?? summary.delimiter}-separated`}
          </>
        )}
        {encoding && ` · ${encoding.toUpperCase()}`}
      </p>

      {summary.statement ? (
        <StatementFacts
          statement={summary.statement}
          qifDateFormat={summary.format === 'qif' ? summary.dateFormat : null}
          choices={choices}
          onChoices={onChoices}
          busy={busy}
        />
      ) : (
        <>
          <ImportChoices
            reading={summary}
            current
            choices={choices}
            onChoices={onChoices}
            busy={busy}
          />
          <BalanceWarning summary={summary} />
        </>
      )}
      {sources && <p className="import-preview__sources">{sources}</p>}

      <h3 className="import-preview__subtitle">
        First {Math.min(PREVIEW_ROWS, count)} transactions
      </h3>
      <TableScroll variant="simple-table-wrap">
        <table className="simple-table" aria-label="Import preview">
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Description</th>
              <th scope="col">Category</th>
              <th scope="col" className="numeric">
                Amount
              </th>
              <th scope="col" className="numeric">
                Balance
              </th>
            </tr>
          </thead>
          <tbody>
            {firstRows.map((t) => (
              <tr key={t.id}>
                <td>{format.date(t.date)}</td>
                <td>{t.description}</td>
                <td>{t.category}</td>
                <td className={`numeric amount--${t.amount < 0 ? 'out' : 'in'}`}>
                  {format.moneyExact(t.amount)}
                </td>
                <td className="numeric">
                  {t.balance === undefined ? '—' : format.moneyExact(t.balance)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>

      {duplicates > 0 && (
        <div className="import-duplicates">
          <h3 className="import-preview__subtitle">
            {duplicates.toLocaleString('en-US')} already imported
          </h3>
          <p>
            These rows match transactions you already have (the bank&apos;s own id, or the same
            date, amount and description) and will be skipped.
          </p>
          <DuplicateList duplicates={summary.duplicates} />
          <label className="checkbox">
            <input
              type="checkbox"
              checked={includeDuplicates}
              disabled={busy}
              onChange={(event) => onIncludeDuplicates(event.target.checked)}
            />
            Import these rows anyway
          </label>
        </div>
      )}

      {summary.issues.length > 0 && <ImportIssueList issues={summary.issues} />}
    </section>
  );
}
