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
        trustProxyHops: 0,
        corsOrigins: [],
        aiGatewayUrl: 'https://openrouter.ai/api/v1',
        openRouterApiKey: undefined,
        openRouterModel: 'anthropic/claude-sonnet-4.5',
        openRouterBaseUrl: 'https://openrouter.ai/api/v1',
        openRouterTimeoutMs: 60_000,
        aiRateLimitMax: 30,
        exportBodyLimit: '50mb',
        exportTtlHours: 24,
        exportStorageLimitMb: 2048,
        exportRateLimitMax: 60,
        contactRateLimitMax: 5,
        rateLimitWindowMinutes: 15,
        smtpUrl: undefined,
        contactTo: undefined,
        contactFrom: undefined,
      },
    });
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
