import type { Transaction } from '@cashline/core';
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TransactionsChange } from '../ledger/ledgerBackend';
import { useRowCounts } from './useRowCounts';

function tx(id: string, category: string): Transaction {
  return { id, date: '2024-03-01', description: id, amount: -1, type: 'outflow', category };
}

const ledger = [tx('a', 'Rent'), tx('b', 'Rent'), tx('c', 'Food')];

describe('useRowCounts', () => {
  it('counts once for every page: a page opened after an edit counts only the rows it changed', () => {
    const keyOf = vi.fn((t: Transaction) => t.category);
    const first = renderHook(() => useRowCounts(ledger, null, keyOf));
    expect(first.result.current).toEqual(
      new Map([
        ['Rent', 2],
        ['Food', 1],
      ]),
    );
    first.unmount();

    keyOf.mockClear();
    const edited = tx('b', 'Food');
    const next = [ledger[0]!, edited, ledger[2]!];
    const change: TransactionsChange = { from: ledger, removed: [ledger[1]!], added: [edited] };
    const opened = renderHook(() => useRowCounts(next, change, keyOf));
    expect(opened.result.current).toEqual(
      new Map([
        ['Rent', 1],
        ['Food', 2],
      ]),
    );
    expect(keyOf).toHaveBeenCalledTimes(2);

    keyOf.mockClear();
    const another = renderHook(() => useRowCounts(next, change, keyOf));
    expect(another.result.current).toBe(opened.result.current);
    expect(keyOf).not.toHaveBeenCalled();
  });

  it('counts afresh a list that is not the last one changed', () => {
    const keyOf = vi.fn((t: Transaction) => t.category);
    renderHook(() => useRowCounts(ledger, null, keyOf));
    const other = [tx('x', 'Rent')];
    const change: TransactionsChange = { from: [], removed: [], added: other };
    const { result } = renderHook(() => useRowCounts(other, change, keyOf));
    expect(result.current).toEqual(new Map([['Rent', 1]]));
  });
});
