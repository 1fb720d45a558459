import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DATABASE_FILE, openSqlDatabase } from './sqlDatabase.js';
import type { SqlDatabase } from './sqlDatabase.js';

let dataDir: string;
let database: SqlDatabase;
beforeEach(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cashline-wal-'));
  database = await openSqlDatabase({ dataDir });
});
afterEach(async () => {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const sizeOf = (name: string) => fs.statSync(path.join(dataDir, name)).size;

describe('the WAL checkpointer', () => {
  it('copies committed pages into the database file in the background, not in the commit', async () => {
    const autocheckpoint = await sql<{
      wal_autocheckpoint: number;
    }>`pragma wal_autocheckpoint`.execute(database.kysely);
    expect(autocheckpoint.rows[0]?.wal_autocheckpoint).toBe(0);
    const before = sizeOf(DATABASE_FILE);
    await database.kysely.transaction().execute(async (trx) => {
      for (let batch = 0; batch < 20; batch += 1) {
        await trx
          .insertInto('ledger_head')
          .values(
            Array.from({ length: 500 }, (_, i) => ({
              org_id: `${batch}-${i}-${'x'.repeat(400)}`,
              writes: 1,
            })),
          )
          .execute();
      }
    });
    // The commit left everything in the log; the worker moves it within a second or two.
    await expect
      .poll(() => sizeOf(DATABASE_FILE), { timeout: 5000, interval: 100 })
      .toBeGreaterThan(before + 4_000_000);
  });
});
