import type { SqlDatabase } from './sqlDatabase.js';

export type NewsletterRepository = {
  /** Stores an address once; false when it was already subscribed. */
  subscribe(email: string, sessionId: string, at: Date): Promise<boolean>;
  /** Every subscribed address, oldest first (for an operator's mailing). */
  list(): Promise<{ email: string; subscribedAt: string }[]>;
};

export function newsletterRepository({ kysely }: SqlDatabase): NewsletterRepository {
  return {
    async subscribe(email, sessionId, at) {
      const inserted = await kysely
        .insertInto('newsletter_subscriptions')
        .values({
          email: email.toLowerCase(),
          session_id: sessionId,
          subscribed_at: at.toISOString(),
        })
        .onConflict((conflict) => conflict.column('email').doNothing())
        .returning('email')
        .executeTakeFirst();
      return inserted !== undefined;
    },
    list() {
      return kysely
        .selectFrom('newsletter_subscriptions')
        .select(['email', 'subscribed_at as subscribedAt'])
        .orderBy('subscribed_at')
        .orderBy('email')
        .execute();
    },
  };
}
