import type { Database } from 'better-sqlite3';

/** One session's QuickBooks connection: everything secret is inside `sealed` (AES-256-GCM). */
export type QuickBooksConnectionRecord = {
  sessionId: string;
  sealed: Buffer;
  connectedAt: string;
  updatedAt: string;
};

export type QuickBooksConnectionRepository = {
  find(sessionId: string): QuickBooksConnectionRecord | undefined;
  /** Inserts or replaces the session's connection. */
  save(record: QuickBooksConnectionRecord): void;
  remove(sessionId: string): void;
};

type Row = { session_id: string; sealed: Buffer; connected_at: string; updated_at: string };

export function sqliteQuickBooksConnectionRepository(db: Database): QuickBooksConnectionRepository {
  const select = db.prepare('SELECT * FROM quickbooks_connections WHERE session_id = ?');
  const upsert = db.prepare(
    `INSERT INTO quickbooks_connections (session_id, sealed, connected_at, updated_at)
     VALUES (?, ?, ?, ?)
     ON CONFLICT (session_id) DO UPDATE
       SET sealed = excluded.sealed, connected_at = excluded.connected_at, updated_at = excluded.updated_at`,
  );
  const remove = db.prepare('DELETE FROM quickbooks_connections WHERE session_id = ?');
  return {
    find(sessionId) {
      const row = select.get(sessionId) as Row | undefined;
      return row
        ? {
            sessionId: row.session_id,
            sealed: row.sealed,
            connectedAt: row.connected_at,
            updatedAt: row.updated_at,
          }
        : undefined;
    },
    save(record) {
      upsert.run(record.sessionId, record.sealed, record.connectedAt, record.updatedAt);
    },
    remove(sessionId) {
      remove.run(sessionId);
    },
  };
}
