import type { LedgerTransaction } from '@cashline/core';
import { describe, expect, it } from 'vitest';
import { refreshedStoreData, storeDataOf, viewShowsCopy } from './copyStoreData';
import type { LedgerCopy } from './ledgerCopyDb';
import { TrackedRows } from './trackedRows';

const row = (i: number, extra: Partial<LedgerTransaction> = {}): LedgerTransaction => ({
  id: `t${String(i).padStart(3, '0')}`,
  date: `2026-03-${String((i % 28) + 1).padStart(2, '0')}`,
  description: `Payment ${i}`,
  amount: -i,
  type: 'outflow',
  category: 'Software',
  accountId: 'checking',
  version: 1,
  ...extra,
});

function copyOf(rows: LedgerTransaction[]): LedgerCopy {
  return {
    seq: 1,
    rows: new TrackedRows(rows.map((r) => [r.id, r])),
    accounts: [
      {
        id: 'checking',
        name: 'Checking',
        kind: 'checking',
        currency: 'USD',
        openingBalance: 0,
        openingDate: '2026-01-01',
        archived: false,
        version: 1,
      },
    ],
    importBatches: [],
    settings: { version: 1, value: { importLayouts: {}, cashMinimum: null } },
    serverImportIds: {},
  };
}

describe('the store view of a copy, made from the last one', () => {
  it('holds the row objects of the copy, without their versions and imports', () => {
    const copy = copyOf([row(2), row(1, { importId: 'imp' })]);
    const { transactions } = storeDataOf(copy);
    const rows = copy.rows as TrackedRows;
    expect(transactions[0]).toBe(rows.shownRow('t002'));
    expect(transactions[1]).toBe(rows.shownRow('t001'));
    expect(transactions[1]).not.toHaveProperty('version');
    expect(transactions[1]).not.toHaveProperty('importId');
  });

  it('equals a view made afresh, keeps unchanged rows as they were and names the changed ones', () => {
    const copy = copyOf(Array.from({ length: 100 }, (_, i) => row(i)));
    const first = refreshedStoreData(undefined, copy);
    expect(first.change).toBeUndefined();

    copy.rows.set('t005', row(5, { description: 'Edited', version: 2 }));
    copy.rows.set('t007', row(7, { date: '2026-04-30', version: 2 }));
    copy.rows.delete('t009');
    copy.rows.set('t200', row(200));
    const { data, change } = refreshedStoreData(first.data, copy);

    const fresh = storeDataOf(copyOf([...copy.rows.values()]));
    expect(data.transactions).toEqual(fresh.transactions);
    expect(data.accounts).toEqual(fresh.accounts);
    const untouched = first.data.transactions.find((t) => t.id === 't050');
    expect(data.transactions.find((t) => t.id === 't050')).toBe(untouched);
    expect(change?.from).toBe(first.data.transactions);
    expect(change?.removed.map((t) => t.id).sort()).toEqual(['t005', 't007', 't009']);
    expect(change?.added.map((t) => t.id).sort()).toEqual(['t005', 't007', 't200']);
    expect(change?.added.find((t) => t.id === 't005')?.description).toBe('Edited');
  });

  it('replaces rows edited without a new date where they stand, and says where', () => {
    const copy = copyOf(Array.from({ length: 100 }, (_, i) => row(i)));
    const first = refreshedStoreData(undefined, copy);
    copy.rows.set('t005', row(5, { description: 'Edited', version: 2 }));
    copy.rows.set('t040', row(40, { note: 'checked', version: 2 }));

    const { data, change } = refreshedStoreData(first.data, copy);

    expect(data.transactions).toEqual(storeDataOf(copyOf([...copy.rows.values()])).transactions);
    const at = change && 'replacedAt' in change ? (change.replacedAt as number[]) : [];
    expect(at).toHaveLength(2);
    at.forEach((place, k) => {
      expect(first.data.transactions[place]).toBe(change?.removed[k]);
      expect(data.transactions[place]).toBe(change?.added[k]);
    });
    expect(change?.added.map((t) => t.id).sort()).toEqual(['t005', 't040']);
  });

  it('is made afresh, with no change, when the rows cannot say what changed or too much did', () => {
    const copy = copyOf([row(1), row(2)]);
    const first = refreshedStoreData(undefined, copy).data;
    copy.rows.clear();
    copy.rows.set('t003', row(3));
    expect(refreshedStoreData(first, copy).change).toBeUndefined();

    const plain = { ...copy, rows: new Map([['t004', row(4)]]) };
    expect(refreshedStoreData(first, plain).change).toBeUndefined();

    const big = copyOf([row(1)]);
    const before = refreshedStoreData(undefined, big).data;
    for (let i = 0; i < 5001; i += 1) big.rows.set(`n${i}`, row(i, { id: `n${i}` }));
    const after = refreshedStoreData(before, big);
    expect(after.change).toBeUndefined();
    expect(after.data.transactions).toHaveLength(5002);
  });

  it('keeps the default account the view had, and is made afresh when a new row needs it first', () => {
    const copy = copyOf([row(1, { accountId: 'main' })]);
    const first = refreshedStoreData(undefined, copy).data;
    expect(first.accounts.map((a) => a.id)).toEqual(['main', 'checking']);
    copy.rows.set('t002', row(2));
    const next = refreshedStoreData(first, copy);
    expect(next.change).toBeDefined();
    expect(next.data.accounts[0]).toBe(first.accounts[0]);

    const other = copyOf([row(1)]);
    const plain = refreshedStoreData(undefined, other).data;
    other.rows.set('t002', row(2, { accountId: 'main' }));
    const migrated = refreshedStoreData(plain, other);
    expect(migrated.change).toBeUndefined();
    expect(migrated.data.accounts.map((a) => a.id)).toEqual(['main', 'checking']);
  });

  it('gives a changed row without an account the default one, as a view made afresh does', () => {
    const copy = copyOf([row(1, { accountId: 'main' })]);
    const first = refreshedStoreData(undefined, copy).data;
    copy.rows.set('t002', row(2, { accountId: undefined }));
    const { data, change } = refreshedStoreData(first, copy);
    expect(change).toBeDefined();
    expect(data.transactions.find((t) => t.id === 't002')?.accountId).toBe('main');
    expect(data.transactions).toEqual(storeDataOf(copyOf([...copy.rows.values()])).transactions);
  });
});

describe('whether a view shows the rows its copy changed since', () => {
  it("sees the server's echo of an edit the view shows (a new version only) and forgets those rows", () => {
    const copy = copyOf(Array.from({ length: 50 }, (_, i) => row(i)));
    const first = refreshedStoreData(undefined, copy).data;
    // The edit made here: the view and the copy hold it, the copy with the version it was based on.
    copy.rows.set('t005', row(5, { description: 'Edited', version: 1 }));
    const shown = refreshedStoreData(first, copy).data;

    copy.rows.set('t005', row(5, { description: 'Edited', version: 2 }));

    expect(viewShowsCopy(shown, copy)).toBe(true);
    expect((copy.rows as TrackedRows).peekUnseen()).toEqual(new Map());
  });

  it('does not see a different change to the same rows, which the next view then shows', () => {
    const copy = copyOf(Array.from({ length: 50 }, (_, i) => row(i)));
    const first = refreshedStoreData(undefined, copy).data;
    copy.rows.set('t005', row(5, { description: 'Edited', version: 1 }));
    const shown = refreshedStoreData(first, copy).data;

    // Another member's change to the same row landed after this one: the server's row differs.
    copy.rows.set('t005', row(5, { description: 'Edited', note: 'theirs', version: 3 }));

    expect(viewShowsCopy(shown, copy)).toBe(false);
    const { data, change } = refreshedStoreData(shown, copy);
    expect(change?.added.map((t) => t.note)).toEqual(['theirs']);
    expect(data.transactions.find((t) => t.id === 't005')?.note).toBe('theirs');
  });

  it('does not see a row removed, added or moved to another date', () => {
    const cases: ((copy: LedgerCopy) => void)[] = [
      (copy) => copy.rows.delete('t005'),
      (copy) => copy.rows.set('t900', row(900)),
      (copy) => copy.rows.set('t005', row(5, { date: '2026-05-01', version: 2 })),
    ];
    for (const change of cases) {
      const copy = copyOf(Array.from({ length: 50 }, (_, i) => row(i)));
      const shown = refreshedStoreData(undefined, copy).data;
      change(copy);
      expect(viewShowsCopy(shown, copy)).toBe(false);
      expect(refreshedStoreData(shown, copy).change).toBeDefined();
    }
  });

  it('sees the echo of a delete made here: a row the copy removed that the view lacks', () => {
    const copy = copyOf(Array.from({ length: 50 }, (_, i) => row(i)));
    const first = refreshedStoreData(undefined, copy).data;
    // The delete made here: the view was made without the row, and the copy removed it too.
    const shown = { ...first, transactions: first.transactions.filter((t) => t.id !== 't005') };
    copy.rows.delete('t005');
    copy.rows.set('t006', row(6, { version: 2 }));

    expect(viewShowsCopy(shown, copy, new Set(['t005']))).toBe(true);
    expect((copy.rows as TrackedRows).peekUnseen()).toEqual(new Map());
  });

  it('does not see a row the copy removed that the view holds, whatever it lacks else', () => {
    const copy = copyOf(Array.from({ length: 50 }, (_, i) => row(i)));
    const shown = refreshedStoreData(undefined, copy).data;
    copy.rows.delete('t005');

    expect(viewShowsCopy(shown, copy, new Set(['t004']))).toBe(false);
    expect(refreshedStoreData(shown, copy).change?.removed.map((t) => t.id)).toEqual(['t005']);
  });

  it('takes a row saved without an account as the default account the view gave it', () => {
    const copy = copyOf([row(1, { accountId: undefined }), row(2)]);
    const shown = refreshedStoreData(undefined, copy).data;
    expect(shown.transactions.find((t) => t.id === 't001')?.accountId).toBe('main');

    copy.rows.set('t001', row(1, { accountId: undefined, version: 2 }));

    expect(viewShowsCopy(shown, copy)).toBe(true);
  });
});
