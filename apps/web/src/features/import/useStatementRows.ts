import { checkBalanceContinuityOfColumns, statementColumns } from '@cashline/core';
import type { PackedImportSummary } from '@cashline/core';
import { useMemo } from 'react';

/**
 * Every row read, new and already imported alike, in file order, and whether its balances follow
 * on from one another: the statement's checks read them.
 */
export function useStatementRows(summary: PackedImportSummary | null) {
  const fileRows = useMemo(() => (summary ? statementColumns(summary) : null), [summary]);
  const continuity = useMemo(
    () => (fileRows ? checkBalanceContinuityOfColumns(fileRows) : null),
    [fileRows],
  );
  return { fileRows, continuity };
}
