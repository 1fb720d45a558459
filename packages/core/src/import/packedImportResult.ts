import { packedBuffers, packTransactions, unpackTransactions } from './packedTransactions.js';
import type { PackedTransactions } from './packedTransactions.js';
import type { ImportFailure, ImportResult, ImportSummary } from './types.js';

/** Rows equal to stored transactions, as columns: file row, stored id and the packed rows. */
export type PackedDuplicates = {
  rows: number[];
  existingIds: string[];
  transactions: PackedTransactions;
};

/** An import's summary with its transactions and duplicates packed into columns. */
export type PackedImportSummary = Omit<ImportSummary, 'transactions' | 'duplicates'> & {
  transactions: PackedTransactions;
  duplicates: PackedDuplicates;
};

export type PackedImportResult =
  { ok: true; value: PackedImportSummary } | { ok: false; error: ImportFailure };

/** A result read as objects (a statement file's few entries), packed as a CSV's are. */
export function packImportResult(result: ImportResult): PackedImportResult {
  if (!result.ok) return result;
  const { transactions, duplicates, ...rest } = result.value;
  return {
    ok: true,
    value: {
      ...rest,
      transactions: packTransactions(transactions),
      duplicates: {
        rows: duplicates.map((duplicate) => duplicate.row),
        existingIds: duplicates.map((duplicate) => duplicate.existingId),
        transactions: packTransactions(duplicates.map((duplicate) => duplicate.transaction)),
      },
    },
  };
}

/** The same result with its transactions and duplicates as objects again. */
export function unpackImportResult(result: PackedImportResult): ImportResult {
  if (!result.ok) return result;
  const { transactions, duplicates, ...rest } = result.value;
  const matched = unpackTransactions(duplicates.transactions);
  return {
    ok: true,
    value: {
      ...rest,
      transactions: unpackTransactions(transactions),
      duplicates: matched.map((transaction, i) => ({
        row: duplicates.rows[i]!,
        transaction,
        existingId: duplicates.existingIds[i]!,
      })),
    },
  };
}

/** The buffers to transfer when posting the result from a worker. */
export function packedResultBuffers(result: PackedImportResult): ArrayBuffer[] {
  if (!result.ok) return [];
  return [
    ...packedBuffers(result.value.transactions),
    ...packedBuffers(result.value.duplicates.transactions),
  ];
}
