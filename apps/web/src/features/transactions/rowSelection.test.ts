import type { Transaction } from '@cashline/core';
import { describe, expect, it } from 'vitest';
import { selectedIn, selectionState, toggleId, withShown } from './rowSelection';

function tx(id: string): Transaction {
  return {
    id,
    date: '2024-03-01',
    description: id,
    amount: -1,
    type: 'outflow',
    category: 'Other',
  };
}

const ledger = ['a', 'b', 'c', 'd'].map(tx);

describe('row selection', () => {
  it('toggles one row in and out without changing the set it was given', () => {
    const empty = new Set<string>();
    const one = toggleId(empty, 'a');
    expect([...one]).toEqual(['a']);
    expect(empty.size).toBe(0);
    expect(toggleId(one, 'a').size).toBe(0);
  });

  it('selects every shown row, keeping rows selected under another filter', () => {
    const shown = ledger.slice(0, 2);
    const selected = withShown(new Set(['d']), shown, true);
    expect([...selected].sort()).toEqual(['a', 'b', 'd']);
    expect([...withShown(selected, shown, false)]).toEqual(['d']);
    expect(withShown(new Set(['a', 'b']), shown, false).size).toBe(0);
    expect([...withShown(new Set(['a', 'd']), shown, false)]).toEqual(['d']);
  });

  it('says whether none, some or all of the shown rows are selected', () => {
    expect(selectionState(new Set(), ledger)).toBe('none');
    expect(selectionState(new Set(['z']), ledger)).toBe('none');
    expect(selectionState(new Set(['a']), ledger)).toBe('some');
    expect(selectionState(new Set(['a', 'b', 'c', 'd']), ledger)).toBe('all');
    expect(selectionState(new Set(['a']), [])).toBe('none');
  });

  it('finds the selected transactions still in the ledger, in ledger order', () => {
    expect(selectedIn(ledger, new Set(['c', 'gone', 'a'])).map((t) => t.id)).toEqual(['a', 'c']);
  });
});
