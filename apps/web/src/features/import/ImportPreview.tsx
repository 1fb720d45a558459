import type { ImportIssue, ImportOptions, ImportSummary } from '@cashline/core';
import { useFormat } from '../../lib/format/useFormat';
import type { ParseChoices } from './csvImportSession';

const PREVIEW_ROWS = 5;
const ISSUES_SHOWN = 200;

type Field = keyof NonNullable<ImportOptions['mapping']>;
type ImportDateFormat = NonNullable<ImportOptions['dateFormat']>;

const FIELDS: { field: Field; label: string }[] = [
  { field: 'date', label: 'Date' },
  { field: 'description', label: 'Description' },
  { field: 'amount', label: 'Amount (signed)' },
  { field: 'debit', label: 'Debit (money out)' },
  { field: 'credit', label: 'Credit (money in)' },
  { field: 'category', label: 'Category' },
  { field: 'balance', label: 'Balance' },
];

const DATE_FORMAT_CHOICES: { value: ImportDateFormat; label: string }[] = [
  { value: 'YYYY-MM-DD', label: 'YYYY-MM-DD' },
  { value: 'MM/DD/YYYY', label: 'MM/DD/YYYY' },
  { value: 'DD/MM/YYYY', label: 'DD/MM/YYYY' },
  { value: 'DD.MM.YYYY', label: 'DD.MM.YYYY' },
];

const DELIMITER_NAMES: Record<string, string> = {
  ',': 'comma',
  ';': 'semicolon',
  '\t': 'tab',
  '|': 'pipe',
};

type ImportPreviewProps = {
  fileName: string;
  encoding: string;
  summary: ImportSummary;
  choices: ParseChoices;
  onChoices: (choices: ParseChoices) => void;
  includeDuplicates: boolean;
  onIncludeDuplicates: (include: boolean) => void;
  busy: boolean;
};

function issueText(issue: ImportIssue): string {
  const where = issue.row === null ? 'File' : `Row ${issue.row}`;
  return `${where}: ${issue.message}`;
}

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
  const issues = summary.issues;
  const skipped = issues.filter((i) => i.kind === 'skipped').length;
  const altered = issues.filter((i) => i.kind === 'altered').length;

  return (
    <section className="card import-preview" aria-labelledby="import-preview-title">
      <h2 id="import-preview-title" className="card__title">
        Preview of {fileName}
      </h2>
      <p className="import-preview__facts">
        <strong>{summary.transactions.length.toLocaleString('en-US')}</strong> new transactions from{' '}
        {summary.rowCount.toLocaleString('en-US')} rows ·{' '}
        {summary.headerRow === null
          ? 'no header row: columns recognised from their content'
          : `header on row ${summary.headerRow}`}{' '}
        · {DELIMITER_NAMES[summary.delimiter] ?? summary.delimiter}-separated ·{' '}
        {encoding.toUpperCase()}
      </p>

      <fieldset className="import-options" disabled={busy}>
        <legend>Column mapping</legend>
        <div className="import-options__grid">
          {FIELDS.map(({ field, label }) => {
            const current = summary.mapping[field] ?? '';
            return (
              <div className="field" key={field}>
                <label htmlFor={`map-${field}`}>{label}</label>
                <select
                  id={`map-${field}`}
                  value={current}
                  onChange={(event) =>
                    onChoices({
                      ...choices,
                      mapping: { ...choices.mapping, [field]: event.target.value },
                    })
                  }
                >
                  {current === '' && <option value="">Not in this file</option>}
                  {summary.headers.map((header) => (
                    <option key={header} value={header}>
                      {header}
                    </option>
                  ))}
                </select>
              </div>
            );
          })}
        </div>
      </fieldset>

      <fieldset className="import-options" disabled={busy}>
        <legend>How values are written</legend>
        <div className="import-options__grid">
          <div className="field">
            <label htmlFor="import-date-format">Date format</label>
            <select
              id="import-date-format"
              value={summary.dateFormat}
              onChange={(event) =>
                onChoices({ ...choices, dateFormat: event.target.value as ImportDateFormat })
              }
            >
              {DATE_FORMAT_CHOICES.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </select>
            {summary.dateFormatAmbiguous && !choices.dateFormat && (
              <p className="field__hint field__hint--warning">
                Every date in this file reads both ways; month first was assumed. Check the preview
                below.
              </p>
            )}
          </div>
          <div className="field">
            <label htmlFor="import-decimal">Decimal separator</label>
            <select
              id="import-decimal"
              value={summary.decimalSeparator}
              onChange={(event) =>
                onChoices({
                  ...choices,
                  decimalSeparator: event.target.value === ',' ? ',' : '.',
                })
              }
            >
              <option value=".">Point (1,234.56)</option>
              <option value=",">Comma (1.234,56)</option>
            </select>
          </div>
        </div>
      </fieldset>

      <h3 className="import-preview__subtitle">
        First {Math.min(PREVIEW_ROWS, summary.transactions.length)} transactions
      </h3>
      <div className="simple-table-wrap">
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
            {summary.transactions.slice(0, PREVIEW_ROWS).map((t) => (
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
      </div>

      {summary.duplicates.length > 0 && (
        <div className="import-duplicates">
          <h3 className="import-preview__subtitle">
            {summary.duplicates.length.toLocaleString('en-US')} already imported
          </h3>
          <p>
            These rows match transactions you already have (same date, amount and description) and
            will be skipped.
          </p>
          <ul className="import-duplicates__list">
            {summary.duplicates.slice(0, 5).map((d) => (
              <li key={d.row}>
                Row {d.row}: {format.date(d.transaction.date)} · {d.transaction.description} ·{' '}
                {format.moneyExact(d.transaction.amount)}
              </li>
            ))}
            {summary.duplicates.length > 5 && <li>and {summary.duplicates.length - 5} more</li>}
          </ul>
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

      {issues.length > 0 && (
        <details className="import-issues" open={issues.length <= 20}>
          <summary>
            {issues.length.toLocaleString('en-US')} {issues.length === 1 ? 'note' : 'notes'} on this
            file ({skipped} rows skipped, {altered} rows changed)
          </summary>
          <ul>
            {issues.slice(0, ISSUES_SHOWN).map((issue, index) => (
              <li key={index} className={`import-issue import-issue--${issue.kind}`}>
                {issueText(issue)}
              </li>
            ))}
          </ul>
          {issues.length > ISSUES_SHOWN && (
            <p className="field__hint">
              Showing the first {ISSUES_SHOWN} of {issues.length.toLocaleString('en-US')}.
            </p>
          )}
        </details>
      )}
    </section>
  );
}
