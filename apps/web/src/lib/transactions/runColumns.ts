import type { ImportedRun } from '@cashline/core';
import { codeTexts } from './codedTexts';
import { encodeText } from './textColumn';
import type { TransactionColumns } from './transactionColumns';

/**
 * An import's rows read from its lists (core's plainImportedRun), laid out in `accountId` as
 * `toColumns` lays out the rows made of them: the same record, without a row object made.
 */
export function runColumns(run: ImportedRun, accountId: string): TransactionColumns {
  const { count } = run;
  const columns: TransactionColumns = {
    count,
    id: run.id,
    description: encodeText(run.description),
    date: codeTexts(count, (k) => run.date[k] as string),
    category: codeTexts(count, (k) => run.category[k] as string),
    type: run.outflow,
    amount: run.amount,
    balance: run.balance,
  };
  if (run.categorySource) columns.categorySource = encodeText(run.categorySource);
  if (count > 0) columns.accountId = encodeText(new Array<string>(count).fill(accountId));
  return columns;
}
