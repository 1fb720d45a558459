import type { UserSettings } from './settingsSchema';

export type ThemePreference = UserSettings['preferences']['theme'];
export type AppliedTheme = 'light' | 'dark';

const DARK_QUERY = '(prefers-color-scheme: dark)';

export function resolveTheme(
  preference: ThemePreference,
  systemPrefersDark: boolean,
): AppliedTheme {
  if (preference === 'auto') return systemPrefersDark ? 'dark' : 'light';
  return preference;
}

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

/** Sets `data-theme` on <html>, which theme.css reads to switch the colour variables. */
export function applyTheme(preference: ThemePreference): AppliedTheme {
  const theme = resolveTheme(preference, systemPrefersDark());
  document.documentElement.dataset.theme = theme;
  return theme;
}

/** Re-applies an 'auto' theme whenever the system switches between light and dark. */
export function followSystemTheme(preference: ThemePreference): () => void {
  applyTheme(preference);
  if (preference !== 'auto' || typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(DARK_QUERY);
  const onChange = () => applyTheme(preference);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
