import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const result = loadConfig({}, '/srv/cashline');
    expect(result).toEqual({
      ok: true,
      config: {
        nodeEnv: 'development',
        port: 3000,
        host: '0.0.0.0',
        dataDir: '/srv/cashline/data',
        logLevel: 'info',
        sessionSecret: undefined,
        authSecret: undefined,
        publicUrl: undefined,
        signInRateLimitMax: 10,
        signInFreeAttempts: 5,
        signInMaxBackoffMinutes: 15,
        mailFrom: 'Cashline <no-reply@cashline.invalid>',
        trustProxyHops: 0,
        corsOrigins: [],
        aiGatewayUrl: 'https://openrouter.ai/api/v1',
        openRouterApiKey: undefined,
        openRouterModel: 'anthropic/claude-sonnet-4.5',
        openRouterBaseUrl: 'https://openrouter.ai/api/v1',
        openRouterTimeoutMs: 60_000,
        aiRateLimitMax: 30,
        aiDailyTokensPerUser: 1_000_000,
        aiDailyTokensPerOrganisation: 5_000_000,
        exportBodyLimit: '50mb',
        exportTtlHours: 24,
        exportStorageLimitMb: 2048,
        exportSessionQuotaMb: 100,
        exportAddressQuotaMb: 400,
        uploadMaxBytes: 52428800,
        exportRateLimitMax: 60,
        uploadRateLimitMax: 30,
        uploadConcurrencyMax: 4,
        uploadPagesStorageLimitMb: 2048,
        exportConcurrencyMax: 24,
        transfersPerAddressMax: 4,
        bodyDeadlineSeconds: 300,
        bodyMinBytesPerSecond: 2048,
        workerThreads: undefined,
        contactRateLimitMax: 5,
        rateLimitWindowMinutes: 15,
        smtpUrl: undefined,
        contactTo: undefined,
        contactFrom: undefined,
        quickbooks: {
          clientId: undefined,
          clientSecret: undefined,
          redirectUri: undefined,
          environment: 'sandbox',
          tokenEncryptionKey: undefined,
          oauthBaseUrl: undefined,
          apiBaseUrl: undefined,
          retryBaseDelayMs: 1000,
          pullDeadlineMs: 120_000,
          syncHours: 24,
        },
      },
    });
  });

  it('reads the QuickBooks settings and the token key as hex', () => {
    const key = 'ab'.repeat(32);
    const result = loadConfig(
      {
        QBO_CLIENT_ID: 'id',
        QBO_CLIENT_SECRET: 'secret',
        QBO_REDIRECT_URI: 'https://cash.example.com/api/quickbooks/callback',
        QBO_ENVIRONMENT: 'production',
        TOKEN_ENCRYPTION_KEY: key,
        QBO_OAUTH_BASE_URL: 'http://127.0.0.1:4010/',
      },
      '/srv',
    );
    expect(result.ok && result.config.quickbooks).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
      redirectUri: 'https://cash.example.com/api/quickbooks/callback',
      environment: 'production',
      tokenEncryptionKey: Buffer.from(key, 'hex'),
      oauthBaseUrl: 'http://127.0.0.1:4010',
      apiBaseUrl: undefined,
      retryBaseDelayMs: 1000,
      pullDeadlineMs: 120_000,
      syncHours: 24,
    });
  });

  it('reads the QuickBooks pull deadline and refuses one that is not a sane duration', () => {
    const result = loadConfig({ QBO_PULL_DEADLINE_MS: '45000' }, '/srv');
    expect(result.ok && result.config.quickbooks.pullDeadlineMs).toBe(45_000);
    for (const bad of ['0', '-5', '2.5', 'soon', '3600001']) {
      const refused = loadConfig({ QBO_PULL_DEADLINE_MS: bad }, '/srv');
      expect(refused.ok, bad).toBe(false);
      if (!refused.ok) expect(refused.errors.join('\n')).toContain('QBO_PULL_DEADLINE_MS');
    }
  });

  it.each([
    ['PORT', '65536', 'from 0 to 65535'],
    ['TRUST_PROXY_HOPS', '11', 'from 0 to 10'],
    ['OPENROUTER_TIMEOUT_MS', '600001', 'from 100 to 600000'],
    ['OPENROUTER_TIMEOUT_MS', '99', 'from 100 to 600000'],
    ['AI_RATE_LIMIT_MAX', '0', 'from 1 to 10000'],
    ['AI_RATE_LIMIT_MAX', '10001', 'from 1 to 10000'],
    ['AI_DAILY_TOKENS_PER_USER', '999', 'from 1000 to 1000000000'],
    ['AI_DAILY_TOKENS_PER_ORGANISATION', '1000000001', 'from 1000 to 1000000000'],
    ['EXPORT_BODY_LIMIT', '201mb', 'from 1kb to 200mb'],
    ['EXPORT_BODY_LIMIT', '1023', 'from 1kb to 200mb'],
    ['EXPORT_TTL_HOURS', '3000000000', 'from 1 to 8760'],
    ['EXPORT_TTL_HOURS', '8761', 'from 1 to 8760'],
    ['EXPORT_STORAGE_LIMIT_MB', '1048577', 'from 1 to 1048576'],
    ['EXPORT_SESSION_QUOTA_MB', '0', 'from 1 to 1048576'],
    ['EXPORT_ADDRESS_QUOTA_MB', '0', 'from 1 to 1048576'],
    ['TRANSFERS_PER_ADDRESS_MAX', '0', 'from 1 to 256'],
    ['BODY_DEADLINE_SECONDS', '3601', 'from 1 to 3600'],
    ['UPLOAD_MAX_BYTES', '209715201', 'from 1024 to 209715200'],
    ['UPLOAD_MAX_BYTES', '1023', 'from 1024 to 209715200'],
    ['EXPORT_RATE_LIMIT_MAX', '10001', 'from 1 to 10000'],
    ['UPLOAD_RATE_LIMIT_MAX', '0', 'from 1 to 10000'],
    ['UPLOAD_CONCURRENCY_MAX', '65', 'from 1 to 64'],
    ['UPLOAD_PAGES_STORAGE_LIMIT_MB', '0', 'from 1 to 1048576'],
    ['EXPORT_CONCURRENCY_MAX', '257', 'from 1 to 256'],
    ['WORKER_THREADS', '0', 'from 1 to 64'],
    ['CONTACT_RATE_LIMIT_MAX', '0', 'from 1 to 10000'],
    ['RATE_LIMIT_WINDOW_MINUTES', '35792', 'from 1 to 1440'],
    ['RATE_LIMIT_WINDOW_MINUTES', '1441', 'from 1 to 1440'],
    ['QBO_RETRY_BASE_MS', '30001', 'from 1 to 30000'],
    ['QBO_PULL_DEADLINE_MS', '3600001', 'from 1 to 3600000'],
  ])('refuses %s=%s and names its range', (name, value, range) => {
    const result = loadConfig({ [name]: value }, '/srv');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors).toEqual([expect.stringMatching(`^${name}: .*${range}`)]);
  });

  it.each([
    ['PORT', '65535'],
    ['OPENROUTER_TIMEOUT_MS', '600000'],
    ['EXPORT_BODY_LIMIT', '200MB'],
    ['EXPORT_TTL_HOURS', '8760'],
    ['UPLOAD_MAX_BYTES', '209715200'],
    ['RATE_LIMIT_WINDOW_MINUTES', '1440'],
    ['QBO_RETRY_BASE_MS', '30000'],
  ])('accepts %s=%s, the top of its range', (name, value) => {
    expect(loadConfig({ [name]: value }, '/srv').ok).toBe(true);
  });

  it('refuses a token key that is not 32 bytes, without echoing it', () => {
    const result = loadConfig({ TOKEN_ENCRYPTION_KEY: 'hunter2', QBO_ENVIRONMENT: 'live' }, '/srv');
    expect(result.ok).toBe(false);
    if (!result.ok) {
      const text = result.errors.join('\n');
      expect(text).toContain('TOKEN_ENCRYPTION_KEY');
      expect(text).toContain('QBO_ENVIRONMENT');
      expect(text).not.toContain('hunter2');
    }
  });

  it('reads CONTENT_DIR relative to the working directory; unset means the shipped texts', () => {
    const set = loadConfig({ CONTENT_DIR: 'site/content' }, '/srv');
    expect(set.ok && set.config.contentDir).toBe('/srv/site/content');
    const unset = loadConfig({}, '/srv');
    expect(unset.ok && unset.config.contentDir).toBeUndefined();
  });

  it('lets PORT override the port', () => {
    const result = loadConfig({ PORT: '8080' }, '/srv');
    expect(result.ok && result.config.port).toBe(8080);
  });

  it('reads lists, counts and sizes', () => {
    const result = loadConfig(
      {
        CORS_ORIGINS: 'https://a.example.com/, http://localhost:5173',
        TRUST_PROXY_HOPS: '2',
        EXPORT_BODY_LIMIT: '80MB',
        SMTP_URL: 'smtp://user:pass@mail.example.com:587',
        CONTACT_TO: 'support@example.com',
      },
      '/srv',
    );
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.config.corsOrigins).toEqual(['https://a.example.com', 'http://localhost:5173']);
      expect(result.config.trustProxyHops).toBe(2);
      expect(result.config.exportBodyLimit).toBe('80mb');
      expect(result.config.contactTo).toBe('support@example.com');
    }
  });

  it('treats an empty variable as unset', () => {
    const result = loadConfig({ SMTP_URL: '', SESSION_SECRET: '' }, '/srv');
    expect(result.ok && result.config.smtpUrl).toBeUndefined();
  });

  it('names every invalid variable without echoing its value', () => {
    const result = loadConfig(
      {
        PORT: 'eighty',
        LOG_LEVEL: 'loud',
        SESSION_SECRET: 'too-short-secret',
        TRUST_PROXY_HOPS: 'true',
        CORS_ORIGINS: 'not a url',
        SMTP_URL: 'http://mail.example.com',
        EXPORT_BODY_LIMIT: 'lots',
      },
      '/srv',
    );
    expect(result.ok).toBe(false);
    if (!result.ok) {
      const text = result.errors.join('\n');
      for (const name of [
        'PORT',
        'LOG_LEVEL',
        'SESSION_SECRET',
        'TRUST_PROXY_HOPS',
        'CORS_ORIGINS',
        'SMTP_URL',
        'EXPORT_BODY_LIMIT',
      ]) {
        expect(text).toMatch(name);
      }
      expect(text).not.toContain('too-short-secret');
    }
  });
});
