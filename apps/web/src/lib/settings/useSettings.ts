import { useContext } from 'react';
import { SettingsContext } from './SettingsProvider';
import type { SettingsContextValue } from './SettingsProvider';

export function useSettings(): SettingsContextValue {
  const value = useContext(SettingsContext);
  if (!value) throw new Error('useSettings must be used within a SettingsProvider');
  return value;
}
