import { describe, expect, it } from 'vitest';
import { lackingAfter } from './transactionsChange';

const tx = (id: string) => ({
  id,
  date: '2026-03-01',
  description: id,
  amount: -1,
  type: 'outflow' as const,
  category: 'Other',
});

describe('the rows a ledger lacks after commands', () => {
  it('adds the rows deleted and takes out those created again, in the commands’ order', () => {
    const before = new Set(['a']);
    const after = lackingAfter(before, [
      { type: 'deleteTransactions', ids: ['b', 'c'] },
      { type: 'createTransactions', transactions: [tx('a'), tx('c')] },
      { type: 'patchTransactions', patches: [{ id: 'd', set: { note: 'x' } }] },
    ]);
    expect([...after].sort()).toEqual(['b']);
    expect([...before]).toEqual(['a']);
  });

  it('adds the rows deleted after they were created', () => {
    const after = lackingAfter(new Set(), [
      { type: 'createTransactions', transactions: [tx('a')] },
      { type: 'deleteTransactions', ids: ['a'] },
    ]);
    expect([...after]).toEqual(['a']);
  });
});
