import type { LedgerTransaction } from '@cashline/core';
import { describe, expect, it } from 'vitest';
import { CopyView } from './copyView';
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
    accounts: [],
    importBatches: [],
    settings: { version: 1, value: { importLayouts: {}, cashMinimum: null } },
    serverImportIds: {},
  };
}

describe('the view of a ledger copy', () => {
  it('answers the same view until the copy changes, then one with the change named', () => {
    const copy = copyOf([row(1), row(2)]);
    const view = new CopyView();
    const first = view.load(copy).data;
    expect(view.load(copy).data).toBe(first);

    copy.rows.set('t001', row(1, { description: 'Edited', version: 2 }));
    view.copyChanged();
    const next = view.load(copy);
    expect(next.data).not.toBe(first);
    expect(next.data.transactions.find((t) => t.id === 't001')?.description).toBe('Edited');
    expect(next.change?.from).toBe(first.transactions);
  });

  it('keeps what an edit made, unless the copy changed from elsewhere while it was stored', () => {
    const copy = copyOf([row(1), row(2)]);
    const view = new CopyView();
    view.load(copy);

    const quiet = view.beginApply(copy);
    const edited = { ...quiet.base, transactions: quiet.base.transactions.slice(1) };
    quiet.settle(edited, [{ type: 'deleteTransactions', ids: ['t002'] }]);
    expect(view.load(copy).data).toBe(edited);

    const busy = view.beginApply(copy);
    view.copyChanged();
    busy.settle({ ...busy.base }, []);
    expect(view.load(copy).data).not.toBe(edited);
  });

  it('takes the echo of its own delete for nothing new, and a change it lacks for something', () => {
    const copy = copyOf([row(1), row(2)]);
    const view = new CopyView();
    view.load(copy);
    (copy.rows as TrackedRows).takeUnseen();
    const { base, settle } = view.beginApply(copy);
    settle({ ...base, transactions: base.transactions.filter((t) => t.id !== 't002') }, [
      { type: 'deleteTransactions', ids: ['t002'] },
    ]);
    copy.rows.delete('t002');
    expect(view.keepsUpWith(copy)).toBe(true);

    copy.rows.set('t003', row(3));
    expect(view.keepsUpWith(copy)).toBe(false);
  });

  it('keeps nothing once forgotten', () => {
    const copy = copyOf([row(1)]);
    const view = new CopyView();
    view.load(copy);
    view.forget();
    expect(view.keepsUpWith(copy)).toBe(false);
  });
});
