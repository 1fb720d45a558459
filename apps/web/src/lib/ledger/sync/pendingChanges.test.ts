import type { LedgerTransaction } from '@cashline/core';
import { describe, expect, it } from 'vitest';
import type { LedgerCopy } from './ledgerCopyDb';
import { applyPending, tagSentImports } from './pendingChanges';
import { applyChanges } from './applyChanges';

const row = (id: string, extra: Partial<LedgerTransaction> = {}): LedgerTransaction => ({
  id,
  date: '2026-03-01',
  description: `Payment ${id}`,
  amount: -10,
  type: 'outflow',
  category: 'Software',
  version: 3,
  ...extra,
});

const copyOf = (...rows: LedgerTransaction[]): LedgerCopy => ({
  seq: 10,
  rows: new Map(rows.map((r) => [r.id, r])),
  accounts: [],
  importBatches: [],
  settings: { version: 1, value: { importLayouts: {}, cashMinimum: null } },
  serverImportIds: {},
});

describe('applyPending', () => {
  it('shows unsent edits over the copy, keeping the version they were based on', () => {
    const { version: _v, ...created } = row('new');
    const copy = copyOf(row('a', { note: 'x' }), row('b'));
    applyPending(copy, [
      {
        kind: 'batch',
        create: [created],
        edit: [{ id: 'a', baseVersion: 3, changes: { amount: -12, note: null } }],
        delete: ['b'],
      },
    ]);
    expect(copy.rows.get('a')).toEqual(row('a', { amount: -12 }));
    expect(copy.rows.has('b')).toBe(false);
    expect(copy.rows.get('new')).toEqual(row('new', { version: 1 }));
  });

  it('applied again after a catch-up, changes nothing more', () => {
    const copy = copyOf(row('a'));
    const entries = [
      {
        kind: 'batch' as const,
        create: [],
        edit: [{ id: 'a', baseVersion: 3, changes: { category: 'Rent' } }],
        delete: [],
      },
    ];
    applyPending(copy, entries);
    const once = new Map(copy.rows);
    applyPending(copy, entries);
    expect(copy.rows).toEqual(once);
  });

  it('keeps an unsent import and its batch, and an undo removes the rows of the server’s import', () => {
    const copy = copyOf(row('old', { importId: 'server-imp' }), row('kept'));
    copy.serverImportIds = { 'local-imp': 'server-imp' };
    copy.importBatches = [
      { id: 'server-imp', fileName: 'a.csv', importedAt: '2026-01-01', transactionIds: ['old'] },
    ];
    const batch = {
      id: 'local-2',
      fileName: 'b.csv',
      importedAt: '2026-02-01',
      transactionIds: ['i1'],
    };
    const { version: _v, ...imported } = row('i1');
    applyPending(copy, [
      { kind: 'undo-import', importId: 'local-imp' },
      { kind: 'import', batch, transactions: [imported] },
    ]);
    expect([...copy.rows.keys()]).toEqual(['kept', 'i1']);
    expect(copy.rows.get('i1')).toMatchObject({ importId: 'local-2', version: 1 });
    expect(copy.importBatches).toEqual([batch]);
  });

  it('shows unsent settings', () => {
    const copy = copyOf();
    applyPending(copy, [
      { kind: 'settings', baseVersion: 1, value: { importLayouts: {}, cashMinimum: 250 } },
    ]);
    expect(copy.settings).toEqual({ version: 1, value: { importLayouts: {}, cashMinimum: 250 } });
  });
});

describe('tagSentImports', () => {
  it('gives an import sent by any tab its server id, so an undo from the feed removes its rows', () => {
    const copy = copyOf(
      row('kept'),
      row('i1', { importId: 'local-imp' }),
      row('i2', { importId: 'local-imp' }),
    );
    copy.importBatches = [
      {
        id: 'local-imp',
        fileName: 'may.csv',
        importedAt: '2026-05-01',
        transactionIds: ['i1', 'i2'],
        accountId: 'main',
      },
    ];
    copy.serverImportIds = { 'local-imp': 'srv-imp' };
    tagSentImports(copy);
    expect(copy.importBatches.map((b) => b.id)).toEqual(['srv-imp']);
    applyChanges(copy.rows, [
      {
        seq: 11,
        entity: 'import',
        entityId: 'srv-imp',
        op: 'undo-import',
        before: null,
        after: null,
        userId: 'u',
        at: '2026-05-02T00:00:00.000Z',
      },
    ]);
    expect([...copy.rows.keys()]).toEqual(['kept']);
  });
});

describe('an import sent by another tab that the feed brought first', () => {
  const batch = {
    id: 'local-imp',
    fileName: 'march.csv',
    importedAt: '2026-03-02',
    transactionIds: ['i1', 'i2'],
  };
  const fromFeed = { ...batch, id: 'srv-imp' };
  const entry = {
    kind: 'import' as const,
    batch,
    transactions: ['i1', 'i2'].map((id) => {
      const { version: _v, ...tx } = row(id);
      return tx;
    }),
  };

  it('is listed once while it still waits in the outbox here', () => {
    const copy = copyOf(
      row('i1', { importId: 'srv-imp', version: 1 }),
      row('i2', { importId: 'srv-imp', version: 1 }),
    );
    copy.importBatches = [fromFeed];
    applyPending(copy, [entry]);
    expect(copy.importBatches).toEqual([fromFeed]);
  });

  it('is listed once when its server id arrives after the store’s entry was listed', () => {
    const copy = copyOf(row('i1', { importId: 'srv-imp' }));
    copy.importBatches = [fromFeed, batch];
    copy.serverImportIds = { 'local-imp': 'srv-imp' };
    tagSentImports(copy);
    expect(copy.importBatches).toEqual([fromFeed]);
  });
});
