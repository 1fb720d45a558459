import type { Transaction } from '@cashline/core';
import { describe, expect, it } from 'vitest';
import {
  reselected,
  selectedAfter,
  selectedIn,
  selectionState,
  toggleRow,
  withShown,
} from './rowSelection';
import type { Selected } from './rowSelection';

function tx(id: string, category = 'Other'): Transaction {
  return {
    id,
    date: '2024-03-01',
    description: id,
    amount: -1,
    type: 'outflow',
    category,
  };
}

const ledger = ['a', 'b', 'c', 'd'].map((id) => tx(id));
const [a, b, c, d] = ledger as [Transaction, Transaction, Transaction, Transaction];
const of = (...rows: Transaction[]): Selected => new Map(rows.map((t) => [t.id, t]));
const ids = (selected: Selected) => [...selected.keys()];

describe('row selection', () => {
  it('toggles one row in and out without changing the selection it was given', () => {
    const empty = of();
    const one = toggleRow(empty, a);
    expect(ids(one)).toEqual(['a']);
    expect(one.get('a')).toBe(a);
    expect(empty.size).toBe(0);
    expect(toggleRow(one, a).size).toBe(0);
  });

  it('selects every shown row, keeping rows selected under another filter', () => {
    const shown = ledger.slice(0, 2);
    const selected = withShown(of(d), shown, true);
    expect(ids(selected).sort()).toEqual(['a', 'b', 'd']);
    expect(ids(withShown(selected, shown, false))).toEqual(['d']);
    expect(withShown(of(a, b), shown, false).size).toBe(0);
    expect(ids(withShown(of(a, d), shown, false))).toEqual(['d']);
  });

  it('says whether none, some or all of the shown rows are selected', () => {
    expect(selectionState(of(), ledger)).toBe('none');
    expect(selectionState(of(tx('z')), ledger)).toBe('none');
    expect(selectionState(of(a), ledger)).toBe('some');
    expect(selectionState(of(d), ledger)).toBe('some');
    expect(selectionState(of(a, b, c, d), ledger)).toBe('all');
    expect(selectionState(of(a), [])).toBe('none');
  });

  it('stops reading the shown rows once it has met a selected and an unselected one', () => {
    let read = 0;
    const shown = Array.from({ length: 100_000 }, (_, i) => tx(`row-${i}`));
    const selected = of(shown[1] as Transaction);
    const counting = { has: (id: string) => (read++, selected.has(id)), size: selected.size };
    expect(selectionState(counting, shown)).toBe('some');
    expect(read).toBe(2);
  });

  it('finds the selected transactions still in the ledger', () => {
    expect(ids(selectedIn(ledger, of(c, tx('gone'), a)))).toEqual(['a', 'c']);
  });

  it('follows a change to the ledger: an edited row replaced, a deleted one gone', () => {
    const rows = of(a, c);
    const edited = tx('a', 'Rent');
    const next = selectedAfter(rows, rows, { removed: [a, c, b], added: [edited] });
    expect([...next.values()]).toEqual([edited]);
    expect(selectedAfter(rows, rows, { removed: [b], added: [tx('b', 'Rent')] })).toBe(rows);
  });

  it('keeps the rows it found when the selection changes on the same ledger', () => {
    const found = tx('a', 'Rent');
    const next = reselected(of(found), of(a), of(a, b));
    expect([...next.values()]).toEqual([found, b]);
    // A selected row the ledger lost does not come back when another is ticked.
    expect(ids(reselected(of(), of(a), of(a, b)))).toEqual(['b']);
  });
});
