import type { SqlDatabase } from './sqlDatabase.js';

/** The `state` of a session's authorization in progress: one at a time, used once. */
export type QuickBooksAuthStateRepository = {
  /** Replaces any earlier pending state of the session. */
  put(sessionId: string, state: string, expiresAt: string): Promise<void>;
  /** Removes and returns the session's pending state. */
  take(sessionId: string): Promise<{ state: string; expiresAt: string } | undefined>;
};

export function quickBooksAuthStateRepository({
  kysely,
}: SqlDatabase): QuickBooksAuthStateRepository {
  return {
    async put(sessionId, state, expiresAt) {
      await kysely
        .insertInto('quickbooks_auth_states')
        .values({ session_id: sessionId, state, expires_at: expiresAt })
        .onConflict((conflict) =>
          conflict.column('session_id').doUpdateSet({ state, expires_at: expiresAt }),
        )
        .execute();
    },
    async take(sessionId) {
      // DELETE … RETURNING is one statement: two callbacks racing cannot both use the state.
      const row = await kysely
        .deleteFrom('quickbooks_auth_states')
        .where('session_id', '=', sessionId)
        .returning(['state', 'expires_at'])
        .executeTakeFirst();
      return row ? { state: row.state, expiresAt: row.expires_at } : undefined;
    },
  };
}
