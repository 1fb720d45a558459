import { packedBuffers, packTransactions, unpackTransactions } from '@cashline/core';
import type { ImportFailure, ImportSummary, PackedTransactions } from '@cashline/core';
import type { ParsedFile } from './csvImportSession';

type PackedSummary = Omit<ImportSummary, 'transactions' | 'duplicates'> & {
  transactions: PackedTransactions;
  duplicates: { rows: number[]; existingIds: string[]; transactions: PackedTransactions };
};

/** A reading of a file as the worker sends it: its transactions packed into columns. */
export type PackedParsedFile = Omit<ParsedFile, 'result'> & {
  result: { ok: true; value: PackedSummary } | { ok: false; error: ImportFailure };
};

/**
 * The reading ready to post, and the buffers to transfer with it: a million transactions cross to
 * the page as a few arrays moved, not a million objects copied.
 */
export function packParsedFile(parsed: ParsedFile): {
  packed: PackedParsedFile;
  transfer: ArrayBuffer[];
} {
  const { result } = parsed;
  if (!result.ok) return { packed: { ...parsed, result }, transfer: [] };
  const { transactions, duplicates, ...rest } = result.value;
  const kept = packTransactions(transactions);
  const matched = packTransactions(duplicates.map((duplicate) => duplicate.transaction));
  return {
    packed: {
      ...parsed,
      result: {
        ok: true,
        value: {
          ...rest,
          transactions: kept,
          duplicates: {
            rows: duplicates.map((duplicate) => duplicate.row),
            existingIds: duplicates.map((duplicate) => duplicate.existingId),
            transactions: matched,
          },
        },
      },
    },
    transfer: [...packedBuffers(kept), ...packedBuffers(matched)],
  };
}

export function unpackParsedFile(packed: PackedParsedFile): ParsedFile {
  const { result } = packed;
  if (!result.ok) return { ...packed, result };
  const { transactions, duplicates, ...rest } = result.value;
  const matched = unpackTransactions(duplicates.transactions);
  return {
    ...packed,
    result: {
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
    },
  };
}
