import type { Database } from 'better-sqlite3';

export type NewsletterRepository = {
  /** Stores an address once; false when it was already subscribed. */
  subscribe(email: string, sessionId: string, at: Date): boolean;
  /** Every subscribed address, oldest first (for an operator's mailing). */
  list(): { email: string; subscribedAt: string }[];
};

export function sqliteNewsletterRepository(db: Database): NewsletterRepository {
  const insert = db.prepare(
    'INSERT OR IGNORE INTO newsletter_subscriptions (email, session_id, subscribed_at) VALUES (?, ?, ?)',
  );
  const all = db.prepare(
    'SELECT email, subscribed_at AS subscribedAt FROM newsletter_subscriptions ORDER BY subscribed_at, email',
  );
  return {
    subscribe(email, sessionId, at) {
      return insert.run(email.toLowerCase(), sessionId, at.toISOString()).changes === 1;
    },
    list() {
      return all.all() as { email: string; subscribedAt: string }[];
    },
  };
}
