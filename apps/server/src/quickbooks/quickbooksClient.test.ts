import { startEmulator } from '@cashline/qbo-emulator';
import type { EmulatorOptions, RunningEmulator } from '@cashline/qbo-emulator';
import { afterEach, describe, expect, it } from 'vitest';
import { passConsent } from '../testing/emulatorConsent.js';
import { keyedLock, withConnection } from './connection.js';
import type { TokenVault } from './connection.js';
import { createIntuitAuth } from './intuitAuth.js';
import { createLedgerClient } from './ledgerClient.js';
import { createPullBudget } from './pullBudget.js';
import type { PullBudget } from './pullBudget.js';
import { pullLedger } from './pullLedger.js';
import { QuickBooksError } from './quickbooksError.js';
import type { QuickBooksSettings } from './quickbooksSettings.js';
import type { TokenSet } from './tokenSet.js';

const REDIRECT = 'http://127.0.0.1:3999/api/quickbooks/callback';
const RANGE = { from: '2024-07-01', to: '2025-07-01' };
const FAST_BACKOFF = { attempts: 10, baseDelayMs: 60 };

let emulator: RunningEmulator | undefined;
const budgets: PullBudget[] = [];
afterEach(async () => {
  await emulator?.close();
  emulator = undefined;
  for (const budget of budgets.splice(0)) budget.dispose();
});

/** A minute for a pull, as generous as the tests' own time-outs. */
function minute(): PullBudget {
  const budget = createPullBudget(60_000);
  budgets.push(budget);
  return budget;
}

async function setUp(overrides: Partial<EmulatorOptions> = {}) {
  emulator = await startEmulator({
    clientId: 'app-id',
    clientSecret: 'app-secret',
    redirectUris: [REDIRECT],
    today: '2025-07-01',
    ...overrides,
  });
  const settings: QuickBooksSettings = {
    clientId: 'app-id',
    clientSecret: 'app-secret',
    redirectUri: REDIRECT,
    environment: 'sandbox',
    oauthBaseUrl: emulator.url,
    apiBaseUrl: emulator.url,
  };
  return { e: emulator, settings, auth: createIntuitAuth(settings, Date.now) };
}

async function connect(auth: ReturnType<typeof createIntuitAuth>): Promise<TokenSet> {
  const callback = await passConsent(auth.authorizeUri('state-1'), 'approve');
  return auth.exchangeCode(callback.toString(), callback.searchParams.get('realmId') ?? '');
}

function memoryVault(tokens: TokenSet | undefined): TokenVault & { saved: TokenSet[] } {
  let current = tokens;
  const saved: TokenSet[] = [];
  return {
    saved,
    load: () => Promise.resolve(current),
    save: (next) => {
      current = next;
      saved.push(next);
      return Promise.resolve();
    },
    clear: () => {
      current = undefined;
      return Promise.resolve();
    },
  };
}

// Real HTTP to a local emulator: generous time-outs so a loaded machine does not fail them.
const SLOW = { timeout: 30_000 };

describe('Intuit OAuth through intuit-oauth', SLOW, () => {
  it('builds an authorize URL for the accounting scope and exchanges the code', async () => {
    const { e, auth } = await setUp();
    const uri = new URL(auth.authorizeUri('state-1'));
    expect(`${uri.origin}${uri.pathname}`).toBe(`${e.url}/connect/oauth2`);
    expect(Object.fromEntries(uri.searchParams)).toMatchObject({
      client_id: 'app-id',
      redirect_uri: REDIRECT,
      response_type: 'code',
      scope: 'com.intuit.quickbooks.accounting',
      state: 'state-1',
    });
    const before = Date.now();
    const tokens = await connect(auth);
    expect(tokens.realmId).toBe(e.realmId);
    expect(tokens.accessTokenExpiresAt).toBeGreaterThanOrEqual(before + 3600_000);
  });

  it('refuses a code used twice', async () => {
    const { auth } = await setUp();
    const callback = await passConsent(auth.authorizeUri('s'), 'approve');
    await auth.exchangeCode(callback.toString(), 'r');
    await expect(auth.exchangeCode(callback.toString(), 'r')).rejects.toMatchObject({
      kind: 'connection_lost',
      message: expect.stringContaining('authorization code'),
    });
  });

  it('names the client credentials when Intuit rejects them', async () => {
    const { settings } = await setUp();
    const wrong = createIntuitAuth({ ...settings, clientSecret: 'nope' }, Date.now);
    const callback = await passConsent(wrong.authorizeUri('s'), 'approve');
    await expect(wrong.exchangeCode(callback.toString(), 'r')).rejects.toThrow(/QBO_CLIENT_SECRET/);
  });
});

describe('pulling the ledger through node-quickbooks', SLOW, () => {
  it('pages past 1000 records and maps every cash-moving entity', async () => {
    const { e, settings, auth } = await setUp({ salesReceiptsPerDay: 4 });
    const tokens = await connect(auth);
    const client = createLedgerClient(settings, tokens.realmId, tokens.accessToken);
    const pulled = await pullLedger(client, RANGE, FAST_BACKOFF, minute());

    const receipts = e.ledger.entities.SalesReceipt.length;
    expect(receipts).toBeGreaterThan(1000);
    const ids = new Set(pulled.transactions.map((t) => t.id));
    expect(ids.size).toBe(pulled.transactions.length);
    expect(
      pulled.transactions.filter((t) => t.id.startsWith('imported-qbo-salesreceipt-')),
    ).toHaveLength(receipts);
    for (const name of [
      'purchase',
      'deposit',
      'payment',
      'billpayment',
      'refundreceipt',
      'transfer',
      'journalentry',
    ]) {
      expect(pulled.transactions.some((t) => t.id.startsWith(`imported-qbo-${name}-`))).toBe(true);
    }
    // Deposits that only bank customer payments already counted are left out, and said so.
    expect(
      pulled.skipped.every(
        (s) =>
          (s.entity === 'Deposit' && s.reason === 'moves no new cash') ||
          (s.entity === 'JournalEntry' && s.reason === 'moves no cash'),
      ),
    ).toBe(true);
    expect(pulled.skipped.length).toBeGreaterThan(0);
    // The chart of accounts, then 8 entities, sales receipts on two pages.
    expect(pulled.queries).toBe(10);
    expect(e.stats.queries).toBe(10);
    const dates = pulled.transactions.map((t) => t.date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('keeps to the date range', async () => {
    const { settings, auth } = await setUp();
    const tokens = await connect(auth);
    const client = createLedgerClient(settings, tokens.realmId, tokens.accessToken);
    const pulled = await pullLedger(
      client,
      { from: '2025-06-01', to: '2025-06-30' },
      FAST_BACKOFF,
      minute(),
    );
    expect(pulled.transactions.length).toBeGreaterThan(20);
    expect(pulled.transactions.every((t) => t.date >= '2025-06-01' && t.date <= '2025-06-30')).toBe(
      true,
    );
  });

  it('backs off on 429 and still gets every page', async () => {
    // The emulator's clock moves 50 ms each time it is read, so throttling depends on the number
    // of requests and not on how fast this machine happens to be.
    let clock = Date.now();
    const { e, settings, auth } = await setUp({
      rateLimit: { limit: 2, windowMs: 1000 },
      now: () => (clock += 50),
    });
    const tokens = await connect(auth);
    const client = createLedgerClient(settings, tokens.realmId, tokens.accessToken);
    const pulled = await pullLedger(client, RANGE, FAST_BACKOFF, minute());
    expect(e.stats.throttled).toBeGreaterThan(0);
    expect(pulled.queries).toBe(9);
    expect(pulled.transactions.length).toBeGreaterThan(500);
  });

  it('gives up with a clear message when QuickBooks keeps throttling', async () => {
    const { settings, auth } = await setUp({ rateLimit: { limit: 1, windowMs: 60_000 } });
    const tokens = await connect(auth);
    const client = createLedgerClient(settings, tokens.realmId, tokens.accessToken);
    await expect(
      pullLedger(client, RANGE, { attempts: 3, baseDelayMs: 10 }, minute()),
    ).rejects.toMatchObject({
      kind: 'throttled',
      message: expect.stringMatching(
        /^QuickBooks is limiting requests right now\. Please try again in \d+ seconds?\.$/,
      ),
    });
  });

  it('turns a 403 from another company into a clear message', async () => {
    const { settings, auth } = await setUp();
    const tokens = await connect(auth);
    const client = createLedgerClient(settings, '1234', tokens.accessToken);
    await expect(client.queryPage('Purchase', RANGE, 1)).rejects.toMatchObject({
      kind: 'forbidden',
      message: expect.stringContaining('refused access to this company'),
    });
  });

  it('reads the company name', async () => {
    const { settings, auth } = await setUp();
    const tokens = await connect(auth);
    await expect(
      createLedgerClient(settings, tokens.realmId, tokens.accessToken).companyName(),
    ).resolves.toBe('Harbor Lane Bakery');
  });
});

describe('keeping the connection alive', SLOW, () => {
  const lock = keyedLock()('session');
  const countPurchases = (settings: QuickBooksSettings) => async (tokens: TokenSet) =>
    (
      await createLedgerClient(settings, tokens.realmId, tokens.accessToken).queryPage(
        'Purchase',
        RANGE,
        1,
      )
    ).length;

  it('refreshes after a 401 on an expired access token and saves the newest refresh token', async () => {
    const { e, settings, auth } = await setUp();
    const vault = memoryVault(await connect(auth));
    const first = await vault.load();
    e.expireAccessTokens();
    expect(
      await withConnection(vault, auth, Date.now, lock, countPurchases(settings)),
    ).toBeGreaterThan(0);
    expect(e.stats.unauthorized).toBe(1);
    expect(vault.saved).toHaveLength(1);
    expect((await vault.load())?.refreshToken).not.toBe(first?.refreshToken);
    // The emulator retires a used refresh token at once, so this second refresh works only if the
    // newest one was saved.
    e.expireAccessTokens();
    expect(
      await withConnection(vault, auth, Date.now, lock, countPurchases(settings)),
    ).toBeGreaterThan(0);
    expect(vault.saved).toHaveLength(2);
  });

  it('refreshes before calling when the stored access token has expired', async () => {
    const { e, settings, auth } = await setUp();
    const tokens = await connect(auth);
    const vault = memoryVault(tokens);
    const later = () => tokens.accessTokenExpiresAt + 1;
    await withConnection(vault, auth, later, lock, countPurchases(settings));
    expect(e.stats.unauthorized).toBe(0);
    expect(vault.saved).toHaveLength(1);
  });

  it('ends the connection when the refresh token was revoked', async () => {
    const { e, settings, auth } = await setUp();
    const vault = memoryVault(await connect(auth));
    e.revokeAllConnections();
    await expect(
      withConnection(vault, auth, Date.now, lock, countPurchases(settings)),
    ).rejects.toMatchObject({
      kind: 'connection_lost',
      message:
        'Your QuickBooks connection has expired or was revoked. Please connect to QuickBooks again.',
    });
    expect(await vault.load()).toBeUndefined();
  });

  it('says so when nothing is connected', async () => {
    const { settings, auth } = await setUp();
    await expect(
      withConnection(memoryVault(undefined), auth, Date.now, lock, countPurchases(settings)),
    ).rejects.toBeInstanceOf(QuickBooksError);
  });

  it('revokes the connection at Intuit', async () => {
    const { settings, auth } = await setUp();
    const tokens = await connect(auth);
    await auth.revoke(tokens);
    await expect(countPurchases(settings)(tokens)).rejects.toMatchObject({ kind: 'unauthorized' });
  });
});
