import type { Database } from 'better-sqlite3';

export type Migration = { version: number; name: string; sql: string };

/**
 * The schema's history, oldest first. A migration is never edited once it has shipped: a change is a
 * new entry with the next version number.
 */
export const migrations: readonly Migration[] = [
  {
    version: 1,
    name: 'contact messages and export files',
    sql: `
      CREATE TABLE contact_messages (
        id INTEGER PRIMARY KEY,
        created_at TEXT NOT NULL,
        session_id TEXT NOT NULL,
        type TEXT NOT NULL CHECK (type IN ('support', 'sales')),
        name TEXT NOT NULL,
        email TEXT NOT NULL,
        company TEXT NOT NULL,
        subject TEXT NOT NULL,
        message TEXT NOT NULL,
        forward_status TEXT NOT NULL CHECK (forward_status IN ('not_configured', 'pending', 'sent', 'failed'))
      );

      CREATE TABLE export_files (
        name TEXT PRIMARY KEY,
        session_id TEXT NOT NULL,
        download_name TEXT NOT NULL,
        format TEXT NOT NULL CHECK (format IN ('csv', 'json')),
        row_count INTEGER NOT NULL,
        size_bytes INTEGER NOT NULL,
        created_at TEXT NOT NULL,
        expires_at TEXT NOT NULL
      );
      CREATE INDEX export_files_expires_at ON export_files (expires_at);
    `,
  },
  {
    version: 2,
    name: 'quickbooks connections and pending authorizations',
    sql: `
      -- Tokens, realm id and company name live only inside sealed (AES-256-GCM, bound to the session).
      CREATE TABLE quickbooks_connections (
        session_id TEXT PRIMARY KEY,
        sealed BLOB NOT NULL,
        connected_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );

      CREATE TABLE quickbooks_auth_states (
        session_id TEXT PRIMARY KEY,
        state TEXT NOT NULL,
        expires_at TEXT NOT NULL
      );
    `,
  },
  {
    version: 3,
    name: 'newsletter subscriptions',
    sql: `
      -- One row per address, kept lower-cased so a second sign-up changes nothing.
      CREATE TABLE newsletter_subscriptions (
        email TEXT PRIMARY KEY,
        session_id TEXT NOT NULL,
        subscribed_at TEXT NOT NULL
      );
    `,
  },
];

/** Brings the database up to the latest schema; each step commits whole or not at all. */
export function migrate(db: Database, steps: readonly Migration[] = migrations): number {
  const current = db.pragma('user_version', { simple: true }) as number;
  for (const step of steps) {
    if (step.version <= current) continue;
    db.transaction(() => {
      db.exec(step.sql);
      db.pragma(`user_version = ${step.version}`);
    })();
  }
  return db.pragma('user_version', { simple: true }) as number;
}
