import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DATABASE_FILE, isDatabaseUsable, openDatabase } from './database.js';
import { migrate, migrations } from './migrations.js';

let dataDir: string;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cashline-db-'));
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('openDatabase', () => {
  it('creates the file in the data directory, in WAL mode, at the latest schema', () => {
    const db = openDatabase(path.join(dataDir, 'nested'));
    expect(fs.existsSync(path.join(dataDir, 'nested', DATABASE_FILE))).toBe(true);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('user_version', { simple: true })).toBe(migrations.at(-1)!.version);
    expect(isDatabaseUsable(db)).toBe(true);
    db.close();
    expect(isDatabaseUsable(db)).toBe(false);
  });

  it('keeps data across a reopen and does not re-run applied migrations', () => {
    const first = openDatabase(dataDir);
    first
      .prepare(
        `INSERT INTO export_files VALUES ('n', 's', 'd.csv', 'csv', 1, 10, '2026-01-01T00:00:00.000Z', '2026-01-02T00:00:00.000Z')`,
      )
      .run();
    first.close();
    const second = openDatabase(dataDir);
    expect(second.prepare('SELECT count(*) AS n FROM export_files').get()).toEqual({ n: 1 });
    second.close();
  });
});

describe('migrate', () => {
  it('applies only the steps above the stored version, each as a whole', () => {
    const db = new BetterSqlite3(':memory:');
    const steps = [
      { version: 1, name: 'one', sql: 'CREATE TABLE a (x INTEGER);' },
      { version: 2, name: 'two', sql: 'CREATE TABLE b (x INTEGER);' },
    ];
    expect(migrate(db, steps.slice(0, 1))).toBe(1);
    expect(migrate(db, steps)).toBe(2);
    const broken = [...steps, { version: 3, name: 'bad', sql: 'CREATE TABLE c (x); NOT SQL;' }];
    expect(() => migrate(db, broken)).toThrow();
    // The failed step left nothing behind.
    expect(db.pragma('user_version', { simple: true })).toBe(2);
    const tables = db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table'`).all();
    expect(tables).toEqual([{ name: 'a' }, { name: 'b' }]);
    db.close();
  });
});
