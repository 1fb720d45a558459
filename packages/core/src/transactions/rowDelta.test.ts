import { describe, expect, it } from 'vitest';
import { accountsInUse, accountsUsedIn, transactionCounts } from '../accounts/usage.js';
import { computeTotals, totalsWithDelta } from '../analytics/totals.js';
import { SeededRandom } from '../testing/seededRandom.js';
import type { Transaction } from '../transaction.js';
import { categoriesIn, categoriesOf } from './filter.js';
import { countsOf, countsWithDelta, deltaOfIds, sortedWithDelta } from './rowDelta.js';
import type { RowDelta } from './rowDelta.js';
import { compareTransactions, sortTransactions } from './sort.js';
import type { TransactionSort } from './sort.js';

const CATEGORIES = ['Sales', 'Rent', 'Payroll', 'Software', 'Other'];

function row(random: SeededRandom, id: number): Transaction {
  // Amounts are unique (the id in the cents), so every order but the date's has no ties.
  const amount = (random.int(1, 5000) * 10_000 + id) / 100;
  const inflow = random.next() < 0.3;
  return {
    id: `t${id}`,
    date: `2026-0${random.int(1, 9)}-1${random.int(0, 9)}`,
    description: `${inflow ? 'Sale' : 'Bill'} ${random.int(0, 99)} #${id}`,
    amount: inflow ? amount : -amount,
    type: inflow ? 'inflow' : 'outflow',
    category: CATEGORIES[random.int(0, CATEGORIES.length - 1)] as string,
    accountId: random.next() < 0.5 ? 'main' : 'card',
    ...(random.next() < 0.05 ? { transferId: `x${id}` } : {}),
  };
}

/** A random change of a list: some rows edited, some deleted, some added. */
function changed(random: SeededRandom, list: Transaction[], nextId: number) {
  const ids = new Set<string>();
  let next = list.slice();
  for (let k = 0; k < random.int(0, 6); k += 1) {
    const at = random.int(0, next.length - 1);
    const old = next[at] as Transaction;
    ids.add(old.id);
    next[at] = { ...old, category: 'Edited', amount: old.amount + 1000 };
  }
  const gone = new Set(
    Array.from({ length: random.int(0, 4) }, () => next[random.int(0, next.length - 1)]?.id),
  );
  for (const id of gone) if (id) ids.add(id);
  next = next.filter((t) => !gone.has(t.id));
  for (let k = 0; k < random.int(0, 5); k += 1) {
    const added = row(random, nextId + k);
    ids.add(added.id);
    next.unshift(added);
  }
  return { next, ids };
}

describe('a list brought up to date by a delta', () => {
  const sorts: TransactionSort[] = [
    { key: 'amount', direction: 'asc' },
    { key: 'amount', direction: 'desc' },
    { key: 'description', direction: 'asc' },
    { key: 'date', direction: 'desc' },
  ];

  it('stays sorted, and equals a full sort wherever the keys are unique', () => {
    for (const seed of [1, 2, 3]) {
      const random = new SeededRandom(seed);
      let list = Array.from({ length: 300 }, (_, i) => row(random, i));
      const sorted = new Map(sorts.map((sort) => [sort, sortTransactions(list, sort)]));
      for (let step = 0; step < 40; step += 1) {
        const { next, ids } = changed(random, list, 1000 + step * 10);
        const delta = deltaOfIds(list, next, ids);
        for (const sort of sorts) {
          const updated = sortedWithDelta(
            sorted.get(sort) ?? [],
            delta,
            compareTransactions(sort),
          ).rows;
          expect(new Set(updated)).toEqual(new Set(next));
          if (sort.key === 'date') {
            const compare = compareTransactions(sort);
            updated.forEach(
              (t, i) => i > 0 && expect(compare(updated[i - 1]!, t)).toBeLessThanOrEqual(0),
            );
          } else {
            expect(updated).toEqual(sortTransactions(next, sort));
          }
          sorted.set(sort, updated);
        }
        list = next;
      }
    }
  });

  it('puts an added row after the rows it equals, keeping theirs in place', () => {
    const [a, b, c] = ['a', 'b', 'c'].map((id): Transaction => ({
      id,
      date: '2026-03-01',
      description: id,
      amount: -5,
      type: 'outflow',
      category: 'Other',
    }));
    const d: Transaction = { ...a!, id: 'd', date: '2026-02-01' };
    const delta: RowDelta = { removed: [b!], added: [d, { ...b!, amount: -6 }] };
    const { rows, from } = sortedWithDelta(
      [a!, b!, c!],
      delta,
      compareTransactions({ key: 'date', direction: 'desc' }),
    );
    expect(rows.map((t) => t.id)).toEqual(['a', 'c', 'b', 'd']);
    // Where each row was: a and c kept theirs, the edited b and the new d are new.
    expect([...from]).toEqual([0, 2, -1, -1]);
  });

  it("keeps an edited row in its place among its equals when told the rows' ids", () => {
    const [a, b, c] = ['a', 'b', 'c'].map((id): Transaction => ({
      id,
      date: '2026-03-01',
      description: id,
      amount: -5,
      type: 'outflow',
      category: 'Other',
    }));
    const compare = compareTransactions({ key: 'date', direction: 'desc' });
    const renamed = { ...b!, description: 'renamed' };
    const moved = { ...a!, date: '2026-02-01' };
    const { rows, from } = sortedWithDelta(
      [a!, b!, c!],
      { removed: [a!, b!], added: [renamed, moved] },
      compare,
      (t) => t.id,
    );
    // b's date is unchanged: it stays between its equals, as a sort would keep it; a moved.
    expect(rows).toEqual([renamed, c, moved]);
    expect([...from]).toEqual([-1, 2, -1]);
    expect(rows).toEqual(
      sortTransactions([renamed, c!, moved], { key: 'date', direction: 'desc' }),
    );
  });

  it('finds a removed row that is out of order, and ignores one the list never had', () => {
    const at = (id: string, date: string): Transaction => ({
      id,
      date,
      description: id,
      amount: -1,
      type: 'outflow',
      category: 'Other',
    });
    // Newest first, but for 'late', put first as a new row is.
    const list = [at('late', '2026-01-01'), at('a', '2026-03-01'), at('b', '2026-02-01')];
    const compare = compareTransactions({ key: 'date', direction: 'desc' });
    const stranger = at('x', '2026-02-15');
    const { rows, from } = sortedWithDelta(
      list,
      { removed: [list[0]!, stranger], added: [] },
      compare,
    );
    expect(rows.map((t) => t.id)).toEqual(['a', 'b']);
    expect([...from]).toEqual([1, 2]);
  });

  it('keeps counts, categories, accounts in use and totals equal to working them out afresh', () => {
    const random = new SeededRandom(7);
    let list = Array.from({ length: 200 }, (_, i) => row(random, i));
    let byCategory = countsOf(list, (t) => t.category);
    let byAccount = transactionCounts(list);
    let totals = computeTotals(list);
    const accounts = ['main', 'card', 'savings'].map((id) => ({
      id,
      name: id,
      kind: 'checking' as const,
      currency: 'USD',
      openingBalance: 0,
      openingDate: '2026-01-01',
      archived: false,
    }));
    for (let step = 0; step < 60; step += 1) {
      const { next, ids } = changed(random, list, 1000 + step * 10);
      const delta = deltaOfIds(list, next, ids);
      byCategory = countsWithDelta(byCategory, delta, (t) => t.category);
      byAccount = countsWithDelta(byAccount, delta, (t) => t.accountId ?? '');
      totals = totalsWithDelta(totals, delta);
      expect(categoriesIn(byCategory)).toEqual(categoriesOf(next));
      expect(accountsUsedIn(accounts, byAccount)).toEqual(accountsInUse(accounts, next));
      expect(totals).toEqual(computeTotals(next));
      list = next;
    }
  });
});

describe('deltaOfIds', () => {
  const named = (ids: ReadonlySet<string>) => (t: Transaction) => ids.has(t.id);

  it('answers the named rows of each list, for random edits, deletes and adds', () => {
    for (const seed of [4, 5, 6]) {
      const random = new SeededRandom(seed);
      let list = Array.from({ length: 200 }, (_, i) => row(random, i));
      for (let step = 0; step < 30; step += 1) {
        const { next, ids } = changed(random, list, 1000 + step * 10);
        expect(deltaOfIds(list, next, ids)).toEqual({
          removed: list.filter(named(ids)),
          added: next.filter(named(ids)),
        });
        list = next;
      }
    }
  });

  it('looks up ids only where the two lists hold different rows', () => {
    const random = new SeededRandom(7);
    const list = Array.from({ length: 10_000 }, (_, i) => row(random, i));
    const next = list.slice();
    const edited = { ...(list[5000] as Transaction), category: 'Edited' };
    next[5000] = edited;
    let lookups = 0;
    const ids = new Set([edited.id]);
    const counted = { has: (id: string) => (lookups++, ids.has(id)) } as ReadonlySet<string>;
    expect(deltaOfIds(list, next, counted)).toEqual({ removed: [list[5000]], added: [edited] });
    expect(lookups).toBeLessThanOrEqual(3);
  });

  it('reads lists that differ in rows not named by id', () => {
    const random = new SeededRandom(8);
    const list = Array.from({ length: 50 }, (_, i) => row(random, i));
    const next = list.slice().reverse();
    const ids = new Set([list[3]!.id]);
    expect(deltaOfIds(list, next, ids)).toEqual({ removed: [list[3]], added: [list[3]] });
  });
});
