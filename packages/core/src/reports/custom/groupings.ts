import { accountIdOf, DEFAULT_ACCOUNT_ID, DEFAULT_ACCOUNT_NAME } from '../../accounts/account.js';
import { monthKey, shortMonthName } from '../../dates.js';
import { normalisePayee } from '../../forecast/engine/normalisePayee.js';
import type { Transaction } from '../../transaction.js';

/** The groupings a custom report offers; each is one entry of `GROUPINGS`. */
export const CUSTOM_REPORT_GROUPINGS = ['category', 'month', 'payee', 'account'] as const;

export type CustomReportGrouping = (typeof CUSTOM_REPORT_GROUPINGS)[number];

export type GroupingSpec = {
  /** The table's first column header. */
  header: string;
  /**
   * The group a transaction falls in: a stable key and the label shown. `accountNames` names the
   * ledger's accounts by id.
   */
  groupOf(
    t: Transaction,
    accountNames: ReadonlyMap<string, string>,
  ): { key: string; label: string };
  /** Calendar groups read in time order; the others largest first. */
  order: 'key' | 'size';
};

const UNCATEGORISED = 'Uncategorized';

export const GROUPINGS: Readonly<Record<CustomReportGrouping, GroupingSpec>> = {
  category: {
    header: 'Category',
    groupOf: (t) => {
      const label = t.category.trim() || UNCATEGORISED;
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
    groupOf: (t, accountNames) => {
      const key = accountIdOf(t);
      const fallback = key === DEFAULT_ACCOUNT_ID ? DEFAULT_ACCOUNT_NAME : key;
      return { key, label: accountNames.get(key) ?? fallback };
    },
    order: 'size',
  },
};
