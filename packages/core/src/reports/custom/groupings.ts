import { accountIdOf, DEFAULT_ACCOUNT_ID, DEFAULT_ACCOUNT_NAME } from '../../accounts/account.js';
import { monthKey, shortMonthName } from '../../dates.js';
import type { CategoryGrouper } from '../../categories/categoryGroups.js';
import { normalisePayee } from '../../forecast/engine/normalisePayee.js';
import type { Transaction } from '../../transaction.js';

/** The groupings a custom report offers; each is one entry of `GROUPINGS`. */
export const CUSTOM_REPORT_GROUPINGS = ['category', 'group', 'month', 'payee', 'account'] as const;

export type CustomReportGrouping = (typeof CUSTOM_REPORT_GROUPINGS)[number];

/** What a grouping may need besides the transaction. */
export type GroupingContext = {
  /** The ledger's accounts' names by id. */
  accountNames: ReadonlyMap<string, string>;
  /** The group of a category (the user's, else the built-in one, else Other). */
  categoryGroup: CategoryGrouper;
};

export type GroupingSpec = {
  /** The table's first column header. */
  header: string;
  /** The group a transaction falls in: a stable key and the label shown. */
  groupOf(t: Transaction, context: GroupingContext): { key: string; label: string };
  /** Calendar groups read in time order; the others largest first. */
  order: 'key' | 'size';
};

const UNCATEGORISED = 'Uncategorized';

function categoryOf(t: Transaction): string {
  return t.category.trim() || UNCATEGORISED;
}

export const GROUPINGS: Readonly<Record<CustomReportGrouping, GroupingSpec>> = {
  category: {
    header: 'Category',
    groupOf: (t) => {
      const label = categoryOf(t);
      return { key: label, label };
    },
    order: 'size',
  },
  group: {
    header: 'Category group',
    // Payroll, Software and Rent under "Operating costs": the groups of the categories page.
    groupOf: (t, { categoryGroup }) => {
      const label = categoryGroup(categoryOf(t));
      return { key: label, label };
    },
    order: 'size',
  },
  month: {
    header: 'Month',
    groupOf: (t) => {
      const key = monthKey(t.date);
      return { key, label: `${shortMonthName(Number(key.slice(5, 7)))} ${key.slice(0, 4)}` };
    },
    order: 'key',
  },
  payee: {
    header: 'Payee',
    // The forecast engine's payee key: "CARD 0923 AWS EMEA 4491" and "CARD 1023 AWS EMEA 8812" are one payee.
    groupOf: (t) => {
      const key = normalisePayee(t.description) || '(no description)';
      return { key, label: key };
    },
    order: 'size',
  },
  account: {
    header: 'Account',
    groupOf: (t, { accountNames }) => {
      const key = accountIdOf(t);
      const fallback = key === DEFAULT_ACCOUNT_ID ? DEFAULT_ACCOUNT_NAME : key;
      return { key, label: accountNames.get(key) ?? fallback };
    },
    order: 'size',
  },
};
