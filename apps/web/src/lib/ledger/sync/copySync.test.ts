import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, row } from '../../../testing/fakeLedgerServer';
import { serverLedgerApi } from '../serverLedgerApi';
import { downloadCopy } from './copySync';

afterEach(() => vi.unstubAllGlobals());

describe('downloading the ledger', () => {
  it('reads every page of its columns into the copy, each row with its version and import', async () => {
    const rows = [
      row('t3', { date: '2026-03-03', version: 4, importId: 'imp-1', note: 'late' }),
      row('t2', { date: '2026-03-02', balance: 12.5, accountId: 'acc-2' }),
      row('t1', { date: '2026-02-01', amount: 30, type: 'inflow', importId: 'imp-1' }),
    ];
    const server = fakeServer('org-dl', rows, 2);

    const copy = await downloadCopy(serverLedgerApi('org-dl'));

    expect(server.seen.columnPages).toBe(2);
    expect(copy.seq).toBe(5);
    expect(copy.rows.size).toBe(3);
    expect(['t3', 't2', 't1'].map((id) => copy.rows.get(id))).toEqual(rows);
  });

  it('refuses a page whose columns break the contract, storing nothing', async () => {
    const server = fakeServer('org-bad', [row('t1', { date: '2026-13-40' })]);

    await expect(downloadCopy(serverLedgerApi('org-bad'))).rejects.toThrow();
    expect(server.seen.columnPages).toBe(1);
  });
});
