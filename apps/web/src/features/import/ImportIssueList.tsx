import type { ImportIssue, ImportIssueKind } from '@cashline/core';
import { useId, useMemo, useState } from 'react';
import { countOf } from './importMessages';
import { Pager } from './Pager';

/** Notes shown at a time: a file can carry 100,000 of them, and the page must stay responsive. */
export const ISSUES_PER_PAGE = 100;

type KindFilter = ImportIssueKind | 'all';

const KIND_FILTERS: { value: KindFilter; label: string }[] = [
  { value: 'all', label: 'All notes' },
  { value: 'skipped', label: 'Rows skipped' },
  { value: 'altered', label: 'Rows changed' },
  { value: 'notice', label: 'About the file' },
];

function issueText(issue: ImportIssue): string {
  const where = issue.row === null ? 'File' : `Row ${issue.row}`;
  return `${where}: ${issue.message}`;
}

/** Index of the first issue on `row` or below it; issues come sorted by row, file notices first. */
function firstAtOrAfter(issues: readonly ImportIssue[], row: number): number {
  let low = 0;
  let high = issues.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((issues[middle]!.row ?? 0) < row) low = middle + 1;
    else high = middle;
  }
  return low;
}

type ImportIssueListProps = { issues: readonly ImportIssue[] };

/**
 * Every note the import made on a file, a page at a time, with a filter by kind and a jump to a
 * row, so the last of 100,000 notes is as reachable as the first.
 */
export function ImportIssueList({ issues }: ImportIssueListProps) {
  const id = useId();
  const [kind, setKind] = useState<KindFilter>('all');
  const [start, setStart] = useState(0);
  const [rowWanted, setRowWanted] = useState('');
  const shown = useMemo(
    () => (kind === 'all' ? issues : issues.filter((issue) => issue.kind === kind)),
    [issues, kind],
  );
  const counts = useMemo(() => {
    const byKind = { skipped: 0, altered: 0, notice: 0 };
    for (const issue of issues) byKind[issue.kind]++;
    return byKind;
  }, [issues]);
  const first = Math.min(start, Math.max(0, shown.length - 1));
  const pageStart = first - (first % ISSUES_PER_PAGE);
  const page = shown.slice(pageStart, pageStart + ISSUES_PER_PAGE);
  const paged = shown.length > ISSUES_PER_PAGE;

  function jumpToRow() {
    const row = Number.parseInt(rowWanted, 10);
    if (Number.isFinite(row)) setStart(firstAtOrAfter(shown, row));
  }

  return (
    <details className="import-issues" open={issues.length <= 20}>
      <summary>
        {`${countOf(issues.length, 'note', 'notes')} on this file (` +
          `${countOf(counts.skipped, 'row', 'rows')} skipped, ` +
          `${countOf(counts.altered, 'row', 'rows')} changed)`}
      </summary>
      {issues.length > ISSUES_PER_PAGE && (
        <div className="import-issues__tools">
          <div className="field">
            <label htmlFor={`${id}-kind`}>Show</label>
            <select
              id={`${id}-kind`}
              value={kind}
              onChange={(event) => {
                setKind(event.target.value as KindFilter);
                setStart(0);
              }}
            >
              {KIND_FILTERS.map((filter) => (
                <option key={filter.value} value={filter.value}>
                  {filter.label}
                </option>
              ))}
            </select>
          </div>
          <form
            className="field import-issues__jump"
            onSubmit={(event) => {
              event.preventDefault();
              jumpToRow();
            }}
          >
            <label htmlFor={`${id}-row`}>Go to row</label>
            <div className="import-issues__jump-row">
              <input
                id={`${id}-row`}
                type="number"
                min={1}
                inputMode="numeric"
                value={rowWanted}
                onChange={(event) => setRowWanted(event.target.value)}
              />
              <button type="submit" className="button button--secondary">
                Go
              </button>
            </div>
          </form>
        </div>
      )}
      {shown.length === 0 ? (
        <p className="field__hint">No notes of this kind.</p>
      ) : (
        <ul aria-label="Notes on this file">
          {page.map((issue, index) => (
            <li key={pageStart + index} className={`import-issue import-issue--${issue.kind}`}>
              {issueText(issue)}
              {issue.value !== undefined && (
                <>
                  {' '}
                  <q className="import-issue__value">{issue.value}</q>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {paged && (
        <Pager
          noun="Notes"
          pageStart={pageStart}
          pageSize={ISSUES_PER_PAGE}
          total={shown.length}
          onPageStart={setStart}
        />
      )}
    </details>
  );
}
