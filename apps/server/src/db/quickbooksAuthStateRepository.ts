import type { Database } from 'better-sqlite3';

/** The `state` of a session's authorization in progress: one at a time, used once. */
export type QuickBooksAuthStateRepository = {
  /** Replaces any earlier pending state of the session. */
  put(sessionId: string, state: string, expiresAt: string): void;
  /** Removes and returns the session's pending state. */
  take(sessionId: string): { state: string; expiresAt: string } | undefined;
};

export function sqliteQuickBooksAuthStateRepository(db: Database): QuickBooksAuthStateRepository {
  const upsert = db.prepare(
    `INSERT INTO quickbooks_auth_states (session_id, state, expires_at) VALUES (?, ?, ?)
     ON CONFLICT (session_id) DO UPDATE SET state = excluded.state, expires_at = excluded.expires_at`,
  );
  const select = db.prepare(
    'SELECT state, expires_at FROM quickbooks_auth_states WHERE session_id = ?',
  );
  const remove = db.prepare('DELETE FROM quickbooks_auth_states WHERE session_id = ?');
  return {
    put(sessionId, state, expiresAt) {
      upsert.run(sessionId, state, expiresAt);
    },
    take(sessionId) {
      return db.transaction(() => {
        const row = select.get(sessionId) as { state: string; expires_at: string } | undefined;
        if (row) remove.run(sessionId);
        return row ? { state: row.state, expiresAt: row.expires_at } : undefined;
      })();
    },
  };
}
