import { describe, expect, it } from 'vitest';
import type { Transaction } from '../transaction.js';
import {
  applyCommand,
  applyCommands,
  applyPatchesAt,
  LedgerCommandError,
  patchedAt,
  withRowsPatchedAt,
} from './applyCommand.js';
import type { LedgerState } from './applyCommand.js';
import { ledgerCommandSchema } from './ledgerCommand.js';

const tx = (id: string, fields: Partial<Transaction> = {}): Transaction => ({
  id,
  date: '2026-03-01',
  description: `Row ${id}`,
  amount: -10,
  type: 'outflow',
  category: 'Other',
  ...fields,
});

const account = {
  id: 'acc-1',
  name: 'Current',
  kind: 'checking' as const,
  currency: 'GBP',
  openingBalance: 0,
  openingDate: '2026-01-01',
  archived: false,
};

const state = (transactions: Transaction[] = [tx('a'), tx('b')]): LedgerState => ({
  transactions,
  importBatches: [],
  accounts: [account],
  importLayouts: {},
  cashMinimum: null,
});

describe('applyCommand', () => {
  it('puts created transactions first and refuses an id the ledger has', () => {
    const next = applyCommand(state(), { type: 'createTransactions', transactions: [tx('c')] });
    expect(next.transactions.map((t) => t.id)).toEqual(['c', 'a', 'b']);
    expect(() =>
      applyCommand(state(), { type: 'createTransactions', transactions: [tx('a')] }),
    ).toThrow(LedgerCommandError);
  });

  it('refuses an import whose rows repeat an id, or take one the ledger has, past thousands of rows', () => {
    const batch = { id: 'batch-9', fileName: 'big.csv', importedAt: '', transactionIds: [] };
    const rows = Array.from({ length: 5000 }, (_, i) => tx(`imported-big-row-${i}`));
    const commit = (transactions: Transaction[]) =>
      applyCommand(state(), { type: 'commitImport', batch, transactions });
    expect(commit(rows).transactions).toHaveLength(5002);
    expect(() => commit([...rows, tx('imported-big-row-4321')])).toThrow(
      'A transaction with that id is already in the ledger.',
    );
    expect(() => commit([...rows, tx('b')])).toThrow(
      'A transaction with that id is already in the ledger.',
    );
  });

  it('sets and removes fields of the patched rows only, leaving others the same objects', () => {
    const before = state([tx('a', { transferId: 'transfer-a', note: 'x' }), tx('b')]);
    const next = applyCommand(before, {
      type: 'patchTransactions',
      patches: [{ id: 'a', set: { category: 'Rent' }, remove: ['transferId'] }],
    });
    expect(next.transactions[0]).toMatchObject({ category: 'Rent', note: 'x' });
    expect(next.transactions[0]).not.toHaveProperty('transferId');
    expect(next.transactions[1]).toBe(before.transactions[1]);
    expect(before.transactions[0]).toHaveProperty('transferId', 'transfer-a');
  });

  it('refuses a patch of a row that is gone, and one that leaves the row invalid', () => {
    expect(() =>
      applyCommand(state(), { type: 'patchTransactions', patches: [{ id: 'z', set: {} }] }),
    ).toThrow('That transaction no longer exists.');
    expect(() =>
      applyCommand(state(), {
        type: 'patchTransactions',
        patches: [{ id: 'a', set: {}, remove: ['description'] }],
      }),
    ).toThrow(LedgerCommandError);
  });

  it('deletes rows by id', () => {
    const next = applyCommand(state(), { type: 'deleteTransactions', ids: ['a'] });
    expect(next.transactions.map((t) => t.id)).toEqual(['b']);
    const three = state([tx('a'), tx('b'), tx('c')]);
    const middle = applyCommand(three, { type: 'deleteTransactions', ids: ['b', 'gone'] });
    expect(middle.transactions).toEqual([three.transactions[0], three.transactions[2]]);
    expect(three.transactions).toHaveLength(3);
  });

  it('reads a long list only up to the rows a patch or a delete names', () => {
    let reads = 0;
    const counted = (id: string): Transaction => {
      const row = tx(id);
      return Object.defineProperty({ ...row }, 'id', {
        enumerable: true,
        get: () => (reads++, row.id),
      });
    };
    const long = state(Array.from({ length: 10_000 }, (_, i) => counted(`r${i}`)));
    const patched = applyCommand(long, {
      type: 'patchTransactions',
      patches: [{ id: 'r1', set: { category: 'Rent' } }],
    });
    expect(patched.transactions[1]).toMatchObject({ id: 'r1', category: 'Rent' });
    expect(patched.transactions[9_999]).toBe(long.transactions[9_999]);
    expect(reads).toBeLessThan(10);
    reads = 0;
    const deleted = applyCommand(long, { type: 'deleteTransactions', ids: ['r2'] });
    expect(deleted.transactions).toHaveLength(9_999);
    expect(deleted.transactions[2]).toBe(long.transactions[3]);
    expect(reads).toBeLessThan(10);
  });

  it('commits an import with its rows and undoes it with them', () => {
    const batch = {
      id: 'batch-1',
      fileName: 'bank.csv',
      importedAt: '2026-03-02T00:00:00.000Z',
      transactionIds: ['i1', 'i2'],
    };
    const imported = applyCommand(state(), {
      type: 'commitImport',
      batch,
      transactions: [tx('i1'), tx('i2')],
    });
    expect(imported.transactions.map((t) => t.id)).toEqual(['i1', 'i2', 'a', 'b']);
    expect(imported.importBatches).toEqual([batch]);
    const undone = applyCommand(imported, { type: 'undoImport', importId: 'batch-1' });
    expect(undone.transactions.map((t) => t.id)).toEqual(['a', 'b']);
    expect(undone.importBatches).toEqual([]);
    expect(() => applyCommand(undone, { type: 'undoImport', importId: 'batch-1' })).toThrow(
      'That import has already been undone.',
    );
  });

  it('keeps an imported row the schema takes whole as it is, and drops a field it does not know', () => {
    const rows = [tx('i1'), tx('i2', { balance: 40, accountId: 'acc-1' })];
    const batch = {
      id: 'b',
      fileName: 'f.csv',
      importedAt: '',
      transactionIds: ['i1', 'i2', 'i3'],
    };
    const stray = { ...tx('i3'), stray: 'not a field' } as Transaction;
    const next = applyCommand(state(), {
      type: 'commitImport',
      batch,
      transactions: [...rows, stray],
    });
    expect(next.transactions[0]).toBe(rows[0]);
    expect(next.transactions[1]).toBe(rows[1]);
    expect(next.transactions[2]).toEqual(tx('i3'));
    expect(next.transactions[2]).not.toHaveProperty('stray');
  });

  it('adds or replaces an account, and saves the settings', () => {
    const renamed = { ...account, name: 'Main' };
    const next = applyCommands(state(), [
      { type: 'saveAccount', account: renamed },
      { type: 'saveAccount', account: { ...account, id: 'acc-2' } },
      { type: 'saveSettings', settings: { importLayouts: { x: 'acc-2' }, cashMinimum: 500 } },
    ]);
    expect(next.accounts.map((a) => [a.id, a.name])).toEqual([
      ['acc-1', 'Main'],
      ['acc-2', 'Current'],
    ]);
    expect(next).toMatchObject({ importLayouts: { x: 'acc-2' }, cashMinimum: 500 });
  });
});

describe('ledgerCommandSchema', () => {
  it('accepts a patch and refuses removing a field that is not a transaction field', () => {
    const patch = { type: 'patchTransactions', patches: [{ id: 'a', baseVersion: 2, set: {} }] };
    expect(ledgerCommandSchema.parse(patch)).toMatchObject({ patches: [{ remove: [] }] });
    const bad = { ...patch, patches: [{ id: 'a', set: {}, remove: ['version'] }] };
    expect(ledgerCommandSchema.safeParse(bad).success).toBe(false);
  });
});

describe('applyPatchesAt', () => {
  const rows = [tx('a'), tx('b'), tx('c'), tx('d')];
  const patch = {
    type: 'patchTransactions' as const,
    patches: [
      { id: 'c', set: { description: 'Edited c' } },
      { id: 'a', set: { category: 'Rent' } },
    ],
  };

  it('makes the list applyCommands makes, from the positions given', () => {
    const before = state(rows);
    const next = applyPatchesAt(before, [patch], [2, 0]);
    expect(next?.transactions).toEqual(applyCommands(before, [patch]).transactions);
    expect(next?.transactions[1]).toBe(rows[1]);
    expect(before.transactions[2]).toBe(rows[2]);
  });

  it('answers nothing when a position does not hold a patched row, or a command is no patch', () => {
    expect(applyPatchesAt(state(rows), [patch], [2, 1])).toBeUndefined();
    expect(applyPatchesAt(state(rows), [patch], [2])).toBeUndefined();
    expect(
      applyPatchesAt(state(rows), [{ type: 'deleteTransactions', ids: ['a'] }], [0]),
    ).toBeUndefined();
  });

  it('refuses a patch that leaves its row invalid, as applyCommands does', () => {
    expect(() =>
      applyPatchesAt(
        state(rows),
        [{ type: 'patchTransactions', patches: [{ id: 'b', set: { amount: Number.NaN } }] }],
        [1],
      ),
    ).toThrow(LedgerCommandError);
  });
});

describe('patchedAt', () => {
  const rows = [tx('a'), tx('b'), tx('c')];
  const edit = (id: string, description: string) => ({
    type: 'patchTransactions' as const,
    patches: [{ id, set: { description } }],
  });

  it('answers the rows the patches make, where they stand, leaving the list as it was', () => {
    const list = [...rows];
    const patched = patchedAt(list, [edit('c', 'Edited c'), edit('a', 'Edited a')], [2, 0]);
    expect(patched?.at).toEqual([0, 2]);
    expect(patched?.removed).toEqual([rows[0], rows[2]]);
    expect(patched?.added.map((t) => t.description)).toEqual(['Edited a', 'Edited c']);
    expect(list).toEqual(rows);
    expect(withRowsPatchedAt(list, patched!)).toEqual(
      applyCommands(state(rows), [edit('c', 'Edited c'), edit('a', 'Edited a')]).transactions,
    );
  });

  it('patches a row two commands name twice, in order, from the row as it was', () => {
    const patched = patchedAt(
      rows,
      [
        edit('b', 'First'),
        { type: 'patchTransactions', patches: [{ id: 'b', set: { amount: -5 } }] },
      ],
      [1],
    );
    expect(patched?.removed).toEqual([rows[1]]);
    expect(patched?.added).toEqual([{ ...rows[1], description: 'First', amount: -5 }]);
  });

  it('answers nothing for a place that does not hold the row, and refuses an invalid row', () => {
    expect(patchedAt(rows, [edit('c', 'x')], [1])).toBeUndefined();
    expect(() =>
      patchedAt(
        rows,
        [{ type: 'patchTransactions', patches: [{ id: 'b', set: { amount: Number.NaN } }] }],
        [1],
      ),
    ).toThrow(LedgerCommandError);
  });
});
