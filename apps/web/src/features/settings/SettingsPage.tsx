import { useState } from 'react';
import type { FormEvent } from 'react';
import { ViewOnlyNotice } from '../../components/access/ViewOnlyNotice';
import { paths } from '../../config/paths';
import { useLedgerRole } from '../../lib/auth/useLedgerRole';
import {
  CURRENCIES,
  DATE_FORMATS,
  DEFAULT_AI_MODEL,
  THEMES,
} from '../../lib/settings/settingsSchema';
import type { UserSettings } from '../../lib/settings/settingsSchema';
import { useSettings } from '../../lib/settings/useSettings';
import { BankCategoriesField } from './BankCategoriesField';
import { bankCategoryText, parseBankCategoryText } from './bankCategoryText';
import { BrowserRatesForm } from './BrowserRatesForm';
import { ClearDataSection } from './ClearDataSection';
import { CurrencySection } from './CurrencySection';
import { EmailNoticesSection } from './EmailNoticesSection';

export const SETTINGS_SAVED = 'Settings saved successfully!';

const themeLabels: Record<(typeof THEMES)[number], string> = {
  light: 'Light',
  dark: 'Dark',
  auto: 'Auto (follow system)',
};

function oneOf<T extends string>(options: readonly T[], value: string): value is T {
  return (options as readonly string[]).includes(value);
}

type SettingsPageProps = { onCleared?: () => void };

export function SettingsPage({ onCleared }: SettingsPageProps) {
  const { settings, saveSettings } = useSettings();
  const [draft, setDraft] = useState<UserSettings>(settings);
  const [bankText, setBankText] = useState(() => bankCategoryText(settings.import.bankCategories));
  const [bankError, setBankError] = useState<string | null>(null);
  // The preferences are this browser's own; clearing the data would empty the shared ledger.
  const { canEdit, role, loading } = useLedgerRole();

  function patch<K extends keyof UserSettings>(section: K, change: Partial<UserSettings[K]>) {
    setDraft((current) => ({ ...current, [section]: { ...current[section], ...change } }));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const bank = parseBankCategoryText(bankText);
    if ('error' in bank) {
      setBankError(bank.error);
      return;
    }
    setBankError(null);
    try {
      saveSettings({ ...draft, import: { bankCategories: bank.table } });
      window.alert(SETTINGS_SAVED);
    } catch {
      window.alert('Settings could not be saved: browser storage is full or unavailable.');
    }
  }

  return (
    <article className="page">
      <header className="page-intro">
        <h1>{paths.settings.title}</h1>
        <p>Manage your preferences and AI features.</p>
      </header>
      <form className="form" onSubmit={onSubmit}>
        <fieldset className="card">
          <legend>AI Features</legend>
          <label className="field">
            OpenRouter API key
            <input
              type="password"
              autoComplete="off"
              aria-describedby="openrouter-key-note"
              value={draft.api.openRouterKey}
              onChange={(e) => patch('api', { openRouterKey: e.target.value })}
            />
          </label>
          <p className="muted" id="openrouter-key-note">
            Your key stays in this browser and is sent only to OpenRouter.
          </p>
          <label className="field">
            AI model
            <input
              value={draft.api.model}
              placeholder={DEFAULT_AI_MODEL}
              onChange={(e) => patch('api', { model: e.target.value })}
              onBlur={(e) => {
                if (!e.target.value.trim()) patch('api', { model: DEFAULT_AI_MODEL });
              }}
            />
          </label>
        </fieldset>

        <fieldset className="card">
          <legend>Preferences</legend>
          <div className="form-grid">
            <label className="field">
              Display currency symbol
              <select
                aria-describedby="currency-note"
                value={draft.preferences.currency}
                onChange={(e) => {
                  const value = e.target.value;
                  if (oneOf(CURRENCIES, value)) patch('preferences', { currency: value });
                }}
              >
                {CURRENCIES.map((currency) => (
                  <option key={currency} value={currency}>
                    {currency}
                  </option>
                ))}
              </select>
            </label>
            <label className="field">
              Date format
              <select
                value={draft.preferences.dateFormat}
                onChange={(e) => {
                  const value = e.target.value;
                  if (oneOf(DATE_FORMATS, value)) patch('preferences', { dateFormat: value });
                }}
              >
                {DATE_FORMATS.map((format) => (
                  <option key={format} value={format}>
                    {format}
                  </option>
                ))}
              </select>
            </label>
            <label className="field">
              Theme
              <select
                value={draft.preferences.theme}
                onChange={(e) => {
                  const value = e.target.value;
                  if (oneOf(THEMES, value)) patch('preferences', { theme: value });
                }}
              >
                {THEMES.map((theme) => (
                  <option key={theme} value={theme}>
                    {themeLabels[theme]}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <p className="muted" id="currency-note">
            The currency amounts are shown in until a reporting currency is chosen below.
          </p>
          <label className="field">
            Company name
            <input
              maxLength={200}
              autoComplete="organization"
              aria-describedby="company-name-note"
              value={draft.preferences.companyName}
              onChange={(e) => patch('preferences', { companyName: e.target.value })}
            />
          </label>
          <p className="muted" id="company-name-note">
            Printed reports, the board pack and Excel exports carry it. Signed in, your
            organisation&apos;s name is used instead.
          </p>
        </fieldset>

        <BankCategoriesField text={bankText} onText={setBankText} error={bankError} />

        <div>
          <button className="button" type="submit">
            Save Settings
          </button>
        </div>
      </form>
      <div className="section">
        <CurrencySection />
      </div>
      {!loading && role === null && (
        <div className="section">
          <BrowserRatesForm />
        </div>
      )}
      <div className="section">
        <EmailNoticesSection />
      </div>
      <div className="section">
        {canEdit ? <ClearDataSection onCleared={onCleared} /> : <ViewOnlyNotice />}
      </div>
    </article>
  );
}
