import type { CashFlowSection } from './cashFlowSection.js';

/** Which way a category's money goes: money in, money out, or both. */
export type CategoryDirection = 'inflow' | 'outflow' | 'both';

export type BuiltInCategory = {
  name: string;
  direction: CategoryDirection;
  /** The heading it is shown under in the outflow/inflow analytics and reports. */
  group: string;
  /** Where the cash-flow statement places it: loan repayments are financing, the rest operating. */
  section: CashFlowSection;
};

export const UNCATEGORIZED = 'Uncategorized';
export const FALLBACK_CATEGORY = 'Other';

/**
 * The categories the keyword heuristics give (app.md section 5's list, plus the families of the
 * built-in payee list: software, taxes, insurance, bank fees and loan payments).
 */
export const BUILT_IN_CATEGORIES: readonly BuiltInCategory[] = [
  { name: 'Sales', direction: 'inflow', group: 'Revenue', section: 'operating' },
  { name: 'Rent', direction: 'outflow', group: 'Operating costs', section: 'operating' },
  { name: 'Utilities', direction: 'outflow', group: 'Operating costs', section: 'operating' },
  { name: 'Payroll', direction: 'outflow', group: 'People', section: 'operating' },
  { name: 'Software', direction: 'outflow', group: 'Operating costs', section: 'operating' },
  { name: 'Marketing', direction: 'outflow', group: 'Operating costs', section: 'operating' },
  { name: 'Maintenance', direction: 'outflow', group: 'Operating costs', section: 'operating' },
  { name: 'Food Supplies', direction: 'outflow', group: 'Cost of sales', section: 'operating' },
  { name: 'Insurance', direction: 'outflow', group: 'Operating costs', section: 'operating' },
  { name: 'Taxes', direction: 'both', group: 'Taxes', section: 'operating' },
  { name: 'Bank Fees', direction: 'outflow', group: 'Financing', section: 'operating' },
  { name: 'Loan Payments', direction: 'outflow', group: 'Financing', section: 'financing' },
  { name: 'Miscellaneous', direction: 'both', group: 'Other', section: 'operating' },
  { name: FALLBACK_CATEGORY, direction: 'both', group: 'Other', section: 'operating' },
];
