export type { Rate } from './rate.js';
export {
  convertCents,
  divideRates,
  MAX_RATE_DECIMALS,
  parseRate,
  rateText,
  UNIT_RATE,
} from './rate.js';
export type { MissingRate, RateLookup, RateQuote, RateTable } from './rateTable.js';
export {
  exchangeRate,
  latestRateDate,
  MAX_RATE_AGE_DAYS,
  rateTable,
  withImpliedQuotes,
} from './rateTable.js';
export type { CurrencyTransfer } from './impliedTransferRates.js';
export {
  currencyTransfers,
  impliedRateSentence,
  impliedTransferRates,
  withTransferRates,
} from './impliedTransferRates.js';
export type { ConvertedTotal, DatedAmount } from './convert.js';
export { sumConverted } from './convert.js';
export type { EcbRates, EcbRatesResult } from './ecbRates.js';
export { ECB_BASE_CURRENCY, parseEcbRates } from './ecbRates.js';
export type { RateRowError, RatesCsvResult } from './ratesCsv.js';
export { parseRatesCsv } from './ratesCsv.js';
export type { LedgerConverter, MissingFlow, Reporting } from './ledgerConverter.js';
export { ledgerConverter } from './ledgerConverter.js';
export type { ConvertedBalances } from './convertBalances.js';
export { balancesInCurrency } from './convertBalances.js';
export type { RateRow } from './rateSchema.js';
export {
  currencyCodeSchema,
  rateRowOf,
  rateRowSchema,
  rateTableOfRows,
  rateTextSchema,
} from './rateSchema.js';
export type { ExchangeResult } from './transferLegs.js';
export { ISO_4217_CODES, isIsoCurrencyCode, isoCurrencyCodeSchema } from './iso4217.js';
