import { describe, expect, it } from 'vitest';
import { DEFAULT_AI_MODEL, defaultSettings, parseStoredSettings } from './settingsSchema';

describe('user settings', () => {
  it('defaults to the values of app.md section 9', () => {
    expect(defaultSettings).toEqual({
      notifications: { email: true, push: false, lowBalance: true, weeklyReports: true },
      security: { twoFactor: false, sessionTimeout: '30' },
      preferences: { currency: 'USD', dateFormat: 'MM/DD/YYYY', theme: 'light', companyName: '' },
      api: { openRouterKey: '', model: DEFAULT_AI_MODEL },
      import: { bankCategories: {} },
    });
  });

  it('keeps stored choices and fills what an older version did not store', () => {
    const stored = JSON.stringify({ preferences: { currency: 'EUR', theme: 'dark' } });
    const settings = parseStoredSettings(stored);
    expect(settings.preferences).toEqual({
      currency: 'EUR',
      dateFormat: 'MM/DD/YYYY',
      theme: 'dark',
      companyName: '',
    });
    expect(settings.notifications.email).toBe(true);
  });

  it('replaces an unknown option with its default instead of failing', () => {
    const settings = parseStoredSettings(JSON.stringify({ preferences: { currency: 'XYZ' } }));
    expect(settings.preferences.currency).toBe('USD');
  });

  it('falls back to the defaults when storage holds something unreadable', () => {
    expect(parseStoredSettings('{not json')).toEqual(defaultSettings);
    expect(parseStoredSettings(null)).toEqual(defaultSettings);
  });
});
