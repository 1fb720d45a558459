import type { LedgerTransaction } from '@cashline/core';
import { describe, expect, it } from 'vitest';
import { newestShown } from './newestShown';
import type { OutboxEntry } from './outbox';
import { TrackedRows } from './trackedRows';

const row = (id: string, date: string, importId?: string): LedgerTransaction => ({
  id,
  date,
  description: `Payment ${id}`,
  amount: -10,
  type: 'outflow',
  category: 'Software',
  version: 2,
  ...(importId ? { importId } : {}),
});

const storedRows = (...rows: LedgerTransaction[]) => {
  const tracked = new TrackedRows();
  for (const { version, importId, ...shown } of rows) tracked.addStored(shown, version, importId);
  return tracked;
};

const created = (id: string, date: string) => {
  const { version: _version, ...fields } = row(id, date);
  return fields;
};

const idsOf = (rows: readonly { id: string }[]) => rows.map((r) => r.id).sort();

describe('newestShown', () => {
  const outbox: OutboxEntry[] = [
    {
      kind: 'batch',
      create: [created('new-in-march', '2026-03-01'), created('new-in-2025', '2025-12-31')],
      edit: [{ id: 'a', baseVersion: 2, changes: { note: 'mine' } }],
      delete: ['b'],
    },
  ];

  it('shows the changes still to be sent over the newest rows read', () => {
    const shown = newestShown({
      rows: storedRows(row('a', '2026-03-05'), row('b', '2026-03-04'), row('c', '2026-02-20')),
      whole: true,
      outbox,
      serverImportIds: {},
    });

    expect(idsOf(shown)).toEqual(['a', 'c', 'new-in-2025', 'new-in-march']);
    expect(shown.find((r) => r.id === 'a')).toEqual({
      ...created('a', '2026-03-05'),
      note: 'mine',
    });
  });

  it('leaves a row added to a month older than those read to the whole copy', () => {
    const shown = newestShown({
      rows: storedRows(row('a', '2026-03-05'), row('b', '2026-03-04'), row('c', '2026-02-20')),
      whole: false,
      outbox,
      serverImportIds: {},
    });

    expect(idsOf(shown)).toEqual(['a', 'c', 'new-in-march']);
  });

  it('takes away the rows of an import undone, under the id the store or the server gave it', () => {
    const shown = newestShown({
      rows: storedRows(row('a', '2026-03-05', 'srv-1'), row('b', '2026-03-04', 'imp-2')),
      whole: true,
      outbox: [
        { kind: 'undo-import', importId: 'imp-1' },
        { kind: 'undo-import', importId: 'imp-2' },
      ],
      serverImportIds: { 'imp-1': 'srv-1' },
    });

    expect(shown).toEqual([]);
  });
});
