import { checkAmountsAgainstBalanceOfColumns } from '@cashline/core';
import type { ImportSummary, PackedImportSummary } from '@cashline/core';
import { useMemo } from 'react';

/** More than this share of steps between balances left unexplained flags the mapping. */
const TOLERATED_SHARE = 0.2;

function amountColumns(mapping: ImportSummary['mapping']): string {
  if (mapping.amount) return `“${mapping.amount}”`;
  return [mapping.debit, mapping.credit]
    .filter(Boolean)
    .map((c) => `“${c}”`)
    .join(' and ');
}

/**
 * Flags a column mapping whose amounts do not explain the file's balance column: a running total
 * or a balance read as the amount imports wrong money while looking fine.
 */
export function BalanceWarning({
  summary,
}: {
  summary: Pick<PackedImportSummary, 'transactions' | 'mapping'>;
}) {
  const check = useMemo(
    () => checkAmountsAgainstBalanceOfColumns(summary.transactions),
    [summary.transactions],
  );
  if (!check || !summary.mapping.balance || check.disagree <= check.steps * TOLERATED_SHARE) {
    return null;
  }
  const count = (n: number) => n.toLocaleString('en-US');
  return (
    <p className="field__hint field__hint--warning" role="status">
      {`The amounts read from ${amountColumns(summary.mapping)} do not match the balance column ` +
        `“${summary.mapping.balance}” at ${count(check.disagree)} of ${count(check.steps)} steps ` +
        'from one row to the next. Check that the amount is read from the right column before ' +
        'importing.'}
    </p>
  );
}
