import type { ImportFailure } from '@cashline/core';
import type { ParseChoices } from './csvImportSession';
import { ImportChoices } from './ImportChoices';
import type { ReadingOfFile } from './ImportChoices';
import { ImportIssueList } from './ImportIssueList';

type Props = {
  fileName: string | undefined;
  failure: ImportFailure;
  /** The columns to choose from: the failed reading's, over the last one that worked. */
  reading: ReadingOfFile | null;
  choices: ParseChoices;
  onChoices: (next: ParseChoices) => void;
  busy: boolean;
};

/** Why nothing came of the file, with the choices that may put it right and the rows' issues. */
export function ImportFailedReading({
  fileName,
  failure,
  reading,
  choices,
  onChoices,
  busy,
}: Props) {
  return (
    <section className="card import-preview" aria-labelledby="import-preview-title">
      <h2 id="import-preview-title" className="card__title">
        Nothing to import from {fileName}
      </h2>
      {failure.issues
        // Why nothing came of the file; notes on single lines (a title, a malformed line) are in
        // the list below.
        .filter((issue) => issue.kind === 'notice' && issue.field !== 'row')
        .map((issue) => (
          <p key={issue.message} className="import-preview__why">
            {issue.message}
          </p>
        ))}
      {reading && (
        <ImportChoices
          reading={reading}
          current={false}
          choices={choices}
          onChoices={onChoices}
          busy={busy}
        />
      )}
      {failure.issues.length > 0 && <ImportIssueList issues={failure.issues} />}
    </section>
  );
}
