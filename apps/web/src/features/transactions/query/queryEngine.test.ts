import { computeTotals, DEFAULT_ACCOUNT_ID, sortTransactions } from '@cashline/core';
import type { Transaction, TransactionSort, TransactionSortKey } from '@cashline/core';
import { describe, expect, it, vi } from 'vitest';
import { emptyFilters, filterTransactions } from '../transactionQuery';
import type { TransactionFilters } from '../transactionQuery';
import { QueryColumns } from './queryColumns';
import { QueryEngine } from './queryEngine';
import type { QueryAnswer } from './queryProtocol';
import { listChangeOf, replacedPlaces, rowColumnsOf } from './rowColumns';
import { CATEGORIES, changed, DESCRIPTIONS, randomOf, rowOf } from '../../../testing/randomLedger';
import type { Random } from '../../../testing/randomLedger';

const SORT_KEYS: TransactionSortKey[] = ['date', 'description', 'amount', 'category', 'balance'];

function queryOf(random: Random): { sort: TransactionSort; filters: TransactionFilters } {
  const sort = { key: random.pick(SORT_KEYS), direction: random.pick(['asc', 'desc'] as const) };
  const filters = { ...emptyFilters };
  if (random.chance(0.5)) filters.search = random.pick(['s', 'sy', 'Sysco ', ' SALE', 'é', 'zz']);
  if (random.chance(0.2)) filters.category = random.pick([...CATEGORIES, 'Payroll']);
  if (random.chance(0.2)) filters.account = random.pick([DEFAULT_ACCOUNT_ID, 'amex', 'none']);
  if (random.chance(0.2)) filters.startDate = '2026-02-10';
  if (random.chance(0.2)) filters.endDate = '2026-02-12';
  if (random.chance(0.2)) filters.minAmount = random.pick(['10', '-10', 'x']);
  if (random.chance(0.2)) filters.maxAmount = '99.99';
  return { sort, filters };
}

function send(engine: QueryEngine, list: readonly Transaction[], version: number, chunk: number) {
  engine.receive({ type: 'load', version, size: list.length });
  for (let start = 0; start < list.length || start === 0; start += chunk) {
    const count = Math.min(chunk, list.length - start);
    engine.receive({ type: 'rows', version, rows: rowColumnsOf(list, count, (k) => start + k) });
    if (start + count >= list.length) break;
  }
}

function ask(engine: QueryEngine, version: number, query: ReturnType<typeof queryOf>) {
  const answer = engine.receive({ type: 'query', id: 1, version, ...query });
  if (!answer) throw new Error('The engine did not answer');
  return answer;
}

function expectPlainAnswer(
  answer: QueryAnswer,
  list: readonly Transaction[],
  query: ReturnType<typeof queryOf>,
) {
  // What the page worked out on its own thread: sorted, then filtered, then totalled.
  const plain = filterTransactions(sortTransactions(list, query.sort), query.filters);
  expect(Array.from(answer.order, (i) => list[i])).toEqual(plain);
  expect(answer.totals).toEqual(computeTotals(plain));
}

describe('the query engine', () => {
  it('answers as the plain sort, filter and totals do, through random changes and queries', () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const random = randomOf(seed);
      let list = Array.from({ length: random.int(0, 300) }, (_, i) => rowOf(random, `r${i}`));
      const engine = new QueryEngine();
      let version = 1;
      send(engine, list, version, random.int(1, 64));
      for (let step = 0; step < 60; step += 1) {
        const next = changed(random, list, step);
        const ids = new Set([...list, ...next].map((t) => t.id));
        const delta = {
          removed: list.filter((t) => !next.includes(t) && ids.has(t.id)),
          added: next.filter((t) => !list.includes(t)),
        };
        const moved = listChangeOf(list, next, delta);
        if (!moved) throw new Error('A change of a few rows is found by the walk');
        const rows = rowColumnsOf(next, moved.addedAt.length, (k) => moved.addedAt[k]!);
        engine.receive({ type: 'change', version: version + 1, base: version, ...moved, rows });
        version += 1;
        list = next;
        // A few queries in a row, some a longer search than the one before.
        let query = queryOf(random);
        for (let q = 0; q < 4; q += 1) {
          expectPlainAnswer(ask(engine, version, query), list, query);
          query = random.chance(0.5)
            ? { ...query, filters: { ...query.filters, search: `${query.filters.search}s` } }
            : queryOf(random);
        }
      }
    }
  });

  it('takes edits in place where the rows are, and answers as the plain query does', () => {
    // No copy of the list's columns: the edited rows' values are written where they are.
    const copied = vi.spyOn(QueryColumns.prototype, 'changed');
    for (const seed of [11, 12, 13]) {
      const random = randomOf(seed);
      let list = Array.from({ length: random.int(1, 300) }, (_, i) => rowOf(random, `r${i}`));
      const engine = new QueryEngine();
      let version = 1;
      send(engine, list, version, 50);
      let query = queryOf(random);
      for (let step = 0; step < 60; step += 1) {
        // Asked before the edit too, so the kept sort and matches are what the edit must update.
        expectPlainAnswer(ask(engine, version, query), list, query);
        const next = list.slice();
        const replacedAt = [
          ...new Set([random.int(0, list.length - 1), random.int(0, list.length - 1)]),
        ];
        for (const at of replacedAt) next[at] = rowOf(random, list[at]!.id);
        const change = {
          removed: replacedAt.map((at) => list[at]!),
          added: replacedAt.map((at) => next[at]!),
          replacedAt,
        };
        const moved = replacedPlaces(list, next, change);
        if (!moved) throw new Error('An edit in place is found where it says');
        const rows = rowColumnsOf(next, moved.addedAt.length, (k) => moved.addedAt[k]!);
        engine.receive({ type: 'change', version: version + 1, base: version, ...moved, rows });
        version += 1;
        list = next;
        expectPlainAnswer(ask(engine, version, query), list, query);
        query = random.chance(0.3) ? queryOf(random) : query;
      }
    }
    expect(copied).not.toHaveBeenCalled();
  });

  it('repeats the answer the page holds when edits in place leave its order, naming the rows changed', () => {
    let repeated = 0;
    for (const seed of [31, 32, 33]) {
      const random = randomOf(seed);
      let list = Array.from({ length: random.int(1, 300) }, (_, i) => rowOf(random, `r${i}`));
      const engine = new QueryEngine();
      let version = 1;
      send(engine, list, version, 50);
      let query = queryOf(random);
      let id = 1;
      let first = engine.receive({ type: 'query', id, version, ...query });
      let shown = Array.from(first?.order ?? [], (i) => list[i]!);
      for (let step = 0; step < 60; step += 1) {
        const next = list.slice();
        const at = random.int(0, list.length - 1);
        // A new description keeps the row's place in most sorts; a new row of values may not.
        next[at] = random.chance(0.6)
          ? { ...list[at]!, description: random.pick(DESCRIPTIONS) }
          : rowOf(random, list[at]!.id);
        const change = { removed: [list[at]!], added: [next[at]!], replacedAt: [at] };
        const moved = replacedPlaces(list, next, change);
        if (!moved) throw new Error('An edit in place is found where it says');
        const rows = rowColumnsOf(next, 1, () => at);
        engine.receive({ type: 'change', version: version + 1, base: version, ...moved, rows });
        version += 1;
        list = next;
        if (random.chance(0.2)) query = queryOf(random);
        const answer = engine.receive({
          type: 'query',
          id: id + 1,
          version,
          ...query,
          holding: id,
        });
        if (!answer) throw new Error('The engine did not answer');
        if (answer.repeats) {
          repeated += 1;
          expect(answer.repeats.answer).toBe(id);
          expect(answer.order).toHaveLength(0);
          shown = shown.slice();
          answer.repeats.changedAt.forEach((k, n) => {
            shown[k] = list[answer.repeats!.changedRows[n]!]!;
          });
        } else {
          shown = Array.from(answer.order, (i) => list[i]!);
        }
        expect(shown).toEqual(
          filterTransactions(sortTransactions(list, query.sort), query.filters),
        );
        expect(answer.totals).toEqual(computeTotals(shown));
        id += 1;
        first = answer;
      }
    }
    expect(repeated).toBeGreaterThan(20);
  });

  it('answers in full a page that holds another answer than the last', () => {
    const random = randomOf(41);
    const list = Array.from({ length: 40 }, (_, i) => rowOf(random, `r${i}`));
    const engine = new QueryEngine();
    send(engine, list, 1, 40);
    const query = { sort: { key: 'date', direction: 'desc' }, filters: emptyFilters } as const;
    engine.receive({ type: 'query', id: 1, version: 1, ...query });
    const again = engine.receive({ type: 'query', id: 2, version: 1, ...query, holding: 1 });
    expect(again?.repeats).toEqual({
      answer: 1,
      changedAt: new Int32Array(0),
      changedRows: new Int32Array(0),
    });
    const full = engine.receive({ type: 'query', id: 3, version: 1, ...query, holding: 1 });
    expect(full?.repeats).toBeUndefined();
    expectPlainAnswer(full!, list, query);
  });

  it('answers nothing about a list it does not hold whole, and drops a change from another', () => {
    const random = randomOf(9);
    const list = Array.from({ length: 50 }, (_, i) => rowOf(random, `r${i}`));
    const engine = new QueryEngine();
    engine.receive({ type: 'load', version: 1, size: list.length });
    engine.receive({ type: 'rows', version: 1, rows: rowColumnsOf(list, 20, (k) => k) });
    const query = { sort: { key: 'date', direction: 'desc' }, filters: emptyFilters } as const;
    expect(engine.receive({ type: 'query', id: 1, version: 1, ...query })).toBeUndefined();
    const stale = {
      type: 'change',
      version: 2,
      base: 1,
      removedAt: Int32Array.of(0),
      addedAt: new Int32Array(0),
      rows: rowColumnsOf(list, 0, (k) => k),
    } as const;
    engine.receive(stale);
    send(engine, list, 3, 16);
    expect(engine.receive({ type: 'query', id: 2, version: 2, ...query })).toBeUndefined();
    expectPlainAnswer(ask(engine, 3, query), list, query);
  });
});

describe('listChangeOf', () => {
  const random = randomOf(21);
  const list = Array.from({ length: 6 }, (_, i) => rowOf(random, `r${i}`));

  it('names where the rows went out of the old list and into the new one', () => {
    const edited = { ...list[2]!, description: 'Edited' };
    const created = rowOf(random, 'new');
    const next = [created, list[0]!, list[1]!, list[3]!, edited, list[5]!];
    const moved = listChangeOf(list, next, {
      removed: [list[2]!, list[4]!],
      added: [created, edited],
    });
    expect(moved && Array.from(moved.removedAt)).toEqual([2, 4]);
    expect(moved && Array.from(moved.addedAt)).toEqual([0, 4]);
  });

  it('takes the places an edit in place names, checking the rows there only', () => {
    const edited = { ...list[4]!, description: 'Edited' };
    const other = { ...list[1]!, description: 'Other' };
    const next = [list[0]!, other, list[2]!, list[3]!, edited, list[5]!];
    const change = { removed: [list[4]!, list[1]!], added: [edited, other], replacedAt: [4, 1] };
    const places = replacedPlaces(list, next, change);
    expect(places && Array.from(places.removedAt)).toEqual([1, 4]);
    expect(places && Array.from(places.addedAt)).toEqual([1, 4]);
    expect(replacedPlaces(list, next, { ...change, replacedAt: [4, 2] })).toBeUndefined();
    expect(
      replacedPlaces(list, next, { removed: change.removed, added: change.added }),
    ).toBeUndefined();
  });

  it('finds nothing when rows the delta does not name moved', () => {
    const swapped = [list[1]!, list[0]!, ...list.slice(2)];
    expect(listChangeOf(list, swapped, { removed: [], added: [] })).toBeUndefined();
  });
});
