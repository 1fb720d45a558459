import type { LedgerTransaction } from '@cashline/core';
import { describe, expect, it } from 'vitest';
import { decodePage } from './copyPages';
import { encodedPages } from './encodedPages';
import { TrackedRows } from './trackedRows';

const row = (id: string, date: string, fields: Partial<LedgerTransaction> = {}) => ({
  id,
  date,
  description: `Row ${id}`,
  amount: -5,
  type: 'outflow' as const,
  category: 'Rent',
  version: 1,
  ...fields,
});

describe('the pages of a whole copy', () => {
  it('group its rows by month, each page newest first with every version and import', async () => {
    const rows = new TrackedRows();
    const added = [
      row('c', '2026-03-09', { version: 3, importId: 'imp-1' }),
      row('a', '2026-02-01', { note: 'first' }),
      row('b', '2026-03-09', { version: 2 }),
      row('d', '2026-03-20', { importId: 'imp-1' }),
      row('gone', '2026-01-05'),
    ];
    for (const { version, importId, ...shown } of added) rows.addStored(shown, version, importId);
    rows.delete('gone');

    const pages = await encodedPages(rows);

    expect([...pages.keys()].sort()).toEqual(['2026-02', '2026-03']);
    expect(decodePage(structuredClone(pages.get('2026-03')))).toStrictEqual([
      added[3],
      added[0],
      added[2],
    ]);
    expect(decodePage(pages.get('2026-02'))).toStrictEqual([added[1]]);
  });

  it('are none for a copy with no rows', async () => {
    expect((await encodedPages(new TrackedRows())).size).toBe(0);
  });

  it('are made the same way of rows that are not tracked', async () => {
    const plain = new Map([['x', row('x', '2026-04-02', { version: 7 })]]);
    const pages = await encodedPages(plain);
    expect(decodePage(pages.get('2026-04'))).toStrictEqual([
      row('x', '2026-04-02', { version: 7 }),
    ]);
  });
});
