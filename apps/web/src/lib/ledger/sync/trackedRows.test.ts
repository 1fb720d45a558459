import type { LedgerTransaction } from '@cashline/core';
import { describe, expect, it } from 'vitest';
import { TrackedRows } from './trackedRows';

const row = (id: string, date = '2026-03-01'): LedgerTransaction => ({
  id,
  date,
  description: id,
  amount: -1,
  type: 'outflow',
  category: 'Software',
  version: 1,
});

describe('TrackedRows', () => {
  it('counts every row as changed until the rows were first stored', () => {
    const rows = new TrackedRows([['a', row('a')]]);
    expect(rows.takeChanges()).toBe('all');
    expect(rows.takeChanges()).toEqual(new Map());
  });

  it('remembers each changed row as it was when last stored, and forgets once taken', () => {
    const rows = new TrackedRows([
      ['a', row('a')],
      ['b', row('b')],
    ]);
    rows.takeChanges();
    rows.set('a', row('a', '2026-04-01'));
    rows.set('a', row('a', '2026-05-01'));
    rows.delete('b');
    rows.delete('missing');
    rows.set('c', row('c'));
    expect(rows.takeChanges()).toEqual(
      new Map([
        ['a', row('a')],
        ['b', row('b')],
        ['c', undefined],
      ]),
    );
    expect(rows.takeChanges()).toEqual(new Map());
  });

  it('counts changes given back after a failed write as changed again, as stored before them', () => {
    const rows = new TrackedRows([['a', row('a')]]);
    rows.takeChanges();
    rows.set('a', row('a', '2026-04-01'));
    const taken = rows.takeChanges();
    rows.set('a', row('a', '2026-05-01'));
    rows.giveBack(taken);
    expect(rows.takeChanges()).toEqual(new Map([['a', row('a')]]));
    rows.clear();
    expect(rows.takeChanges()).toBe('all');
  });

  it('keeps the ids changed since the view was made apart from those changed since stored', () => {
    const rows = new TrackedRows([['a', row('a')]]);
    expect(rows.takeUnseen()).toBe('all');
    rows.set('a', row('a', '2026-04-01'));
    rows.takeChanges();
    rows.delete('a');
    rows.set('b', row('b'));
    expect(rows.takeUnseen()).toEqual(
      new Map([
        ['a', row('a')],
        ['b', undefined],
      ]),
    );
    expect(rows.takeUnseen()).toEqual(new Map());
    expect(rows.takeChanges()).toEqual(
      new Map([
        ['a', row('a', '2026-04-01')],
        ['b', undefined],
      ]),
    );
    rows.clear();
    expect(rows.takeUnseen()).toBe('all');
  });
});
