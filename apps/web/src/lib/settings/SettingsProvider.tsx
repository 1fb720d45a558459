import { createContext, useCallback, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { SETTINGS_STORAGE_KEY, parseStoredSettings } from './settingsSchema';
import type { UserSettings } from './settingsSchema';
import { followSystemTheme } from './theme';

export type SettingsContextValue = {
  settings: UserSettings;
  /** Saves to localStorage; throws when the browser refuses the write, so callers can say so. */
  saveSettings: (next: UserSettings) => void;
};

export const SettingsContext = createContext<SettingsContextValue | null>(null);

export function SettingsProvider({ children }: { children: ReactNode }) {
  const [settings, setSettings] = useState(() =>
    parseStoredSettings(localStorage.getItem(SETTINGS_STORAGE_KEY)),
  );

  const saveSettings = useCallback((next: UserSettings) => {
    localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(next));
    setSettings(next);
  }, []);

  // Another tab saved new settings: follow them.
  useEffect(() => {
    function onStorage(event: StorageEvent) {
      if (event.key === SETTINGS_STORAGE_KEY) setSettings(parseStoredSettings(event.newValue));
    }
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const theme = settings.preferences.theme;
  useEffect(() => followSystemTheme(theme), [theme]);

  const value = useMemo(() => ({ settings, saveSettings }), [settings, saveSettings]);
  return <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>;
}
