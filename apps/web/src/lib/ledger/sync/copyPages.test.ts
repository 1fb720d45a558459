import type { LedgerTransaction } from '@cashline/core';
import { describe, expect, it } from 'vitest';
import { decodePage, encodePage } from './copyPages';
import type { StoredPage } from './copyPages';

const row = (n: number, importId?: string): LedgerTransaction => ({
  id: `row-${n}`,
  date: `2026-03-${String(10 + n).padStart(2, '0')}`,
  description: `Sysco invoice ${n}`,
  amount: -10 * n,
  type: 'outflow',
  category: 'Food Supplies',
  accountId: 'acct-checking',
  version: n,
  ...(importId ? { importId } : {}),
});

describe('copy pages', () => {
  it('store the import of many rows once and give every row its import and version back', () => {
    const rows = [row(1, 'imp-1'), row(2, 'imp-1'), row(3), row(4, 'imp-1')];
    const page = structuredClone(encodePage([...rows]));
    expect(page.importIds).toEqual({ values: ['imp-1'], index: expect.anything() });
    expect(decodePage(page)).toStrictEqual([...rows].reverse());
  });

  it('read pages stored before imports were kept once, as a list per row', () => {
    const rows = [row(2, 'imp-1'), row(1)];
    const older: StoredPage = { ...encodePage([...rows]), importIds: ['imp-1', undefined] };
    expect(decodePage(structuredClone(older))).toStrictEqual(rows);
  });
});
