/** The package's public API: each folder's own exports, and the shared modules at its root. */
export type { DateFormat, DateRange, IsoDate, MonthKey, Period } from './dates.js';
export {
  addDays,
  addMonths,
  addMonthsToKey,
  addWeeks,
  DATE_FORMATS,
  dateParts,
  daysBetween,
  daysInMonth,
  endOfMonth,
  formatDate,
  isInRange,
  isIsoDate,
  isoDate,
  lastMonthKeys,
  monthKey,
  monthKeyOf,
  monthLabel,
  monthRange,
  PERIODS,
  periodRange,
  quarterOf,
  quarterRange,
  shortDateLabel,
  shortMonthName,
  startOfMonth,
  yearRange,
} from './dates.js';
export type { Cents } from './money.js';
export { divideCents, fromCents, scaleCents, toCents } from './money.js';
export type { BillingInterval, Plan, PlanId } from './plans.js';
export { annualSavingPercent, planById, planPrice, plans, TRIAL_DAYS } from './plans.js';
export type { CategorySource, Transaction, TransactionType } from './transaction.js';
export * from './accounts/index.js';
export * from './alerts/index.js';
export {
  categorySourceSchema,
  isoDateSchema,
  transactionSchema,
  transactionTypeSchema,
  typeOfAmount,
} from './transaction.js';
export * from './format/index.js';
export * from './transactions/index.js';
export * from './analytics/index.js';
export * from './runway/index.js';
export * from './asOf/index.js';
export * from './forecast/index.js';
export * from './payees/index.js';
export * from './invoices/index.js';
export * from './reports/index.js';
export * from './categories/index.js';
export * from './export/index.js';
export * from './import/index.js';
export * from './rules/index.js';
export * from './content/index.js';
export * from './ledgerApi/index.js';
export {
  amountSchema,
  idSchema,
  MAX_AMOUNT,
  MAX_DESCRIPTION_LENGTH,
  MAX_NAME_LENGTH,
  MAX_NOTE_LENGTH,
  nameSchema,
  textSchema,
} from './inputLimits.js';
export * from './scenarios/index.js';
export * from './currency/index.js';
export * from './ledgerCommands/index.js';
export * from './ledgerColumns/index.js';
