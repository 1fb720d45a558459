import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/testDatabase.js';
import type { TestDatabase } from '../testing/testDatabase.js';
import { ratesForOrg, storeRates } from './rateStore.js';

let dataDir: string;
let db: TestDatabase;
beforeEach(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cashline-rates-'));
  db = await openTestDatabase(dataDir);
});
afterEach(async () => {
  await db.dispose();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const day = '2024-06-28';
const all = () =>
  db.kysely.selectFrom('exchange_rate').selectAll().orderBy('org_id').orderBy('currency').execute();

describe('the exchange rates stored', () => {
  it('stores a day once: the same rates again change nothing, a corrected one replaces it', async () => {
    const rows = [
      { date: day, currency: 'GBP', rate: '0.84638' },
      { date: day, currency: 'USD', rate: '1.0705' },
    ];
    await storeRates(db.kysely, null, rows, new Date('2024-06-28T16:00:00Z'));
    const first = await all();
    await storeRates(db.kysely, null, rows, new Date('2024-06-29T16:00:00Z'));
    expect(await all()).toEqual(first);
    expect(first).toHaveLength(2);
    await storeRates(
      db.kysely,
      null,
      [{ date: day, currency: 'USD', rate: '1.071' }],
      new Date('2024-06-30T16:00:00Z'),
    );
    expect((await all()).map((r) => `${r.currency} ${r.rate} ${r.stored_at}`)).toEqual([
      'GBP 0.84638 2024-06-28T16:00:00.000Z',
      'USD 1.071 2024-06-30T16:00:00.000Z',
    ]);
  });

  it("gives an organisation its own rate over the ECB's, and no other organisation", async () => {
    const at = new Date('2024-06-28T16:00:00Z');
    await storeRates(db.kysely, null, [{ date: day, currency: 'GBP', rate: '0.84638' }], at);
    await storeRates(db.kysely, 'org-a', [{ date: day, currency: 'GBP', rate: '0.85' }], at);
    const range = { from: day, to: day };
    expect(await ratesForOrg(db.kysely, 'org-a', range)).toEqual([
      { date: day, currency: 'GBP', rate: '0.85', source: 'admin' },
    ]);
    expect(await ratesForOrg(db.kysely, 'org-b', range)).toEqual([
      { date: day, currency: 'GBP', rate: '0.84638', source: 'ecb' },
    ]);
  });

  it('stores none of a batch when one row cannot be stored', async () => {
    const rows = [
      { date: day, currency: 'GBP', rate: '0.84638' },
      { date: day, currency: 'USD', rate: null as unknown as string },
    ];
    await expect(storeRates(db.kysely, 'org-a', rows, new Date())).rejects.toThrow();
    expect(await all()).toEqual([]);
  });

  it('gives the same table when two imports of the same rates run at once', async () => {
    const rows = Array.from({ length: 1_200 }, (_, i) => ({
      date: `2024-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
      currency: `A${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(65 + (Math.floor(i / 26) % 26))}`,
      rate: `1.${i}`,
    }));
    const at = new Date('2024-06-28T16:00:00Z');
    await Promise.all([
      storeRates(db.kysely, 'org-a', rows, at),
      storeRates(db.kysely, 'org-a', rows, at),
    ]);
    const stored = await all();
    expect(stored).toHaveLength(1_200);
    expect(new Set(stored.map((r) => `${r.date} ${r.currency} ${r.rate}`))).toEqual(
      new Set(rows.map((r) => `${r.date} ${r.currency} ${r.rate}`)),
    );
  });
});
