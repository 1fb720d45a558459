import { computeTotals, sortTransactions } from '@cashline/core';
import type { Transaction, TransactionSort } from '@cashline/core';
import { describe, expect, it } from 'vitest';
import { emptyFilters, filterTransactions } from '../transactionQuery';
import { QueryEngine } from './queryEngine';
import { listChangeOf, replacedPlaces, rowColumnsOf } from './rowColumns';

// Descriptions where a search occurs more than once, so a longer one may start past the first; and
// others, so a search keeps few enough rows to be held for a Backspace.
const DESCRIPTIONS = [
  ...['Square sale #12', 'sale #1 SALE #12', 'Sysco sale', 'aab aab', 'aaab', 'abab'],
  ...['Rent', 'Payroll', 'Comcast', 'Google Ads', 'Café', 'US Foods', 'Insurance', 'Fuel'],
];

const rowOf = (n: number, description: string): Transaction => ({
  id: `r${n}`,
  date: `2026-01-${String(10 + (n % 19)).padStart(2, '0')}`,
  description,
  amount: n % 3 === 0 ? 12.5 : -(n % 7) - 0.25,
  type: n % 3 === 0 ? 'inflow' : 'outflow',
  category: n % 2 === 0 ? 'Sales' : 'Rent',
});

const SORTS: TransactionSort[] = [
  { key: 'date', direction: 'desc' },
  { key: 'description', direction: 'asc' },
];

/**
 * The page's searches, in order: typing, Backspace (one letter, or back to a search typed before),
 * a paste, a word put in front, clearing.
 */
const SEARCHES = [
  ...['s', 'sa', 'sal', 'sale', 'sale ', 'sale #', 'sale #1', 'sale #12', 'sale #1', 'sale'],
  ...['sale #', 'sale #12', 'sa', 'sal', 's'],
  ...['a', 'aa', 'aab', 'aab aab', 'ab', 'abab', 'aabab', '', 'SALE #1', 'SALE #12', 'x'],
];

/** Checks each answer against the plain sort and filter of the list, the ledger changing between. */
function typeThrough(change: (list: Transaction[], step: number) => Transaction[] | undefined) {
  let list = Array.from({ length: 120 }, (_, n) =>
    rowOf(n, DESCRIPTIONS[n % DESCRIPTIONS.length]!),
  );
  const engine = new QueryEngine();
  let version = 1;
  engine.receive({ type: 'load', version, size: list.length });
  engine.receive({ type: 'rows', version, rows: rowColumnsOf(list, list.length, (k) => k) });
  for (const sort of SORTS) {
    SEARCHES.forEach((search, step) => {
      const next = change(list, step);
      if (next) {
        const delta = {
          removed: list.filter((t) => !next.includes(t)),
          added: next.filter((t) => !list.includes(t)),
        };
        const replacedAt = delta.added.map((t) => next.indexOf(t));
        const moved =
          replacedPlaces(list, next, { ...delta, replacedAt }) ?? listChangeOf(list, next, delta);
        if (!moved) throw new Error('A change of a few rows is found');
        const rows = rowColumnsOf(next, moved.addedAt.length, (k) => moved.addedAt[k]!);
        engine.receive({ type: 'change', version: version + 1, base: version, ...moved, rows });
        version += 1;
        list = next;
      }
      const filters = { ...emptyFilters, search };
      const answer = engine.receive({ type: 'query', id: step, version, sort, filters });
      const plain = filterTransactions(sortTransactions(list, sort), filters);
      expect({ search, rows: Array.from(answer?.order ?? [], (i) => list[i]) }).toEqual({
        search,
        rows: plain,
      });
      expect(answer?.totals).toEqual(computeTotals(plain));
    });
  }
}

describe('the query engine, searching as the page types', () => {
  it('answers each keystroke as a search from scratch does', () => {
    typeThrough(() => undefined);
  });

  it('answers as a search from scratch does when rows are edited in place between keystrokes', () => {
    typeThrough((list, step) => {
      const next = list.slice();
      const at = (step * 37) % list.length;
      next[at] = { ...list[at]!, description: DESCRIPTIONS[(step + 1) % DESCRIPTIONS.length]! };
      return next;
    });
  });

  it('answers as a search from scratch does when rows come and go between keystrokes', () => {
    typeThrough((list, step) => {
      if (step % 3 === 0)
        return [rowOf(1000 + step, DESCRIPTIONS[step % DESCRIPTIONS.length]!), ...list];
      if (step % 3 === 1) return list.filter((_, k) => k !== (step * 11) % list.length);
      return undefined;
    });
  });
});
