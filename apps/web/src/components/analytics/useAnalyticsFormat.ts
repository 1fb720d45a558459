import { useMemo } from 'react';
import { useSettings } from '../../lib/settings/useSettings';
import { createFormatters } from './formatters';
import type { Formatters } from './formatters';

/** The formatters for the user's currency and date format. */
export function useAnalyticsFormat(): Formatters {
  const { currency, dateFormat } = useSettings().settings.preferences;
  return useMemo(() => createFormatters(currency, dateFormat), [currency, dateFormat]);
}
