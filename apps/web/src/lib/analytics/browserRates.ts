import { ECB_BASE_CURRENCY, parseRatesCsv, rateTable } from '@cashline/core';
import type { RateTable } from '@cashline/core';

/** Where a signed-out browser keeps the rates typed in Settings, as the CSV text typed. */
export const BROWSER_RATES_KEY = 'exchangeRates';

const listeners = new Set<() => void>();
let cached: { text: string; table: RateTable } | null = null;

/** The text kept; '' for none. */
export function browserRatesText(): string {
  return localStorage.getItem(BROWSER_RATES_KEY) ?? '';
}

/** The rates typed in this browser, against the euro like the ECB's; an empty table for none. */
export function browserRateTable(): RateTable {
  const text = browserRatesText();
  if (cached?.text !== text) {
    const parsed = text.trim() === '' ? null : parseRatesCsv(text, ECB_BASE_CURRENCY);
    const quotes = parsed?.ok ? parsed.value.quotes : [];
    cached = { text, table: rateTable(ECB_BASE_CURRENCY, quotes) };
  }
  return cached.table;
}

/**
 * Keeps the typed rates when every line reads, and tells the pages; otherwise answers the first
 * lines that do not, and keeps what was there. Throws when the browser refuses to store them.
 */
export function saveBrowserRates(text: string): string | null {
  if (text.trim() !== '') {
    const parsed = parseRatesCsv(text, ECB_BASE_CURRENCY);
    if (!parsed.ok) return parsed.error.message;
    if (parsed.value.rejected.length > 0) {
      return parsed.value.rejected
        .slice(0, 3)
        .map((r) => r.message)
        .join(' ');
    }
  }
  localStorage.setItem(BROWSER_RATES_KEY, text);
  for (const listener of listeners) listener();
  return null;
}

export function subscribeBrowserRates(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
