import type { Transaction } from '@cashline/core';
import { describe, expect, it } from 'vitest';
import { pagesOf } from '../ledger/sync/copyPages';
import { groupedByMonth, isGroupedByMonth, monthsOf, withMonthDelta } from './monthGroups';

const row = (id: string, date: string, description = id): Transaction => ({
  id,
  date,
  description,
  amount: -1,
  type: 'outflow',
  category: 'Other',
});

const march = [row('m1', '2024-03-09'), row('m2', '2024-03-20')];
const february = [row('f1', '2024-02-01'), row('f2', '2024-02-28')];
const january = [row('j1', '2024-01-15')];
const list = [...march, ...february, ...january];
const ids = (rows: readonly Transaction[]) => rows.map((t) => t.id);

describe('monthsOf', () => {
  const byMonth = (months: Map<string, Transaction[]>) =>
    [...months].map(([month, rows]) => [month, ids(rows)]);

  it('cuts a list grouped by month into its months, as pagesOf groups it', () => {
    const months = monthsOf(list);
    expect(byMonth(months)).toEqual([
      ['2024-03', ['m1', 'm2']],
      ['2024-02', ['f1', 'f2']],
      ['2024-01', ['j1']],
    ]);
    expect(byMonth(months)).toEqual(byMonth(pagesOf(list)));
  });

  it('groups a list in another order as pagesOf does, and gives no months for no rows', () => {
    const mixed = [january[0]!, march[1]!, february[0]!, march[0]!, february[1]!];
    expect(byMonth(monthsOf(mixed))).toEqual(byMonth(pagesOf(mixed)));
    expect(monthsOf([]).size).toBe(0);
  });

  it('gives each month a list of its own, not the rows given', () => {
    const months = monthsOf(list);
    months.get('2024-03')!.push(row('x', '2024-03-01'));
    expect(ids(list)).toEqual(['m1', 'm2', 'f1', 'f2', 'j1']);
  });
});

describe('groupedByMonth', () => {
  it('keeps a list already month by month, newest month first, as it is', () => {
    expect(groupedByMonth(list)).toBe(list);
  });

  it('groups a list in another order by month, newest first, each month in the list order', () => {
    const mixed = [january[0]!, march[1]!, february[0]!, march[0]!, february[1]!];
    expect(isGroupedByMonth(mixed)).toBe(false);
    expect(ids(groupedByMonth(mixed))).toEqual(['m2', 'm1', 'f1', 'f2', 'j1']);
  });

  it('reads months, not dates: a later day of the same month may follow, a later month may not', () => {
    expect(isGroupedByMonth([row('a', '2024-01-02'), row('b', '2024-01-31')])).toBe(true);
    expect(isGroupedByMonth([row('a', '2023-12-31'), row('b', '2024-01-01')])).toBe(false);
    expect(isGroupedByMonth([row('a', '2024-01-01'), row('b', '2023-12-31')])).toBe(true);
  });
});

describe('withMonthDelta', () => {
  it('keeps an edited row in its place and names only its month', () => {
    const edited = { ...february[1]!, description: 'edited' };
    const result = withMonthDelta(list, { removed: [february[1]!], added: [edited] });
    expect(result?.rows).toEqual([...march, february[0], edited, ...january]);
    expect([...(result?.months.keys() ?? [])]).toEqual(['2024-02']);
    expect(result?.months.get('2024-02')).toEqual([february[0], edited]);
    // Rows of months not touched are the same objects.
    expect(result?.rows[0]).toBe(march[0]);
  });

  it('moves a row whose date moved to the front of its new month, naming both months', () => {
    const moved = { ...february[0]!, date: '2024-03-31' };
    const result = withMonthDelta(list, { removed: [february[0]!], added: [moved] });
    expect(ids(result?.rows ?? [])).toEqual(['f1', 'm1', 'm2', 'f2', 'j1']);
    expect(ids(result?.months.get('2024-02') ?? [])).toEqual(['f2']);
    expect(ids(result?.months.get('2024-03') ?? [])).toEqual(['f1', 'm1', 'm2']);
  });

  it('puts a row of a month the list does not have between its neighbours', () => {
    const added = row('d1', '2023-12-24');
    const april = row('a1', '2024-04-01');
    const result = withMonthDelta(list, { removed: [], added: [april, added] });
    expect(ids(result?.rows ?? [])).toEqual(['a1', 'm1', 'm2', 'f1', 'f2', 'j1', 'd1']);
    expect([...(result?.months.keys() ?? [])]).toEqual(['2024-04', '2023-12']);
  });

  it('names a month a delete leaves empty with no rows', () => {
    const result = withMonthDelta(list, { removed: [january[0]!], added: [] });
    expect(ids(result?.rows ?? [])).toEqual(['m1', 'm2', 'f1', 'f2']);
    expect(result?.months.get('2024-01')).toEqual([]);
  });

  it('is undefined when a removed row is not where its month says', () => {
    expect(withMonthDelta(list, { removed: [row('m1', '2024-03-09')], added: [] })).toBeUndefined();
  });
});
