export type RateLimit = { limit: number; windowMs: number };

/** A sliding-window counter per realm, like Intuit's requests-per-minute throttle. */
export function createRateLimiter(rate: RateLimit, now: () => number) {
  const hits = new Map<string, number[]>();
  return {
    /** Records a request and says whether it is within the limit. */
    allow(realmId: string): boolean {
      const since = now() - rate.windowMs;
      const recent = (hits.get(realmId) ?? []).filter((t) => t > since);
      const allowed = recent.length < rate.limit;
      if (allowed) recent.push(now());
      hits.set(realmId, recent);
      return allowed;
    },
  };
}
