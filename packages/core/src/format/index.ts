export type { Currency, CurrencyFormatOptions } from './currency.js';
export { CURRENCIES, formatCents, formatChartTick, formatCurrency } from './currency.js';
export { formatPercent, percentageOf } from './percent.js';
export { niceTicks } from './niceTicks.js';
export type { Locale } from './locale.js';
export {
  DEFAULT_LOCALE,
  formatLocaleDate,
  formatLocaleMoney,
  LOCALES,
  localeSchema,
  suggestedCurrency,
} from './locale.js';
