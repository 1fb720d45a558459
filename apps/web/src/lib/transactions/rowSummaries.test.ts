import type { Transaction } from '@cashline/core';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TransactionsChange } from '../ledger/ledgerBackend';
import { useRowSummaries } from './rowSummaries';

const row = (id: string, date: string, accountId?: string): Transaction => ({
  id,
  date,
  description: id,
  amount: -1,
  type: 'outflow',
  category: 'Other',
  ...(accountId ? { accountId } : {}),
});

type Props = { rows: readonly Transaction[]; change: TransactionsChange | null };

describe('useRowSummaries', () => {
  it('lists each date once, ascending, and the accounts with rows, kept while they hold the same', () => {
    const first = [row('a', '2024-03-02', 'chase'), row('b', '2024-01-05'), row('c', '2024-03-02')];
    const { result, rerender } = renderHook(
      ({ rows, change }: Props) => useRowSummaries(rows, change),
      { initialProps: { rows: first, change: null } as Props },
    );
    const before = result.current;
    expect(before.dates).toEqual(['2024-01-05', '2024-03-02']);
    expect([...before.accountsWithRows].sort()).toEqual(['chase', 'main']);

    // An edit on a known date and account: the same summaries, so no reader renders again.
    const edited = { ...first[0]!, description: 'edited' };
    const second = [edited, first[1]!, first[2]!];
    rerender({ rows: second, change: { from: first, removed: [first[0]!], added: [edited] } });
    expect(result.current).toBe(before);

    // The last row of a date and of an account goes: both lists follow.
    const third = [first[1]!, first[2]!];
    rerender({ rows: third, change: { from: second, removed: [edited], added: [] } });
    expect(result.current.dates).toEqual(['2024-01-05', '2024-03-02']);
    expect([...result.current.accountsWithRows]).toEqual(['main']);
    const fourth = [first[2]!];
    rerender({ rows: fourth, change: { from: third, removed: [first[1]!], added: [] } });
    expect(result.current.dates).toEqual(['2024-03-02']);

    // A whole new list (a load) is counted afresh.
    rerender({ rows: [row('d', '2025-06-30', 'amex')], change: null });
    expect(result.current.dates).toEqual(['2025-06-30']);
    expect([...result.current.accountsWithRows]).toEqual(['amex']);
  });
});
