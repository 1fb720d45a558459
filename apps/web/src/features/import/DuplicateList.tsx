import { unpackTransactions } from '@cashline/core';
import type { PackedDuplicates } from '@cashline/core';
import { useMemo, useState } from 'react';
import { useFormat } from '../../lib/format/useFormat';
import { Pager } from './Pager';

/** Duplicates listed before the rest are offered page by page: a re-import can repeat them all. */
const FIRST_SHOWN = 5;
export const DUPLICATES_PER_PAGE = 100;

type DuplicateListProps = { duplicates: PackedDuplicates };

/** The rows of a file that match stored transactions: the first few, then every one on request. */
export function DuplicateList({ duplicates }: DuplicateListProps) {
  const format = useFormat();
  const [showAll, setShowAll] = useState(false);
  const [pageStart, setPageStart] = useState(0);
  const start = showAll ? pageStart : 0;
  const end = start + (showAll ? DUPLICATES_PER_PAGE : FIRST_SHOWN);
  // Only the rows listed become objects: a re-import can repeat a million.
  const shown = useMemo(
    () =>
      unpackTransactions(duplicates.transactions, start, end).map((transaction, i) => ({
        row: duplicates.rows[start + i]!,
        transaction,
      })),
    [duplicates, start, end],
  );
  const total = duplicates.transactions.count;

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
      {!showAll && total > FIRST_SHOWN && (
        <button
          type="button"
          className="button button--secondary import-duplicates__all"
          onClick={() => setShowAll(true)}
        >
          Show all {total.toLocaleString('en-US')}
        </button>
      )}
      {showAll && total > DUPLICATES_PER_PAGE && (
        <Pager
          noun="Duplicates"
          pageStart={pageStart}
          pageSize={DUPLICATES_PER_PAGE}
          total={total}
          onPageStart={setPageStart}
        />
      )}
    </>
  );
}
