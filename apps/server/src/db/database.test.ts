import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/testDatabase.js';
import { DATABASE_FILE, isDatabaseUsable, openSqlDatabase } from './sqlDatabase.js';

let dataDir: string;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cashline-db-'));
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const exportRow = {
  name: 'n',
  session_id: 's',
  download_name: 'd.csv',
  format: 'csv',
  row_count: 1,
  size_bytes: 10,
  created_at: '2026-01-01T00:00:00.000Z',
  expires_at: '2026-01-02T00:00:00.000Z',
} as const;

describe('the SQLite default', () => {
  it('creates the file in the data directory, in WAL mode, usable until closed', async () => {
    const database = await openSqlDatabase({ dataDir: path.join(dataDir, 'nested') });
    expect(database.dialect).toBe('sqlite');
    expect(fs.existsSync(path.join(dataDir, 'nested', DATABASE_FILE))).toBe(true);
    const mode = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(database.kysely);
    expect(mode.rows[0]?.journal_mode).toBe('wal');
    expect(await isDatabaseUsable(database)).toBe(true);
    await database.close();
    expect(await isDatabaseUsable(database)).toBe(false);
  });

  it('moves a data directory made by the first SQLite-only schema onto the migrations, rows kept', async () => {
    const legacy = new BetterSqlite3(path.join(dataDir, DATABASE_FILE));
    legacy.exec(`
      CREATE TABLE export_files (name TEXT PRIMARY KEY, session_id TEXT NOT NULL,
        download_name TEXT NOT NULL, format TEXT NOT NULL, row_count INTEGER NOT NULL,
        size_bytes INTEGER NOT NULL, created_at TEXT NOT NULL, expires_at TEXT NOT NULL);
      CREATE TABLE newsletter_subscriptions (email TEXT PRIMARY KEY, session_id TEXT NOT NULL,
        subscribed_at TEXT NOT NULL);
      INSERT INTO newsletter_subscriptions VALUES ('a@example.com', 's', '2026-01-01T00:00:00Z');
      PRAGMA user_version = 3;
    `);
    legacy.close();
    const database = await openSqlDatabase({ dataDir });
    const subscribers = await database.kysely
      .selectFrom('newsletter_subscriptions')
      .select('email')
      .execute();
    expect(subscribers).toEqual([{ email: 'a@example.com' }]);
    // Tables the old file lacked were created.
    expect(await database.kysely.selectFrom('contact_messages').selectAll().execute()).toEqual([]);
    await database.close();
  });
});

describe('the database the suite runs on', () => {
  it('keeps rows across a reopen and does not re-run applied migrations', async () => {
    const first = await openTestDatabase(dataDir);
    await first.kysely.insertInto('export_files').values(exportRow).execute();
    await first.close();
    const second = await openSqlDatabase({ dataDir, databaseUrl: first.databaseUrl });
    const rows = await second.kysely.selectFrom('export_files').select('name').execute();
    expect(rows).toEqual([{ name: 'n' }]);
    await second.close();
    await first.dispose();
  });

  it('refuses a value outside a column’s allowed set', async () => {
    const database = await openTestDatabase(dataDir);
    const insert = database.kysely
      .insertInto('export_files')
      .values({ ...exportRow, format: 'xml' as 'csv' })
      .execute();
    await expect(insert).rejects.toThrow(/check/i);
    await database.dispose();
  });
});
