import type { LedgerTransaction } from '@cashline/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forEachRow } from './forEachRow';
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

  it('remembers a row added and removed again since last stored as it was last, until taken', () => {
    const rows = new TrackedRows([['a', row('a')]]);
    rows.takeChanges();
    rows.set('b', row('b', '2026-04-01'));
    rows.delete('b');
    rows.delete('a');
    rows.set('c', row('c'));
    rows.delete('c');
    rows.set('c', row('c', '2026-05-01'));

    expect(rows.takeChanges()).toEqual(
      new Map([
        ['b', undefined],
        ['a', row('a')],
        ['c', undefined],
      ]),
    );
    const dropped = rows.takeDropped();
    expect(dropped).toEqual(new Map([['b', row('b', '2026-04-01')]]));
    expect(rows.takeDropped()).toEqual(new Map());
    rows.giveBack(new Map([['b', undefined]]), dropped);
    expect(rows.takeDropped()).toEqual(dropped);
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

  it('keeps each row once as shown, without its version and import, and answers them with it', () => {
    const rows = new TrackedRows([['a', { ...row('a'), version: 3, importId: 'imp' }]]);
    rows.set('b', row('b'));
    const [a, b] = rows.shownRows();
    expect(a).toEqual({ ...row('a'), version: undefined });
    expect(a).not.toHaveProperty('version');
    expect(a).not.toHaveProperty('importId');
    expect(rows.shownRow('a')).toBe(a);
    expect(rows.shownRow('b')).toBe(b);
    expect(rows.get('a')).toEqual({ ...row('a'), version: 3, importId: 'imp' });
    expect(rows.get('b')).toEqual(row('b'));
    expect(rows.get('b')).not.toHaveProperty('importId');
  });

  it('iterates as a Map would: in the order added, an edited row in its place, a removed one gone', () => {
    const rows = new TrackedRows([
      ['a', row('a')],
      ['b', row('b')],
      ['c', row('c')],
    ]);
    rows.set('b', row('b', '2026-09-09'));
    rows.delete('a');
    rows.set('a', row('a'));
    expect([...rows.keys()]).toEqual(['b', 'c', 'a']);
    expect([...rows].map(([id, r]) => [id, r.date])).toEqual([
      ['b', '2026-09-09'],
      ['c', '2026-03-01'],
      ['a', '2026-03-01'],
    ]);
    expect(rows.size).toBe(3);
    expect(rows.has('a')).toBe(true);
    expect(rows.delete('missing')).toBe(false);
  });

  it('visits rows with their imports, skipping those removed during the visit', () => {
    const rows = new TrackedRows([
      ['a', { ...row('a'), importId: 'x' }],
      ['b', row('b')],
      ['c', { ...row('c'), importId: 'x' }],
    ]);
    const seen: [string, string | undefined][] = [];
    forEachRow(rows, (r, importId) => {
      seen.push([r.id, importId]);
      if (r.id === 'a') rows.delete('c');
    });
    expect(seen).toEqual([
      ['a', 'x'],
      ['b', undefined],
    ]);
    const plain = new Map([['d', { ...row('d'), importId: 'y' }]]);
    const fromMap: [string, string | undefined][] = [];
    forEachRow(plain, (r, importId) => fromMap.push([r.id, importId]));
    expect(fromMap).toEqual([['d', 'y']]);
  });

  it('indexes rows read from storage only when needed, keeping a row stored twice once', () => {
    const rows = new TrackedRows();
    rows.addStored(row('a', '2026-05-01'), 1, undefined);
    rows.addStored(row('b'), 1, undefined);
    rows.addStored(row('a', '2026-02-01'), 4, 'imp');
    rows.takeChanges();
    rows.takeUnseen();
    expect(rows.indexIds()).toBe(true);
    // Where it was first added, as it was added last, as a Map's `set` would keep it.
    expect([...rows.keys()]).toEqual(['a', 'b']);
    expect(rows.get('a')).toEqual({ ...row('a', '2026-02-01'), version: 4, importId: 'imp' });
    expect(rows.size).toBe(2);
    expect(rows.takeUnseen()).toBe('all');
    expect(rows.takeChanges()).toEqual(new Map());
    expect(rows.indexIds()).toBe(false);
  });

  it('finds a row stored twice at the first look-up by id too', () => {
    const rows = new TrackedRows();
    rows.addStored(row('a'), 1, undefined);
    rows.addStored(row('a', '2026-02-01'), 2, undefined);
    expect(rows.get('a')?.version).toBe(2);
    expect(rows.shownRows()).toHaveLength(1);
  });

  describe('indexing in slices', () => {
    afterEach(() => vi.restoreAllMocks());

    /** `count` rows read from storage, and `a` again at the end as it was stored later. */
    function stored(count: number): TrackedRows {
      const rows = new TrackedRows();
      rows.addStored(row('a', '2026-05-01'), 1, undefined);
      for (let i = 1; i < count; i += 1) rows.addStored(row(`r${i}`), 1, undefined);
      rows.addStored(row('a', '2026-02-01'), 4, 'imp');
      rows.takeChanges();
      rows.takeUnseen();
      return rows;
    }

    /** Every slice seems to take long, so the build gives the page a turn after each step. */
    function slowClock() {
      let now = 0;
      vi.spyOn(performance, 'now').mockImplementation(() => (now += 100));
    }

    it('keeps a row stored twice once, as indexIds does, a step between two turns', async () => {
      slowClock();
      const rows = stored(20_000);
      let turns = 0;
      const ticking = setInterval(() => (turns += 1), 0);
      const twice = await rows.indexIdsInSlices();
      clearInterval(ticking);
      expect(twice).toBe(true);
      expect(turns).toBeGreaterThan(0);
      expect(rows.size).toBe(20_000);
      expect([...rows.keys()].slice(0, 2)).toEqual(['a', 'r1']);
      expect(rows.get('a')).toEqual({ ...row('a', '2026-02-01'), version: 4, importId: 'imp' });
      expect(rows.takeUnseen()).toBe('all');
      expect(rows.indexIds()).toBe(false);
    });

    it('finishes at once for a look-up made meanwhile, and indexes rows read meanwhile', async () => {
      slowClock();
      const rows = stored(20_000);
      const building = rows.indexIdsInSlices();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(rows.get('r19999')?.id).toBe('r19999');
      expect(rows.shownRows()).toHaveLength(20_000);
      // The look-up found the row stored twice: the next view is made afresh all the same.
      expect(await building).toBe(false);
      expect(rows.takeUnseen()).toBe('all');

      const again = stored(20_000);
      const rebuilding = again.indexIdsInSlices();
      await new Promise((resolve) => setTimeout(resolve, 0));
      again.addStored(row('r1', '2026-01-01'), 7, undefined);
      expect(await rebuilding).toBe(true);
      expect(again.size).toBe(20_000);
      expect(again.get('r1')?.version).toBe(7);
    });
  });
});
