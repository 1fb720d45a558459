import type { SqlDatabase } from './sqlDatabase.js';

export type Hits = { totalHits: number; resetTime: Date };

/** Rate-limit counters in the database, so every replica counts the same hits. */
export type RateLimitHitRepository = {
  /**
   * Counts one hit for `key` in one statement (INSERT … ON CONFLICT DO UPDATE … RETURNING), so
   * concurrent hits from any replica are all counted: a window that ended starts again at 1.
   */
  hit(key: string, now: Date, windowMs: number): Promise<Hits>;
  get(key: string, now: Date): Promise<Hits | undefined>;
  /** Takes back one hit of a window still running. */
  unhit(key: string, now: Date): Promise<void>;
  remove(key: string): Promise<void>;
  /** Deletes every counter whose window has ended. */
  removeExpired(now: Date): Promise<void>;
};

export function rateLimitHitRepository({ kysely }: SqlDatabase): RateLimitHitRepository {
  return {
    async hit(key, now, windowMs) {
      const at = now.toISOString();
      const resetAt = new Date(now.getTime() + windowMs).toISOString();
      const row = await kysely
        .insertInto('rate_limit_hit')
        .values({ key, hits: 1, reset_at: resetAt })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet((eb) => {
            const ended = eb('rate_limit_hit.reset_at', '<=', at);
            return {
              hits: eb
                .case()
                .when(ended)
                .then(1)
                .else(eb('rate_limit_hit.hits', '+', 1))
                .end(),
              reset_at: eb
                .case()
                .when(ended)
                .then(resetAt)
                .else(eb.ref('rate_limit_hit.reset_at'))
                .end(),
            };
          }),
        )
        .returning(['hits', 'reset_at'])
        .executeTakeFirstOrThrow();
      return { totalHits: Number(row.hits), resetTime: new Date(row.reset_at) };
    },
    async get(key, now) {
      const row = await kysely
        .selectFrom('rate_limit_hit')
        .select(['hits', 'reset_at'])
        .where('key', '=', key)
        .where('reset_at', '>', now.toISOString())
        .executeTakeFirst();
      return row ? { totalHits: Number(row.hits), resetTime: new Date(row.reset_at) } : undefined;
    },
    async unhit(key, now) {
      await kysely
        .updateTable('rate_limit_hit')
        .set((eb) => ({ hits: eb('hits', '-', 1) }))
        .where('key', '=', key)
        .where('hits', '>', 0)
        .where('reset_at', '>', now.toISOString())
        .execute();
    },
    async remove(key) {
      await kysely.deleteFrom('rate_limit_hit').where('key', '=', key).execute();
    },
    async removeExpired(now) {
      await kysely
        .deleteFrom('rate_limit_hit')
        .where('reset_at', '<=', now.toISOString())
        .execute();
    },
  };
}
