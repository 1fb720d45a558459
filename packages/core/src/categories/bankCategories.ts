import { BUILT_IN_CATEGORIES } from './builtInCategories.js';

/**
 * How a bank's own category names map to Cashline's: a category, or null when the bank's word
 * says nothing a business would book by (Shopping, Personal), so the heuristics decide. Keys are
 * lower case. Chase writes "Bills & Utilities" for Google Ads as for PG&E; a name of the payee
 * list (Google Ads: Marketing) therefore wins over the table, and the table over generic words.
 */
export type BankCategoryTable = Readonly<Record<string, string | null>>;

/**
 * The default table: Chase's, American Express's (their "Type-Subtype" first part and common
 * pairs), Mint's and Plaid's personal-finance categories as banks' exports write them.
 */
export const DEFAULT_BANK_CATEGORIES: BankCategoryTable = {
  // Chase credit card and checking exports.
  'bills & utilities': 'Utilities',
  'food & drink': null,
  groceries: null,
  shopping: null,
  travel: null,
  gas: null,
  entertainment: null,
  'health & wellness': null,
  home: 'Maintenance',
  personal: null,
  'professional services': null,
  'fees & adjustments': 'Bank Fees',
  automotive: 'Maintenance',
  education: null,
  'gifts & donations': null,
  miscellaneous: null,
  // American Express ("Category" column, "Type-Subtype").
  'business services-advertising services': 'Marketing',
  'business services-internet services': 'Software',
  'business services-other services': null,
  'business services-mailing & shipping': null,
  'business services-office supplies': null,
  'communications-cable & internet comm': 'Utilities',
  'communications-telephone comm': 'Utilities',
  'merchandise & supplies-groceries': null,
  'merchandise & supplies-hardware supplies': 'Maintenance',
  'merchandise & supplies-computer supplies': null,
  'fees & adjustments-fees & adjustments': 'Bank Fees',
  'other-government services': 'Taxes',
  'restaurant-restaurant': null,
  // Mint, Plaid and other aggregators.
  utilities: 'Utilities',
  'gas & electric': 'Utilities',
  'mobile phone': 'Utilities',
  internet: 'Utilities',
  television: 'Utilities',
  rent_and_utilities: 'Utilities',
  rent: 'Rent',
  'mortgage & rent': 'Rent',
  advertising: 'Marketing',
  'loan payment': 'Loan Payments',
  loan_payments: 'Loan Payments',
  insurance: 'Insurance',
  'bank fee': 'Bank Fees',
  'bank fees': 'Bank Fees',
  bank_fees: 'Bank Fees',
  'service fee': 'Bank Fees',
  'finance charge': 'Bank Fees',
  'atm fee': 'Bank Fees',
  taxes: 'Taxes',
  'federal tax': 'Taxes',
  'state tax': 'Taxes',
  payroll: 'Payroll',
  paycheck: null,
  income: 'Sales',
  transfer: 'Other',
  'credit card payment': 'Other',
  transfer_in: 'Other',
  transfer_out: 'Other',
  general_merchandise: null,
  food_and_drink: null,
  general_services: null,
};

const BUILT_IN = new Map(BUILT_IN_CATEGORIES.map((c) => [c.name.toLowerCase(), c.name]));

/** What the file's category cell says, read through the table. */
export type FileCategory =
  /** One of Cashline's categories, as the file wrote it. */
  | { kind: 'category'; category: string }
  /** A bank's category the table maps to one of Cashline's. */
  | { kind: 'mapped'; category: string }
  /** A bank category the table leaves to the heuristics. */
  | { kind: 'none' }
  /** A category the table does not know: the user's own (a bookkeeping export), kept as written. */
  | { kind: 'own'; category: string };

/**
 * A file's category cell as Cashline's: a built-in name as Cashline writes it, a bank's name
 * through the table (the user's entries over the defaults), anything else as the file wrote it.
 */
export function readFileCategory(
  cell: string,
  table: BankCategoryTable = DEFAULT_BANK_CATEGORIES,
): FileCategory {
  const lower = cell.trim().toLowerCase();
  if (lower === '') return { kind: 'none' };
  const builtIn = BUILT_IN.get(lower);
  if (builtIn !== undefined) return { kind: 'category', category: builtIn };
  if (Object.hasOwn(table, lower)) {
    const mapped = table[lower];
    return mapped === null || mapped === undefined
      ? { kind: 'none' }
      : { kind: 'mapped', category: mapped };
  }
  return { kind: 'own', category: cell.trim() };
}
