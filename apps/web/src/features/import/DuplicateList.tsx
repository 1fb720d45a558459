import type { ImportDuplicate } from '@cashline/core';
import { useState } from 'react';
import { useFormat } from '../../lib/format/useFormat';
import { Pager } from './Pager';

/** Duplicates listed before the rest are offered page by page: a re-import can repeat them all. */
const FIRST_SHOWN = 5;
export const DUPLICATES_PER_PAGE = 100;

type DuplicateListProps = { duplicates: readonly ImportDuplicate[] };

/** The rows of a file that match stored transactions: the first few, then every one on request. */
export function DuplicateList({ duplicates }: DuplicateListProps) {
  const format = useFormat();
  const [showAll, setShowAll] = useState(false);
  const [pageStart, setPageStart] = useState(0);
  const shown = showAll
    ? duplicates.slice(pageStart, pageStart + DUPLICATES_PER_PAGE)
    : duplicates.slice(0, FIRST_SHOWN);

  return (
    <>
      <ul className="import-duplicates__list" aria-label="Rows already imported">
        {shown.map((d) => (
          <li key={d.row}>
            Row {d.row}: {format.date(d.transaction.date)} · {d.transaction.description} ·{' '}
            {format.moneyExact(d.transaction.amount)}
          </li>
        ))}
      </ul>
      {!showAll && duplicates.length > FIRST_SHOWN && (
        <button
          type="button"
          className="button button--secondary import-duplicates__all"
          onClick={() => setShowAll(true)}
        >
          Show all {duplicates.length.toLocaleString('en-US')}
        </button>
      )}
      {showAll && duplicates.length > DUPLICATES_PER_PAGE && (
        <Pager
          noun="Duplicates"
          pageStart={pageStart}
          pageSize={DUPLICATES_PER_PAGE}
          total={duplicates.length}
          onPageStart={setPageStart}
        />
      )}
    </>
  );
}
