import type { LedgerTransaction } from '@cashline/core';
import { describe, expect, it } from 'vitest';
import type { ImportBatch } from '../../transactions/storedRecords';
import { ROWS_OF_IMPORT, importBatchesRead, importBatchesToStore } from './storedImportBatches';
import { TrackedRows } from './trackedRows';

const row = (i: number, importId?: string): LedgerTransaction => ({
  id: `t${i}`,
  date: '2026-03-01',
  description: `Payment ${i}`,
  amount: -1,
  type: 'outflow',
  category: 'Software',
  version: 1,
  ...(importId ? { importId } : {}),
});

const batch = (id: string, transactionIds: string[]): ImportBatch => ({
  id,
  fileName: `${id}.csv`,
  importedAt: '2026-03-02T10:00:00.000Z',
  transactionIds,
  accountId: 'main',
});

/** 1,500 rows of import `big` with a row of no import and one of import `small` among them. */
function ledger() {
  const rows = Array.from({ length: 1500 }, (_, i) => row(i, 'big'));
  rows.splice(700, 0, row(5000), row(5001, 'small'));
  return new TrackedRows(rows.map((r) => [r.id, r]));
}
const bigIds = Array.from({ length: 1500 }, (_, i) => `t${i}`);

describe('the imports a copy stores', () => {
  it('stores a long list that names exactly the rows of its import as those rows, and reads it back', () => {
    const rows = ledger();
    const batches = [batch('big', bigIds), batch('small', ['t5001'])];
    const stored = importBatchesToStore(batches, rows);
    expect(stored).toEqual([{ ...batches[0], transactionIds: ROWS_OF_IMPORT }, batches[1]]);
    expect(importBatchesRead(stored, rows)).toEqual(batches);
  });

  it('stores the list as it is when it is not exactly the rows of its import, in their order', () => {
    const rows = ledger();
    const missing = [batch('big', bigIds.slice(1))];
    const extra = [batch('big', [...bigIds, 't9999'])];
    const reordered = [
      batch('big', [bigIds[1] as string, bigIds[0] as string, ...bigIds.slice(2)]),
    ];
    for (const batches of [missing, extra, reordered]) {
      expect(importBatchesToStore(batches, rows)).toEqual(batches);
    }
    rows.set('t4000', row(4000, 'big'));
    expect(importBatchesToStore([batch('big', bigIds)], rows)[0]?.transactionIds).toHaveLength(
      1500,
    );
  });

  it('keeps two imports of one id as they are', () => {
    const batches = [batch('big', bigIds), batch('big', bigIds)];
    expect(importBatchesToStore(batches, ledger())).toEqual(batches);
  });
});
