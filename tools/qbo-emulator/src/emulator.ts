import type { AddressInfo } from 'node:net';
import express from 'express';
import type { Express } from 'express';
import { accountingRouter } from './api/accountingRouter.js';
import { createBookChanges } from './changes/bookChanges.js';
import type { BookChanges } from './changes/bookChanges.js';
import { controlRouter } from './api/controlRouter.js';
import type { AccountingStats } from './api/accountingRouter.js';
import { createRateLimiter } from './api/rateLimiter.js';
import type { RateLimit } from './api/rateLimiter.js';
import { createFaultScript } from './api/scriptedFaults.js';
import type { FaultScript } from './api/scriptedFaults.js';
import { oauthRouter } from './oauth/oauthRouter.js';
import { createTokenStore } from './oauth/tokenStore.js';
import { seedLedger } from './seed/ledger.js';
import type { Ledger } from './seed/ledger.js';
import { seedOpenItems } from './seed/openItems.js';
import type { OpenItemTables } from './seed/openItems.js';

export type EmulatorOptions = {
  clientId: string;
  clientSecret: string;
  /** Registered redirect URIs; empty or absent means any URI on localhost or 127.0.0.1. */
  redirectUris?: readonly string[];
  realmId?: string;
  /** The date the seeded books run up to (exclusive), `YYYY-MM-DD`. */
  today: string;
  salesReceiptsPerDay?: number;
  companyName?: string;
  accessTokenTtlSeconds?: number;
  refreshTokenTtlSeconds?: number;
  /** Requests allowed per realm in a window; Intuit allows 500 a minute. */
  rateLimit?: RateLimit;
  now?: () => number;
};

export type EmulatorControl = {
  realmId: string;
  ledger: Ledger;
  /** The invoices and bills behind the ledger's payments and those open on `today`. */
  openItems: OpenItemTables;
  stats: AccountingStats;
  /** Faults for the next accounting API requests: throttling with Retry-After, slow answers. */
  faults: FaultScript;
  /** Edits, additions and deletions made in QuickBooks now, seen by queries and by CDC. */
  changes: BookChanges;
  /** Every access token issued so far expires now. */
  expireAccessTokens(): void;
  /** Every connection so far is revoked, as when the user disconnects the app in QuickBooks. */
  revokeAllConnections(): void;
  /** Every access and refresh token handed out, so tests can look for them where they must not be. */
  issuedTokens(): string[];
};

export type Emulator = { app: Express; control: EmulatorControl };
export type RunningEmulator = EmulatorControl & { url: string; close(): Promise<void> };

export const DEFAULT_REALM_ID = '9341453050';

export function createEmulator(options: EmulatorOptions): Emulator {
  const now = options.now ?? Date.now;
  const realmId = options.realmId ?? DEFAULT_REALM_ID;
  const ledger = seedLedger({
    today: options.today,
    ...(options.companyName ? { companyName: options.companyName } : {}),
    ...(options.salesReceiptsPerDay ? { salesReceiptsPerDay: options.salesReceiptsPerDay } : {}),
  });
  const tokens = createTokenStore(
    {
      accessTokenTtlSeconds: options.accessTokenTtlSeconds ?? 3600,
      refreshTokenTtlSeconds: options.refreshTokenTtlSeconds ?? 8_726_400,
      codeTtlSeconds: 300,
    },
    now,
  );
  const limiter = createRateLimiter(options.rateLimit ?? { limit: 500, windowMs: 60_000 }, now);
  const stats: AccountingStats = { requests: 0, queries: 0, throttled: 0, unauthorized: 0 };
  const faults = createFaultScript();
  const companyInfo = {
    Id: realmId,
    CompanyName: ledger.companyName,
    LegalName: `${ledger.companyName} LLC`,
    Country: 'US',
    CompanyAddr: { Line1: '14 Harbor Lane', City: 'Norfolk', CountrySubDivisionCode: 'VA' },
    FiscalYearStartMonth: 'January',
    domain: 'QBO',
    sparse: false,
    SyncToken: '1',
  };

  const app = express();
  app.disable('x-powered-by');
  app.use(
    oauthRouter(
      {
        clientId: options.clientId,
        clientSecret: options.clientSecret,
        redirectUris: options.redirectUris ?? [],
        realmId,
        companyName: ledger.companyName,
      },
      tokens,
    ),
  );
  const openItems = seedOpenItems(ledger, options.today);
  // The same arrays as the query endpoint serves, so that it sees every change.
  const changes = createBookChanges(
    { ...ledger.entities, Invoice: openItems.Invoice, Bill: openItems.Bill },
    now,
  );
  app.use(controlRouter(faults, stats, changes));
  const tables = { ...ledger.entities, Account: ledger.accounts, ...openItems };
  app.use(accountingRouter(tables, changes, companyInfo, tokens, limiter, stats, faults, now));

  return {
    app,
    control: {
      realmId,
      ledger,
      openItems,
      stats,
      faults,
      changes,
      expireAccessTokens: () => tokens.expireAccessTokens(),
      revokeAllConnections: () => tokens.revokeAll(),
      issuedTokens: () => tokens.issuedTokens(),
    },
  };
}

/** Starts the emulator on a port (0 picks a free one) and says where it listens. */
export function startEmulator(
  options: EmulatorOptions & { port?: number; host?: string },
): Promise<RunningEmulator> {
  const { app, control } = createEmulator(options);
  const host = options.host ?? '127.0.0.1';
  return new Promise((resolve, reject) => {
    const server = app.listen(options.port ?? 0, host, () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        ...control,
        url: `http://${host}:${port}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
    server.on('error', reject);
  });
}
