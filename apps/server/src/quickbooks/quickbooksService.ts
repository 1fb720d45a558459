import crypto from 'node:crypto';
import { quickBooksAuthStateRepository } from '../db/quickbooksAuthStateRepository.js';
import { quickBooksConnectionRepository } from '../db/quickbooksConnectionRepository.js';
import type { SqlDatabase } from '../db/sqlDatabase.js';
import { keyedLock, withConnection } from './connection.js';
import type { TokenVault } from './connection.js';
import { createIntuitAuth } from './intuitAuth.js';
import { createLedgerClient } from './ledgerClient.js';
import type { DateRange, LedgerClient } from './ledgerClient.js';
import { createPullBudget } from './pullBudget.js';
import type { PullBudget } from './pullBudget.js';
import { pullChanges } from './pullChanges.js';
import type { PulledChanges } from './pullChanges.js';
import { pullLedger } from './pullLedger.js';
import type { PulledLedger } from './pullLedger.js';
import { pullOpenItems } from './pullOpenItems.js';
import type { PulledOpenItems } from './pullOpenItems.js';
import type { QuickBooksSettings } from './quickbooksSettings.js';
import type { TokenCipher } from './tokenCipher.js';
import type { TokenSet } from './tokenSet.js';

/** How long the user has to finish Intuit's consent page. */
const AUTH_STATE_TTL_MS = 10 * 60_000;
/** The default longest pull: 2 minutes, QuickBooks' throttling waits included. */
export const DEFAULT_PULL_DEADLINE_MS = 120_000;

/** What is sealed in a connection row. */
type StoredConnection = { tokens: TokenSet; companyName?: string };

export type CallbackQuery = { code?: string; state?: string; realmId?: string; error?: string };

/** Why a callback did not connect; the web page words each one for the user. */
export type CallbackFailure =
  'access_denied' | 'invalid_state' | 'missing_code' | 'exchange_failed' | 'intuit_error';

export type ConnectionStatus = { connected: boolean; companyName?: string; connectedAt?: string };

export type QuickBooksService = ReturnType<typeof createQuickBooksService>;

/**
 * QuickBooks per browser session: the authorization round trip, the encrypted connection, and
 * pulls of the ledger. A connection belongs to the session that made it and to no other.
 */
export function createQuickBooksService(deps: {
  settings: QuickBooksSettings;
  cipher: TokenCipher;
  sql: SqlDatabase;
  now: () => Date;
}) {
  const { settings, cipher, now } = deps;
  const clock = (): number => now().getTime();
  const auth = createIntuitAuth(settings, clock);
  const connections = quickBooksConnectionRepository(deps.sql);
  const authStates = quickBooksAuthStateRepository(deps.sql);
  const lockFor = keyedLock();
  const backoff = {
    attempts: settings.retry?.attempts ?? 6,
    baseDelayMs: settings.retry?.baseDelayMs ?? 1000,
  };

  const readConnection = async (sessionId: string): Promise<StoredConnection | undefined> => {
    const record = await connections.find(sessionId);
    if (!record) return undefined;
    const opened = cipher.open(record.sealed, sessionId);
    if (opened === undefined) {
      // Sealed under another key (TOKEN_ENCRYPTION_KEY changed) or tampered with: unusable.
      await connections.remove(sessionId);
      return undefined;
    }
    return JSON.parse(opened) as StoredConnection;
  };

  const writeConnection = async (
    sessionId: string,
    stored: StoredConnection,
    connectedAt?: string,
  ) => {
    const at = now().toISOString();
    await connections.save({
      sessionId,
      sealed: cipher.seal(JSON.stringify(stored), sessionId),
      connectedAt: connectedAt ?? (await connections.find(sessionId))?.connectedAt ?? at,
      updatedAt: at,
    });
  };

  const vaultFor = (sessionId: string): TokenVault => ({
    load: async () => (await readConnection(sessionId))?.tokens,
    save: async (tokens) =>
      writeConnection(sessionId, { ...(await readConnection(sessionId)), tokens }),
    clear: () => connections.remove(sessionId),
  });

  /** Runs `work` with a live client of the connection, within the pull deadline. */
  const withinDeadline = async <T>(
    sessionId: string,
    signal: AbortSignal | undefined,
    work: (client: LedgerClient, budget: PullBudget) => Promise<T>,
  ): Promise<T> => {
    const budget = createPullBudget(settings.pullDeadlineMs ?? DEFAULT_PULL_DEADLINE_MS, signal);
    try {
      return await withConnection(vaultFor(sessionId), auth, clock, lockFor(sessionId), (tokens) =>
        work(createLedgerClient(settings, tokens.realmId, tokens.accessToken), budget),
      );
    } finally {
      budget.dispose();
    }
  };

  const sameText = (a: string, b: string): boolean => {
    const left = Buffer.from(a);
    const right = Buffer.from(b);
    return left.length === right.length && crypto.timingSafeEqual(left, right);
  };

  return {
    async beginAuthorization(sessionId: string): Promise<string> {
      const state = crypto.randomBytes(24).toString('base64url');
      await authStates.put(sessionId, state, new Date(clock() + AUTH_STATE_TTL_MS).toISOString());
      return auth.authorizeUri(state);
    },

    async completeAuthorization(
      sessionId: string,
      query: CallbackQuery,
      callbackUrl: string,
    ): Promise<{ ok: true } | { ok: false; reason: CallbackFailure; detail?: string }> {
      // The pending state is used up by any callback, good or bad, so it can never be replayed.
      const pending = await authStates.take(sessionId);
      const stateOk =
        pending !== undefined &&
        query.state !== undefined &&
        pending.expiresAt > now().toISOString() &&
        sameText(pending.state, query.state);
      if (!stateOk) return { ok: false, reason: 'invalid_state' };
      if (query.error !== undefined) {
        return {
          ok: false,
          reason: query.error === 'access_denied' ? 'access_denied' : 'intuit_error',
        };
      }
      if (!query.code || !query.realmId) return { ok: false, reason: 'missing_code' };
      let tokens: TokenSet;
      try {
        tokens = await auth.exchangeCode(callbackUrl, query.realmId);
      } catch (error) {
        const detail = error instanceof Error ? error.message : undefined;
        return { ok: false, reason: 'exchange_failed', ...(detail ? { detail } : {}) };
      }
      let companyName: string | undefined;
      try {
        companyName = await createLedgerClient(
          settings,
          tokens.realmId,
          tokens.accessToken,
        ).companyName();
      } catch {
        // The name is only shown on the page; the connection works without it.
      }
      await writeConnection(
        sessionId,
        { tokens, ...(companyName ? { companyName } : {}) },
        now().toISOString(),
      );
      return { ok: true };
    },

    async status(sessionId: string): Promise<ConnectionStatus> {
      const stored = await readConnection(sessionId);
      if (!stored) return { connected: false };
      return {
        connected: true,
        ...(stored.companyName ? { companyName: stored.companyName } : {}),
        connectedAt: (await connections.find(sessionId))?.connectedAt,
      };
    },

    /** Forgets the connection here and revokes it at Intuit; says whether Intuit confirmed. */
    async disconnect(sessionId: string): Promise<{ wasConnected: boolean; revoked: boolean }> {
      const stored = await readConnection(sessionId);
      await connections.remove(sessionId);
      if (!stored) return { wasConnected: false, revoked: false };
      try {
        await auth.revoke(stored.tokens);
        return { wasConnected: true, revoked: true };
      } catch {
        return { wasConnected: true, revoked: false };
      }
    },

    /**
     * Pulls the range within the deadline (token refreshes included); `clientSignal` aborts when
     * the caller stops waiting, and then no further request is sent to QuickBooks.
     */
    pull(sessionId: string, range: DateRange, clientSignal?: AbortSignal): Promise<PulledLedger> {
      return withinDeadline(sessionId, clientSignal, (client, budget) =>
        pullLedger(client, range, backoff, budget),
      );
    },

    /** The open invoices and bills, and those issued in the range with their payments, as `pull`. */
    pullOpenItems(
      sessionId: string,
      range: DateRange,
      clientSignal?: AbortSignal,
    ): Promise<PulledOpenItems> {
      return withinDeadline(sessionId, clientSignal, (client, budget) =>
        pullOpenItems(client, range, backoff, budget),
      );
    },

    /** What changed since `since` (at most 30 days back), by change data capture, as `pull`. */
    changesSince(sessionId: string, since: string, signal?: AbortSignal): Promise<PulledChanges> {
      return withinDeadline(sessionId, signal, (client, budget) =>
        pullChanges(client, since, backoff, budget),
      );
    },
  };
}
