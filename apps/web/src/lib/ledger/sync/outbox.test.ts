import type { Transaction } from '@cashline/core';
import { describe, expect, it } from 'vitest';
import { coalesce, entriesOfCommands } from './outbox';
import type { OutboxEntry } from './outbox';

const tx = (id: string, extra: Partial<Transaction> = {}): Transaction => ({
  id,
  date: '2026-03-01',
  description: `Payment ${id}`,
  amount: -10,
  type: 'outflow',
  category: 'Software',
  ...extra,
});

const batch = (fields: Partial<Extract<OutboxEntry, { kind: 'batch' }>>): OutboxEntry => ({
  kind: 'batch',
  create: [],
  edit: [],
  delete: [],
  ...fields,
});

const versions = { transaction: () => 4, account: () => 2, settings: () => 7 };
const settings = { importLayouts: {}, cashMinimum: 500 };
const main = {
  id: 'main',
  name: 'Current',
  kind: 'checking' as const,
  currency: 'GBP',
  openingBalance: 0,
  openingDate: '2026-01-01',
  archived: false,
};
const onServer = (id: string) => (id === 'main' ? main : undefined);

describe('entriesOfCommands', () => {
  it('queues each command in its order, with the base versions the copy holds', () => {
    const importBatch = {
      id: 'local-imp',
      fileName: 'may.csv',
      importedAt: '2026-05-01',
      transactionIds: ['i1'],
      accountId: 'main',
    };
    const entries = entriesOfCommands(
      [
        { type: 'saveAccount', account: { ...main, name: 'Main' } },
        { type: 'undoImport', importId: 'old-imp' },
        { type: 'commitImport', batch: importBatch, transactions: [tx('i1')] },
        {
          type: 'patchTransactions',
          patches: [
            { id: 'a', set: { category: 'Rent' }, remove: ['transferId'] },
            { id: 'b', baseVersion: 9, set: { note: 'x' } },
          ],
        },
        { type: 'saveSettings', settings },
      ],
      versions,
      onServer,
    );
    expect(entries.map((e) => e.kind)).toEqual([
      'account-edit',
      'undo-import',
      'import',
      'batch',
      'settings',
    ]);
    expect(entries[0]).toMatchObject({ baseVersion: 2, changes: { name: 'Main' } });
    expect(entries[2]).toMatchObject({ batch: importBatch, transactions: [tx('i1')] });
    expect(entries[3]).toMatchObject({
      edit: [
        { id: 'a', baseVersion: 4, changes: { category: 'Rent', transferId: null } },
        { id: 'b', baseVersion: 9, changes: { note: 'x' } },
      ],
    });
    expect(entries[4]).toEqual({
      kind: 'settings',
      baseVersion: 7,
      value: settings,
      key: expect.any(String),
    });
    // Every change has a key of its own, which its retries send again.
    expect(new Set(entries.map((e) => e.key)).size).toBe(entries.length);
  });

  it('creates an account the server lacks, and queues nothing for one saved unchanged', () => {
    const other = { ...main, id: 'savings', name: 'Savings' };
    const entries = entriesOfCommands(
      [
        { type: 'saveAccount', account: other },
        { type: 'saveAccount', account: main },
      ],
      versions,
      onServer,
    );
    expect(entries).toEqual([{ kind: 'account-create', account: other, key: expect.any(String) }]);
  });

  it('queues created and deleted rows as batches that coalesce into one', () => {
    const entries = entriesOfCommands(
      [
        { type: 'createTransactions', transactions: [tx('n')] },
        { type: 'deleteTransactions', ids: ['old'] },
      ],
      versions,
      onServer,
    );
    expect(coalesce(entries)).toEqual([
      batch({ create: [tx('n')], delete: ['old'], key: entries[0]?.key }),
    ]);
  });

  it('keeps the earlier key when it folds two unsent batches into one', () => {
    const folded = coalesce([
      batch({ create: [tx('a')], key: 'first' }),
      batch({ delete: ['b'], key: 'second' }),
    ]);
    expect(folded).toEqual([batch({ create: [tx('a')], delete: ['b'], key: 'first' })]);
  });
});

describe('coalesce', () => {
  it('folds edits to one row into one edit that keeps the first base version', () => {
    const merged = coalesce([
      batch({ edit: [{ id: 'a', baseVersion: 3, changes: { category: 'Rent', note: 'x' } }] }),
      batch({ edit: [{ id: 'a', baseVersion: 4, changes: { note: null } }] }),
    ]);
    expect(merged).toEqual([
      batch({ edit: [{ id: 'a', baseVersion: 3, changes: { category: 'Rent', note: null } }] }),
    ]);
  });

  it('sends a row created then edited as one create, and one created then deleted not at all', () => {
    const merged = coalesce([
      batch({ create: [tx('new', { note: 'draft' }), tx('gone')] }),
      batch({ edit: [{ id: 'new', baseVersion: 1, changes: { amount: -20, note: null } }] }),
      batch({ delete: ['gone', 'old'] }),
    ]);
    expect(merged).toEqual([batch({ create: [tx('new', { amount: -20 })], delete: ['old'] })]);
  });

  it('drops an edit to a row deleted later', () => {
    expect(
      coalesce([
        batch({ edit: [{ id: 'a', baseVersion: 2, changes: { amount: 5 } }] }),
        batch({ delete: ['a'] }),
      ]),
    ).toEqual([batch({ delete: ['a'] })]);
  });

  it('keeps order across other kinds and does not merge batches over them', () => {
    const entries: OutboxEntry[] = [
      batch({ create: [tx('a')] }),
      { kind: 'undo-import', importId: 'imp-1' },
      batch({ delete: ['a'] }),
    ];
    expect(coalesce(entries)).toEqual(entries);
  });

  it('keeps the last settings on the first base version, and drops an import undone unsent', () => {
    const entries: OutboxEntry[] = [
      { kind: 'settings', baseVersion: 1, value: settings },
      { kind: 'settings', baseVersion: 2, value: { ...settings, cashMinimum: null } },
      {
        kind: 'import',
        batch: { id: 'imp-9', fileName: 'a.csv', importedAt: '2026-05-01', transactionIds: ['i'] },
        transactions: [tx('i')],
      },
      { kind: 'undo-import', importId: 'imp-9' },
    ];
    expect(coalesce(entries)).toEqual([
      { kind: 'settings', baseVersion: 1, value: { ...settings, cashMinimum: null } },
    ]);
  });
});

describe('the browser-only default account', () => {
  it('is created on the server, whole, when a statement first sets its currency', () => {
    const euros = { ...main, id: 'default', currency: 'EUR' };
    const entries = entriesOfCommands(
      [{ type: 'saveAccount', account: euros }],
      versions,
      onServer,
    );
    expect(entries).toEqual([{ kind: 'account-create', account: euros, key: expect.any(String) }]);
  });
});
