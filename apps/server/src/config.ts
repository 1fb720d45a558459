import path from 'node:path';
import { z } from 'zod';
import { parseEncryptionKey } from './quickbooks/tokenCipher.js';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const KB = 1024;
const MB = 1024 * KB;

/** Bytes in a size as body-parser reads it: bytes, or a number with kb or mb ("50mb"). */
export function bytesOfSize(size: string): number {
  const match = /^(\d+)(b|kb|mb)?$/i.exec(size);
  const unit = match?.[2]?.toLowerCase();
  const scale = unit === 'mb' ? MB : unit === 'kb' ? KB : 1;
  return match ? Number(match[1]) * scale : Number.NaN;
}

/** A whole number within [min, max]; anything else is refused with the range in the message. */
function intInRange(min: number, max: number) {
  const message = `must be a whole number from ${min} to ${max}`;
  return z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
}

/** A body-parser size within [minBytes, maxBytes], kept as written (lower case). */
function byteSizeInRange(minBytes: number, maxBytes: number, range: string) {
  const message = `must be a size from ${range} (b, kb or mb, such as 16kb or 50mb)`;
  return z
    .string()
    .transform((value) => value.toLowerCase())
    .refine((value) => {
      const bytes = bytesOfSize(value);
      return bytes >= minBytes && bytes <= maxBytes;
    }, message);
}

/** Largest request held in memory: an uploaded file or an export request. */
export const MAX_IN_MEMORY_BYTES = 200 * MB;

/** Comma-separated list, blanks dropped. */
const csvList = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item.length > 0),
  );

const origin = z.url().refine((value) => /^https?:/.test(value), 'expected an http(s) URL');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: intInRange(0, 65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .url()
    .refine((value) => /^postgres(ql)?:\/\//.test(value), 'expected a postgres:// URL')
    .optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  BETTER_AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  PUBLIC_URL: origin.optional(),
  SIGN_IN_RATE_LIMIT_MAX: intInRange(1, 10_000).default(10),
  SIGN_IN_FREE_ATTEMPTS: intInRange(1, 100).default(5),
  SIGN_IN_MAX_BACKOFF_MINUTES: intInRange(1, 1440).default(15),
  MAIL_FROM: z.string().min(3).optional(),
  TRUST_PROXY_HOPS: intInRange(0, 10).default(0),
  CORS_ORIGINS: csvList.pipe(z.array(origin)),
  AI_GATEWAY_URL: origin.default('https://openrouter.ai/api/v1'),
  OPENROUTER_API_KEY: z.string().trim().min(1).optional(),
  OPENROUTER_MODEL: z.string().trim().min(1).default('anthropic/claude-sonnet-4.5'),
  OPENROUTER_BASE_URL: origin.optional(),
  OPENROUTER_TIMEOUT_MS: intInRange(100, 600_000).default(60_000),
  AI_RATE_LIMIT_MAX: intInRange(1, 10_000).default(30),
  AI_DAILY_TOKENS_PER_USER: intInRange(1_000, 1_000_000_000).default(1_000_000),
  AI_DAILY_TOKENS_PER_ORGANISATION: intInRange(1_000, 1_000_000_000).default(5_000_000),
  EXPORT_BODY_LIMIT: byteSizeInRange(KB, MAX_IN_MEMORY_BYTES, '1kb to 200mb').default('50mb'),
  EXPORT_TTL_HOURS: intInRange(1, 8760).default(24),
  EXPORT_STORAGE_LIMIT_MB: intInRange(1, 1_048_576).default(2048),
  EXPORT_SESSION_QUOTA_MB: intInRange(1, 1_048_576).default(100),
  EXPORT_ADDRESS_QUOTA_MB: intInRange(1, 1_048_576).default(400),
  UPLOAD_MAX_BYTES: intInRange(KB, MAX_IN_MEMORY_BYTES).default(50 * MB),
  EXPORT_RATE_LIMIT_MAX: intInRange(1, 10_000).default(60),
  UPLOAD_RATE_LIMIT_MAX: intInRange(1, 10_000).default(30),
  UPLOAD_CONCURRENCY_MAX: intInRange(1, 64).default(4),
  UPLOAD_PAGES_STORAGE_LIMIT_MB: intInRange(1, 1_048_576).default(2048),
  EXPORT_CONCURRENCY_MAX: intInRange(1, 256).default(24),
  TRANSFERS_PER_ADDRESS_MAX: intInRange(1, 256).default(4),
  BODY_DEADLINE_SECONDS: intInRange(1, 3600).default(300),
  BODY_MIN_BYTES_PER_SECOND: intInRange(0, 100 * MB).default(2 * KB),
  WORKER_THREADS: intInRange(1, 64).optional(),
  CONTACT_RATE_LIMIT_MAX: intInRange(1, 10_000).default(5),
  RATE_LIMIT_WINDOW_MINUTES: intInRange(1, 1440).default(15),
  SMTP_URL: z
    .url()
    .refine((value) => /^smtps?:\/\//.test(value), 'expected an smtp:// or smtps:// URL')
    .optional(),
  CONTACT_TO: z.email().optional(),
  CONTACT_FROM: z.string().min(3).optional(),
  QBO_CLIENT_ID: z.string().min(1).optional(),
  QBO_CLIENT_SECRET: z.string().min(1).optional(),
  QBO_REDIRECT_URI: origin.optional(),
  QBO_ENVIRONMENT: z.enum(['sandbox', 'production']).default('sandbox'),
  TOKEN_ENCRYPTION_KEY: z
    .string()
    .refine((value) => parseEncryptionKey(value) !== undefined, {
      message: 'expected 32 random bytes as 64 hex characters or base64',
    })
    .optional(),
  QBO_OAUTH_BASE_URL: origin.optional(),
  QBO_API_BASE_URL: origin.optional(),
  QBO_RETRY_BASE_MS: intInRange(1, 30_000).default(1000),
  QBO_PULL_DEADLINE_MS: intInRange(1, 3_600_000).default(120_000),
  QBO_SYNC_HOURS: intInRange(0, 24 * 31).default(24),
  CONTENT_DIR: z.string().min(1).optional(),
  ECB_RATES_URL: origin.optional(),
});

/** QuickBooks Online settings; the routes name whichever of the required ones are missing. */
export type QuickBooksConfig = {
  clientId: string | undefined;
  clientSecret: string | undefined;
  /** Where Intuit sends the browser back: this server's /api/quickbooks/callback. */
  redirectUri: string | undefined;
  environment: 'sandbox' | 'production';
  /** AES-256-GCM key for the tokens at rest. */
  tokenEncryptionKey: Buffer | undefined;
  /** Replace Intuit's hosts; for tests and the local emulator only. */
  oauthBaseUrl: string | undefined;
  apiBaseUrl: string | undefined;
  /** First wait after a 429 from QuickBooks; doubled on each further one. */
  retryBaseDelayMs: number;
  /** Longest one pull may take, waits after 429s included. */
  pullDeadlineMs: number;
  /** Hours between scheduled syncs of a connected organisation; 0: none. */
  syncHours: number;
};

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Absolute path of the directory holding the database and exported files. */
  dataDir: string;
  /** PostgreSQL instead of the SQLite file in dataDir; never logged (it may carry a password). */
  databaseUrl: string | undefined;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Signs session cookies; when unset, one is generated once and kept in the data directory. */
  sessionSecret: string | undefined;
  /** Signs better-auth's cookies and tokens; when unset, one is generated once and kept in the data directory. */
  authSecret: string | undefined;
  /** The origin users reach the app at (links in e-mails); unset: the origin of each request. */
  publicUrl: string | undefined;
  /** Sign-in attempts per client address per rate-limit window, counted in the database. */
  signInRateLimitMax: number;
  /** Sign-in attempts one account allows in a row before each further one must wait. */
  signInFreeAttempts: number;
  /** The longest wait between sign-in attempts to one account (the wait doubles up to it). */
  signInMaxBackoffMinutes: number;
  /** Sender of sign-in e-mails (password reset, invitations). */
  mailFrom: string;
  /** Reverse proxies in front of the server whose X-Forwarded-* headers are believed. */
  trustProxyHops: number;
  /** Browser origins allowed to call the API from another site; empty means same-origin only. */
  corsOrigins: string[];
  /** The AI gateway's base URL; its origin is the only external one the browser may contact. */
  aiGatewayUrl: string;
  /** The server's own gateway key: when set, /api/ai/chat proxies AI calls. Never sent anywhere else. */
  openRouterApiKey: string | undefined;
  openRouterModel: string;
  /** Where the AI proxy sends calls; AI_GATEWAY_URL unless set. */
  openRouterBaseUrl: string;
  openRouterTimeoutMs: number;
  aiRateLimitMax: number;
  /** Tokens of the server's AI key one user (or signed-out session) may spend a day. */
  aiDailyTokensPerUser: number;
  /** Tokens of the server's AI key one organisation's members may spend a day together. */
  aiDailyTokensPerOrganisation: number;
  exportBodyLimit: string;
  exportTtlHours: number;
  exportStorageLimitMb: number;
  /** Most MB one session's exports may hold; its oldest are deleted to make room for a new one. */
  exportSessionQuotaMb: number;
  /** Most MB the exports of one client address may hold, however many sessions it opens. */
  exportAddressQuotaMb: number;
  /** Largest CSV file POST /api/upload accepts, in bytes. */
  uploadMaxBytes: number;
  exportRateLimitMax: number;
  /** Uploads per session per rate-limit window (four times as many per client address). */
  uploadRateLimitMax: number;
  /** Files of the largest size the server reads at once; uploads are admitted by size. */
  uploadConcurrencyMax: number;
  /** Most disk space the further pages of large upload answers may take together. */
  uploadPagesStorageLimitMb: number;
  /** Exports of the largest body the server writes at once; exports are admitted by size. */
  exportConcurrencyMax: number;
  /**
   * Uploads (and, counted apart, exports) one client address may be sending or have read at once;
   * more answer 429 with Retry-After.
   */
  transfersPerAddressMax: number;
  /** An upload's or export's body must have arrived this long after it was admitted (else 408). */
  bodyDeadlineSeconds: number;
  /** After a short grace, an upload's or export's body must arrive at least this fast (else 408). */
  bodyMinBytesPerSecond: number;
  /** Worker threads that parse uploads and render exports; one fewer than the cores when unset. */
  workerThreads: number | undefined;
  contactRateLimitMax: number;
  rateLimitWindowMinutes: number;
  /** Where contact messages are forwarded; both must be set for forwarding. */
  smtpUrl: string | undefined;
  contactTo: string | undefined;
  contactFrom: string | undefined;
  quickbooks: QuickBooksConfig;
  /** The operator's legal pages and company facts (absolute path); unset: the shipped ones. */
  contentDir: string | undefined;
  /** Where the ECB's eurofxref-daily.xml and eurofxref-hist.xml are; unset: no daily fetch. */
  ecbRatesUrl: string | undefined;
};

export type ConfigResult = { ok: true; config: Config } | { ok: false; errors: string[] };

/** Reads the configuration once, at boot, and says exactly which variables are wrong. */
export function loadConfig(env: NodeJS.ProcessEnv, cwd: string = process.cwd()): ConfigResult {
  // An empty variable means "not set", as in most deployment tools' templates.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    return {
      ok: false,
      errors: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    };
  }
  const e = parsed.data;
  return {
    ok: true,
    config: {
      nodeEnv: e.NODE_ENV,
      port: e.PORT,
      host: e.HOST,
      dataDir: path.resolve(cwd, e.DATA_DIR),
      databaseUrl: e.DATABASE_URL,
      logLevel: e.LOG_LEVEL,
      sessionSecret: e.SESSION_SECRET,
      authSecret: e.BETTER_AUTH_SECRET,
      publicUrl: e.PUBLIC_URL === undefined ? undefined : new URL(e.PUBLIC_URL).origin,
      signInRateLimitMax: e.SIGN_IN_RATE_LIMIT_MAX,
      signInFreeAttempts: e.SIGN_IN_FREE_ATTEMPTS,
      signInMaxBackoffMinutes: e.SIGN_IN_MAX_BACKOFF_MINUTES,
      mailFrom: e.MAIL_FROM ?? e.CONTACT_FROM ?? 'Cashline <no-reply@cashline.invalid>',
      trustProxyHops: e.TRUST_PROXY_HOPS,
      corsOrigins: e.CORS_ORIGINS.map((value) => new URL(value).origin),
      aiGatewayUrl: e.AI_GATEWAY_URL,
      openRouterApiKey: e.OPENROUTER_API_KEY,
      openRouterModel: e.OPENROUTER_MODEL,
      openRouterBaseUrl: e.OPENROUTER_BASE_URL ?? e.AI_GATEWAY_URL,
      openRouterTimeoutMs: e.OPENROUTER_TIMEOUT_MS,
      aiRateLimitMax: e.AI_RATE_LIMIT_MAX,
      aiDailyTokensPerUser: e.AI_DAILY_TOKENS_PER_USER,
      aiDailyTokensPerOrganisation: e.AI_DAILY_TOKENS_PER_ORGANISATION,
      exportBodyLimit: e.EXPORT_BODY_LIMIT,
      exportTtlHours: e.EXPORT_TTL_HOURS,
      exportStorageLimitMb: e.EXPORT_STORAGE_LIMIT_MB,
      exportSessionQuotaMb: e.EXPORT_SESSION_QUOTA_MB,
      exportAddressQuotaMb: e.EXPORT_ADDRESS_QUOTA_MB,
      uploadMaxBytes: e.UPLOAD_MAX_BYTES,
      exportRateLimitMax: e.EXPORT_RATE_LIMIT_MAX,
      uploadRateLimitMax: e.UPLOAD_RATE_LIMIT_MAX,
      uploadConcurrencyMax: e.UPLOAD_CONCURRENCY_MAX,
      uploadPagesStorageLimitMb: e.UPLOAD_PAGES_STORAGE_LIMIT_MB,
      exportConcurrencyMax: e.EXPORT_CONCURRENCY_MAX,
      transfersPerAddressMax: e.TRANSFERS_PER_ADDRESS_MAX,
      bodyDeadlineSeconds: e.BODY_DEADLINE_SECONDS,
      bodyMinBytesPerSecond: e.BODY_MIN_BYTES_PER_SECOND,
      workerThreads: e.WORKER_THREADS,
      contactRateLimitMax: e.CONTACT_RATE_LIMIT_MAX,
      rateLimitWindowMinutes: e.RATE_LIMIT_WINDOW_MINUTES,
      smtpUrl: e.SMTP_URL,
      contactTo: e.CONTACT_TO,
      contactFrom: e.CONTACT_FROM,
      quickbooks: {
        clientId: e.QBO_CLIENT_ID,
        clientSecret: e.QBO_CLIENT_SECRET,
        redirectUri: e.QBO_REDIRECT_URI,
        environment: e.QBO_ENVIRONMENT,
        tokenEncryptionKey: e.TOKEN_ENCRYPTION_KEY
          ? parseEncryptionKey(e.TOKEN_ENCRYPTION_KEY)
          : undefined,
        oauthBaseUrl: e.QBO_OAUTH_BASE_URL?.replace(/\/+$/, ''),
        apiBaseUrl: e.QBO_API_BASE_URL?.replace(/\/+$/, ''),
        retryBaseDelayMs: e.QBO_RETRY_BASE_MS,
        pullDeadlineMs: e.QBO_PULL_DEADLINE_MS,
        syncHours: e.QBO_SYNC_HOURS,
      },
      contentDir: e.CONTENT_DIR === undefined ? undefined : path.resolve(cwd, e.CONTENT_DIR),
      ecbRatesUrl: e.ECB_RATES_URL?.replace(/\/+$/, ''),
    },
  };
}
