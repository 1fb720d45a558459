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
      },
    });
  });

  it('lets PORT override the port', () => {
    const result = loadConfig({ PORT: '8080' }, '/srv');
    expect(result.ok && result.config.port).toBe(8080);
  });

  it('names every invalid variable', () => {
    const result = loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud' }, '/srv');
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors.join('\n')).toMatch(/PORT/);
      expect(result.errors.join('\n')).toMatch(/LOG_LEVEL/);
    }
  });
});
