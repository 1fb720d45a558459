import type { Transaction } from '@cashline/core';
import { describe, expect, it } from 'vitest';
import { mayLinkTransfers } from './storeChanges';

const row = (id: string, accountId: string, transferId?: string): Transaction => ({
  id,
  date: '2024-03-01',
  description: id,
  amount: -10,
  type: 'outflow',
  category: 'Other',
  accountId,
  ...(transferId === undefined ? {} : { transferId }),
});

describe('mayLinkTransfers', () => {
  it('finds nothing to link in no rows, or rows all of one account', () => {
    expect(mayLinkTransfers()).toBe(false);
    expect(mayLinkTransfers([], [])).toBe(false);
    expect(mayLinkTransfers([row('a', 'checking')], [row('b', 'checking')])).toBe(false);
  });

  it('counts the accounts of rows outside transfers across every list', () => {
    expect(mayLinkTransfers([row('a', 'checking')], [row('b', 'savings')])).toBe(true);
    expect(mayLinkTransfers([row('a', 'checking'), row('b', 'savings')], [])).toBe(true);
    expect(mayLinkTransfers([], [row('a', 'checking')], [row('b', 'card')])).toBe(true);
  });

  it('leaves out rows already in a transfer', () => {
    const linked = row('b', 'savings', 'transfer-1');
    expect(mayLinkTransfers([row('a', 'checking')], [linked])).toBe(false);
    expect(mayLinkTransfers([row('a', 'checking')], [linked, row('c', 'card')])).toBe(true);
  });
});
