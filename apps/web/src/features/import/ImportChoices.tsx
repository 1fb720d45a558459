import type { ColumnMapping, ImportOptions, ImportSummary } from '@cashline/core';
import type { ParseChoices } from './csvImportSession';

type Field = keyof ColumnMapping;
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

const DATE_FORMAT_CHOICES: readonly ImportDateFormat[] = [
  'YYYY-MM-DD',
  'MM/DD/YYYY',
  'DD/MM/YYYY',
  'DD.MM.YYYY',
];

/** The option value meaning "this field is read from no column". */
const NOT_MAPPED = '';

/**
 * What the last reading of the file decided: the choices start from it. A reading that failed at
 * the columns knows no date format or decimal separator: those are then detected from the file.
 */
export type ReadingOfFile = Pick<ImportSummary, 'headers' | 'mapping'> &
  Partial<Pick<ImportSummary, 'dateFormat' | 'dateFormatAmbiguous' | 'decimalSeparator'>>;

/** The option value meaning "detect it from the file". */
const DETECT = '';

type ImportChoicesProps = {
  /** The last reading that succeeded; after a failed one the user's choices are laid over it. */
  reading: ReadingOfFile;
  /** Whether `reading` is the reading of the current choices (false after a failed reading). */
  current: boolean;
  choices: ParseChoices;
  onChoices: (choices: ParseChoices) => void;
  busy: boolean;
};

/** The column mapping, date format and decimal separator of a file, each changeable. */
export function ImportChoices({ reading, current, choices, onChoices, busy }: ImportChoicesProps) {
  function shownColumn(field: Field): string {
    const chosen = choices.mapping?.[field];
    if (!current && chosen !== undefined) return chosen ?? NOT_MAPPED;
    return reading.mapping[field] ?? NOT_MAPPED;
  }

  return (
    <>
      <fieldset className="import-options" disabled={busy}>
        <legend>Column mapping</legend>
        <div className="import-options__grid">
          {FIELDS.map(({ field, label }) => (
            <div className="field" key={field}>
              <label htmlFor={`map-${field}`}>{label}</label>
              <select
                id={`map-${field}`}
                value={shownColumn(field)}
                onChange={(event) => {
                  const header = event.target.value;
                  onChoices({
                    ...choices,
                    mapping: { ...choices.mapping, [field]: header === NOT_MAPPED ? null : header },
                  });
                }}
              >
                <option value={NOT_MAPPED}>Not mapped</option>
                {reading.headers.map((header) => (
                  <option key={header} value={header}>
                    {header}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </div>
      </fieldset>

      <fieldset className="import-options" disabled={busy}>
        <legend>How values are written</legend>
        <div className="import-options__grid import-options__grid--values">
          <div className="field">
            <label htmlFor="import-date-format">Date format</label>
            <select
              id="import-date-format"
              value={(!current && choices.dateFormat) || reading.dateFormat || DETECT}
              onChange={(event) =>
                onChoices({
                  ...choices,
                  dateFormat:
                    event.target.value === DETECT
                      ? undefined
                      : (event.target.value as ImportDateFormat),
                })
              }
            >
              {!reading.dateFormat && <option value={DETECT}>Detect from the file</option>}
              {DATE_FORMAT_CHOICES.map((format) => (
                <option key={format} value={format}>
                  {format}
                </option>
              ))}
            </select>
            {reading.dateFormatAmbiguous && !choices.dateFormat && (
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
              value={(!current && choices.decimalSeparator) || reading.decimalSeparator || DETECT}
              onChange={(event) =>
                onChoices({
                  ...choices,
                  decimalSeparator:
                    event.target.value === DETECT
                      ? undefined
                      : event.target.value === ','
                        ? ','
                        : '.',
                })
              }
            >
              {!reading.decimalSeparator && <option value={DETECT}>Detect from the file</option>}
              <option value=".">Point (1,234.56)</option>
              <option value=",">Comma (1.234,56)</option>
            </select>
          </div>
        </div>
      </fieldset>
    </>
  );
}
