import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import type { Database } from 'better-sqlite3';
import { migrate } from './migrations.js';

export type { Database };

export const DATABASE_FILE = 'cashline.sqlite';

/** Opens (creating if needed) the SQLite database in the data directory and migrates it. */
export function openDatabase(dataDir: string): Database {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const db = new BetterSqlite3(path.join(dataDir, DATABASE_FILE));
  // WAL lets the health check and downloads read while an export or a contact message is written.
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}

/** True when the database answers a query against the schema. */
export function isDatabaseUsable(db: Database): boolean {
  try {
    db.prepare('SELECT count(*) FROM export_files WHERE 0').get();
    return true;
  } catch {
    return false;
  }
}
