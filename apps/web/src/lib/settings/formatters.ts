import type { UserSettings } from './settingsSchema';

type Preferences = UserSettings['preferences'];

/** An amount in the chosen currency, whole units (app.md section 9: no decimals). */
export function formatMoney(amount: number, currency: Preferences['currency']): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).format(amount);
}

/**
 * A `YYYY-MM-DD` date in the chosen format. Works on the string itself, so no time zone can move
 * the day (decisions.md). Anything that is not an ISO date is shown as it is.
 */
export function formatDate(isoDate: string, dateFormat: Preferences['dateFormat']): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const [, year, month, day] = match;
  if (dateFormat === 'DD/MM/YYYY') return `${day}/${month}/${year}`;
  if (dateFormat === 'YYYY-MM-DD') return isoDate;
  return `${month}/${day}/${year}`;
}
