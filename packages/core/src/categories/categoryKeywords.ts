import type { KeywordFamily } from './keywordFamily.js';
import { MONEY_IN_AND_NOT_FAMILIES } from './moneyInFamilies.js';
import { FINANCE_FAMILIES } from './financeFamilies.js';
import { SUPPLIER_FAMILIES } from './supplierFamilies.js';
import { OTHER_LANGUAGE_FAMILIES } from './otherLanguageFamilies.js';

export type { KeywordFamily } from './keywordFamily.js';

/**
 * The built-in payee list and the specific phrases: names of payroll providers, tax authorities,
 * card processors, landlords' and utilities' words, software vendors, insurers, bank fees and
 * lenders. A match here wins over any generic keyword; among them the longer phrase, then the
 * earlier family wins ("sales tax" is a tax, "PAYPAL *ADOBE" is software, "monthly maintenance fee"
 * a bank fee, "SQUARE PAYROLL" payroll).
 */
export const PAYEE_FAMILIES: readonly KeywordFamily[] = [
  ...FINANCE_FAMILIES,
  ...SUPPLIER_FAMILIES,
  ...OTHER_LANGUAGE_FAMILIES,
  ...MONEY_IN_AND_NOT_FAMILIES,
];

/** app.md section 5's keyword list, whole words: the first family that matches wins. */
export const KEYWORD_FAMILIES: readonly KeywordFamily[] = [
  { category: 'Sales', phrases: ['sale', 'sales', 'revenue', 'income'] },
  {
    category: 'Rent',
    phrases: ['rent', 'rental', 'lease', 'miete', 'huur', 'loyer', 'affitto', 'alquiler'],
  },
  {
    category: 'Utilities',
    phrases: ['utilities', 'utility', 'electric', 'electricity', 'gas', 'water', 'energy', 'hydro'],
  },
  {
    category: 'Payroll',
    phrases: [
      'payroll',
      'salary',
      'salaries',
      'wages',
      'wage',
      'lohn',
      'gehalt',
      'loon',
      // Australian employers pay their staff's pension contributions as "super".
      'superannuation',
      'monthly super',
      'super guarantee',
    ],
  },
  { category: 'Taxes', phrases: ['tax', 'taxes'] },
  { category: 'Marketing', phrases: ['marketing', 'advertising', 'ads'] },
  { category: 'Software', phrases: ['software', 'subscription', 'saas'] },
  {
    category: 'Maintenance',
    phrases: ['equipment', 'repair', 'repairs', 'maintenance', 'cleaning', 'janitorial'],
  },
  {
    category: 'Food Supplies',
    phrases: [
      'sysco',
      'food',
      'foods',
      'produce',
      'farmers market',
      'restaurant depot',
      'us foods',
    ],
  },
  { category: 'Loan Payments', phrases: ['finance', 'financial services'], only: 'outflow' },
  {
    // On money in a fee or a licence is one the business earned: a sale, unless a rule reads a
    // bank's fee coming back.
    category: 'Miscellaneous',
    phrases: ['license', 'licence', 'licenses', 'fee', 'fees'],
    only: 'outflow',
  },
];

/** Words that make money coming in a sale when nothing more specific matched. */
export const INFLOW_HINTS: KeywordFamily = {
  category: 'Sales',
  phrases: [
    'deposit',
    'deposits',
    'inv',
    'invoice',
    'customer',
    'remittance',
    'payout',
    'payouts',
    'ach credit',
    'incoming wire',
    'payment received',
  ],
  only: 'inflow',
};
