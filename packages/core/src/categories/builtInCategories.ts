/** Which way a category's money goes: money in, money out, or both. */
export type CategoryDirection = 'inflow' | 'outflow' | 'both';

export type BuiltInCategory = {
  name: string;
  direction: CategoryDirection;
  /** The heading it is shown under in the outflow/inflow analytics and reports. */
  group: string;
};

export const UNCATEGORIZED = 'Uncategorized';
export const FALLBACK_CATEGORY = 'Other';

/**
 * The categories the keyword heuristics give (app.md section 5's list, plus the families of the
 * built-in payee list: software, taxes, insurance, bank fees and loan payments).
 */
export const BUILT_IN_CATEGORIES: readonly BuiltInCategory[] = [
  { name: 'Sales', direction: 'inflow', group: 'Revenue' },
  { name: 'Rent', direction: 'outflow', group: 'Operating costs' },
  { name: 'Utilities', direction: 'outflow', group: 'Operating costs' },
  { name: 'Payroll', direction: 'outflow', group: 'People' },
  { name: 'Software', direction: 'outflow', group: 'Operating costs' },
  { name: 'Marketing', direction: 'outflow', group: 'Operating costs' },
  { name: 'Maintenance', direction: 'outflow', group: 'Operating costs' },
  { name: 'Food Supplies', direction: 'outflow', group: 'Cost of sales' },
  { name: 'Insurance', direction: 'outflow', group: 'Operating costs' },
  { name: 'Taxes', direction: 'both', group: 'Taxes' },
  { name: 'Bank Fees', direction: 'outflow', group: 'Financing' },
  { name: 'Loan Payments', direction: 'outflow', group: 'Financing' },
  { name: 'Miscellaneous', direction: 'both', group: 'Other' },
  { name: FALLBACK_CATEGORY, direction: 'both', group: 'Other' },
];
