import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { silentLogger } from '../testing/silentLogger.js';
import { openTestDatabase } from '../testing/testDatabase.js';
import type { TestDatabase } from '../testing/testDatabase.js';
import { ANALYSE_AFTER_ROWS, analyseAfterImport } from './analyseAfterImport.js';

let database: TestDatabase;
let dir: string;
afterEach(async () => {
  await database.dispose();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function open() {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cashline-analyse-'));
  database = await openTestDatabase(dir);
}

/** How many times the ledger's statistics were gathered by hand (autovacuum's runs not counted). */
async function analyses(): Promise<number> {
  const { rows } = await sql<{ count: number }>`
    select analyze_count as count from pg_stat_user_tables where relname = 'ledger_transaction'
  `.execute(database.kysely);
  return Number(rows[0]?.count ?? 0);
}

async function sqliteHasStatistics(): Promise<boolean> {
  const { rows } = await sql<{ name: string }>`
    select name from sqlite_master where name = 'sqlite_stat1'
  `.execute(database.kysely);
  return rows.length > 0;
}

describe('analyseAfterImport', () => {
  it('refreshes the ledger statistics after a large import on PostgreSQL, and leaves SQLite alone', async () => {
    await open();
    const onPostgres = database.dialect === 'postgres';
    analyseAfterImport(database, ANALYSE_AFTER_ROWS - 1, silentLogger());
    analyseAfterImport(database, ANALYSE_AFTER_ROWS, silentLogger());
    if (!onPostgres) {
      expect(await sqliteHasStatistics()).toBe(false);
      return;
    }
    const deadline = Date.now() + 15_000;
    while ((await analyses()) === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(await analyses()).toBe(1);
  });
});
