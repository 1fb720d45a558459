import type { SqlDatabase } from './sqlDatabase.js';

/** One session's QuickBooks connection: everything secret is inside `sealed` (AES-256-GCM). */
export type QuickBooksConnectionRecord = {
  sessionId: string;
  sealed: Buffer;
  connectedAt: string;
  updatedAt: string;
};

export type QuickBooksConnectionRepository = {
  find(sessionId: string): Promise<QuickBooksConnectionRecord | undefined>;
  /** Inserts or replaces the session's connection. */
  save(record: QuickBooksConnectionRecord): Promise<void>;
  remove(sessionId: string): Promise<void>;
};

export function quickBooksConnectionRepository({
  kysely,
}: SqlDatabase): QuickBooksConnectionRepository {
  return {
    async find(sessionId) {
      const row = await kysely
        .selectFrom('quickbooks_connections')
        .selectAll()
        .where('session_id', '=', sessionId)
        .executeTakeFirst();
      return row
        ? {
            sessionId: row.session_id,
            sealed: Buffer.from(row.sealed),
            connectedAt: row.connected_at,
            updatedAt: row.updated_at,
          }
        : undefined;
    },
    async save(record) {
      const values = {
        sealed: record.sealed,
        connected_at: record.connectedAt,
        updated_at: record.updatedAt,
      };
      await kysely
        .insertInto('quickbooks_connections')
        .values({ session_id: record.sessionId, ...values })
        .onConflict((conflict) => conflict.column('session_id').doUpdateSet(values))
        .execute();
    },
    async remove(sessionId) {
      await kysely
        .deleteFrom('quickbooks_connections')
        .where('session_id', '=', sessionId)
        .execute();
    },
  };
}
