import type { Transaction } from '@cashline/core';
import { describe, expect, it } from 'vitest';
import { criteriaOf, emptyFilters } from '../transactionQuery';
import { matchingRows } from './matchingRows';
import { QueryColumns } from './queryColumns';
import { rowColumnsOf } from './rowColumns';

// Texts where a search occurs several times, or where a longer one starts past the first.
const TEXTS = [
  'aab aab',
  'aaab',
  'abab',
  'Sale sale #12',
  'sale #1 sale #12',
  'ba',
  'aaa',
  'İstanbul',
  '',
];

function columnsOf(texts: readonly string[]): QueryColumns {
  const list: Transaction[] = texts.map((description, i) => ({
    id: `r${i}`,
    date: '2026-01-01',
    description,
    amount: -1,
    type: 'outflow',
    category: 'Other',
  }));
  const columns = new QueryColumns(list.length);
  columns.append(rowColumnsOf(list, list.length, (k) => k));
  return columns;
}

const all = (columns: QueryColumns) => Int32Array.from({ length: columns.size }, (_, i) => i);
const search = (text: string) => criteriaOf({ ...emptyFilters, search: text });

describe('matchingRows', () => {
  it('finds where each search first occurs in the rows it keeps', () => {
    const columns = columnsOf(TEXTS);
    const { rows, at } = matchingRows(columns, search('ab'), all(columns));
    expect(Array.from(rows)).toEqual([0, 1, 2]);
    expect(Array.from(at ?? [])).toEqual([1, 2, 0]);
  });

  it('answers a search typed longer from the shorter one as a search from scratch does', () => {
    const columns = columnsOf(TEXTS);
    const typed = ['a', 'ab', 'aba', 'abab', 's', 'sa', 'sale #', 'sale #12', 'i̇', 'i̇s'];
    const longer = ['a', 'aa', 'aab', 'aab a', 'b', 'ba', 'bab', 'sale', 'sale #1', 'sale #12'];
    for (const [shorter, next] of [
      ...typed.slice(1).map((text, k) => [typed[k], text]),
      ...longer.flatMap((text) => longer.map((other) => [text, other])),
    ] as [string, string][]) {
      if (!next.startsWith(shorter)) continue;
      const prior = matchingRows(columns, search(shorter), all(columns));
      const fresh = matchingRows(columns, search(next), all(columns));
      const narrowed = matchingRows(columns, search(next), prior.rows, {
        needle: shorter,
        at: prior.at ?? new Int32Array(0),
      });
      expect({ shorter, next, ...narrowed }).toEqual({ shorter, next, ...fresh });
    }
  });

  it('gives back the positions searched when every row passes, and no search a row of them', () => {
    const columns = columnsOf(['Sale', 'sale #1', 'resale']);
    const from = all(columns);
    expect(matchingRows(columns, search('sale'), from).rows).toBe(from);
    expect(matchingRows(columns, criteriaOf(emptyFilters), from)).toEqual({ rows: from });
    expect(matchingRows(columns, search('sale #'), from).rows).toEqual(Int32Array.of(1));
  });
});
