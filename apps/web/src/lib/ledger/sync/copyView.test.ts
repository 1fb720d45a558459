import type { LedgerTransaction } from '@cashline/core';
import { describe, expect, it } from 'vitest';
import { CopyView } from './copyView';
import { copyAt } from '../../../testing/ledgerCopies';
import type { TrackedRows } from './trackedRows';

/** A row of March 2026, the i-th, as the server stored it. */
const row = (i: number, extra: Partial<LedgerTransaction> = {}): LedgerTransaction => ({
  id: `t${i}`,
  date: `2026-03-${String(i + 1).padStart(2, '0')}`,
  description: `Payment ${i}`,
  amount: -i,
  type: 'outflow',
  category: 'Software',
  version: 1,
  ...extra,
});

const copyOf = (rows: LedgerTransaction[]) => copyAt(1, rows);

describe('the view of a ledger copy', () => {
  it('answers the same view until the copy changes, then one with the change named', () => {
    const copy = copyOf([row(1), row(2)]);
    const view = new CopyView();
    const first = view.load(copy).data;
    expect(view.load(copy).data).toBe(first);

    copy.rows.set('t1', row(1, { description: 'Edited', version: 2 }));
    view.copyChanged();
    const next = view.load(copy);
    expect(next.data).not.toBe(first);
    expect(next.data.transactions.find((t) => t.id === 't1')?.description).toBe('Edited');
    expect(next.change?.from).toBe(first.transactions);
  });

  it('keeps what an edit made, unless the copy changed from elsewhere while it was stored', () => {
    const copy = copyOf([row(1), row(2)]);
    const view = new CopyView();
    view.load(copy);

    const quiet = view.beginApply(copy);
    const edited = { ...quiet.base, transactions: quiet.base.transactions.slice(1) };
    quiet.settle(edited, [{ type: 'deleteTransactions', ids: ['t2'] }]);
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
    settle({ ...base, transactions: base.transactions.filter((t) => t.id !== 't2') }, [
      { type: 'deleteTransactions', ids: ['t2'] },
    ]);
    copy.rows.delete('t2');
    expect(view.keepsUpWith(copy)).toBe(true);

    copy.rows.set('t3', row(3));
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
