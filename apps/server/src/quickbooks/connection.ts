import type { IntuitAuth } from './intuitAuth.js';
import { QuickBooksError } from './quickbooksError.js';
import type { TokenSet } from './tokenSet.js';

/** Where one session's connection is kept (encrypted, in the database). */
export type TokenVault = {
  load(): Promise<TokenSet | undefined>;
  save(tokens: TokenSet): Promise<void>;
  clear(): Promise<void>;
};

/** Refresh this long before Intuit's expiry, so a token does not lapse mid-pull. */
const EXPIRY_MARGIN_MS = 60_000;

/**
 * Runs `call` with a live access token: refreshes first when the stored one has expired, and
 * once more if QuickBooks still answers 401. Every refresh saves the newest refresh token at once
 * (Intuit rotates them). A refresh Intuit refuses ends the connection: it is cleared and the user
 * is asked to connect again. `lock` serialises refreshes of one connection.
 */
export async function withConnection<T>(
  vault: TokenVault,
  auth: IntuitAuth,
  now: () => number,
  lock: <R>(work: () => Promise<R>) => Promise<R>,
  call: (tokens: TokenSet) => Promise<T>,
): Promise<T> {
  const current = async (): Promise<TokenSet> => {
    const tokens = await vault.load();
    if (!tokens) {
      throw new QuickBooksError(
        'not_connected',
        'QuickBooks is not connected. Please authorize first.',
      );
    }
    return tokens;
  };

  const refresh = (stale: TokenSet): Promise<TokenSet> =>
    lock(async () => {
      const latest = await current();
      // Another request refreshed while this one waited: use its tokens.
      if (latest.accessToken !== stale.accessToken) return latest;
      try {
        const fresh = await auth.refresh(latest);
        await vault.save(fresh);
        return fresh;
      } catch (error) {
        if (error instanceof QuickBooksError && error.kind === 'connection_lost')
          await vault.clear();
        throw error;
      }
    });

  let tokens = await current();
  if (tokens.accessTokenExpiresAt - EXPIRY_MARGIN_MS <= now()) tokens = await refresh(tokens);
  try {
    return await call(tokens);
  } catch (error) {
    if (!(error instanceof QuickBooksError) || error.kind !== 'unauthorized') throw error;
    tokens = await refresh(tokens);
    try {
      return await call(tokens);
    } catch (retryError) {
      if (retryError instanceof QuickBooksError && retryError.kind === 'unauthorized') {
        await vault.clear();
        throw new QuickBooksError(
          'connection_lost',
          'QuickBooks no longer accepts this connection. Please connect to QuickBooks again.',
        );
      }
      throw retryError;
    }
  }
}

/** A per-key promise chain: work for one key runs one at a time. */
export function keyedLock(): (key: string) => <R>(work: () => Promise<R>) => Promise<R> {
  const tails = new Map<string, Promise<unknown>>();
  return (key) => (work) => {
    const previous = tails.get(key) ?? Promise.resolve();
    const run = previous.then(work, work);
    const tail = run.catch(() => undefined);
    tails.set(key, tail);
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return run;
  };
}
