import type { SqlDatabase } from './sqlDatabase.js';

/** Whether an attempt may be made now; when not, the time the next one may. */
export type Claim = { allowed: true } | { allowed: false; retryAt: Date };

/** Sign-in attempts per account, in the database so every replica counts the same ones. */
export type SignInBackoffRepository = {
  /**
   * Takes one attempt for `account` unless it must still wait. `waitAfter(n)` is how long the n-th
   * attempt in a row makes the next one wait; a count older than `forgetBefore` starts again. The
   * row is changed only if no one changed it since it was read, so concurrent attempts from any
   * replica never share one turn: the one that loses the race is told to wait a second.
   */
  claim(
    account: string,
    now: Date,
    forgetBefore: Date,
    waitAfter: (attempts: number) => number,
  ): Promise<Claim>;
  /** Forgets the account's attempts (it signed in). */
  clear(account: string): Promise<void>;
  /** Deletes counts older than `forgetBefore`. */
  removeStale(forgetBefore: Date): Promise<void>;
};

export function signInBackoffRepository({ kysely }: SqlDatabase): SignInBackoffRepository {
  return {
    async claim(account, now, forgetBefore, waitAfter) {
      const retryAtAfter = (attempts: number) =>
        new Date(now.getTime() + waitAfter(attempts)).toISOString();
      const lost: Claim = { allowed: false, retryAt: new Date(now.getTime() + 1000) };
      const row = await kysely
        .selectFrom('sign_in_backoff')
        .select(['attempts', 'retry_at'])
        .where('account', '=', account)
        .executeTakeFirst();
      if (!row) {
        const inserted = await kysely
          .insertInto('sign_in_backoff')
          .values({ account, attempts: 1, retry_at: retryAtAfter(1) })
          .onConflict((conflict) => conflict.column('account').doNothing())
          .executeTakeFirst();
        return Number(inserted.numInsertedOrUpdatedRows) === 1 ? { allowed: true } : lost;
      }
      const retryAt = new Date(row.retry_at);
      if (retryAt > now) return { allowed: false, retryAt };
      const attempts = retryAt <= forgetBefore ? 1 : Number(row.attempts) + 1;
      const updated = await kysely
        .updateTable('sign_in_backoff')
        .set({ attempts, retry_at: retryAtAfter(attempts) })
        .where('account', '=', account)
        .where('attempts', '=', row.attempts)
        .where('retry_at', '=', row.retry_at)
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) === 1 ? { allowed: true } : lost;
    },
    async clear(account) {
      await kysely.deleteFrom('sign_in_backoff').where('account', '=', account).execute();
    },
    async removeStale(forgetBefore) {
      await kysely
        .deleteFrom('sign_in_backoff')
        .where('retry_at', '<=', forgetBefore.toISOString())
        .execute();
    },
  };
}
