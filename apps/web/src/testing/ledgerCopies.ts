import type { LedgerTransaction } from '@cashline/core';
import type { LedgerCopy } from '../lib/ledger/sync/ledgerCopyDb';
import { TrackedRows } from '../lib/ledger/sync/trackedRows';

/** A team copy at feed position `seq` holding `rows` and nothing else: where sync tests start. */
export function copyAt(seq: number, rows: readonly LedgerTransaction[]): LedgerCopy {
  return {
    seq,
    rows: new TrackedRows(rows.map((held) => [held.id, held] as const)),
    accounts: [],
    importBatches: [],
    settings: { version: 0, value: { importLayouts: {}, cashMinimum: null } },
    serverImportIds: {},
  };
}
