import type { Options, Store } from 'express-rate-limit';
import { rateLimitHitRepository } from '../db/rateLimitHitRepository.js';
import type { SqlDatabase } from '../db/sqlDatabase.js';

/**
 * An express-rate-limit store over the server's database, so replicas share every limit. `name`
 * keeps each limiter's counters apart in the one table. Ended windows are swept at most once a
 * window by each store.
 */
export function sqlRateLimitStore(
  sql: SqlDatabase,
  name: string,
  now: () => Date = () => new Date(),
): Store {
  const hits = rateLimitHitRepository(sql);
  const keyOf = (client: string) => `${name}:${client}`;
  let windowMs = 60_000;
  let lastSweep = 0;
  return {
    localKeys: false,
    prefix: `${name}:`,
    init(options: Options) {
      windowMs = options.windowMs;
    },
    async increment(client) {
      const at = now();
      if (at.getTime() - lastSweep >= windowMs) {
        lastSweep = at.getTime();
        await hits.removeExpired(at);
      }
      return hits.hit(keyOf(client), at, windowMs);
    },
    get: (client) => hits.get(keyOf(client), now()),
    decrement: (client) => hits.unhit(keyOf(client), now()),
    resetKey: (client) => hits.remove(keyOf(client)),
  };
}
