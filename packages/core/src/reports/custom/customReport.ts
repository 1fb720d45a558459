import type { DateRange, IsoDate } from '../../dates.js';
import { fromCents, toCents } from '../../money.js';
import type { Transaction } from '../../transaction.js';
import type { CustomReportDefinition, CustomReportFilters } from './definition.js';
import { customPeriodRange, customPeriodText } from './customPeriod.js';
import type { Account } from '../../accounts/account.js';
import type { CurrencyNote } from '../../analytics/currencyNote.js';
import type { Reporting } from '../../currency/ledgerConverter.js';
import { reportConversion } from '../reportConversion.js';
import { categoryGrouper } from '../../categories/categoryGroups.js';
import type { CategoryDefinition } from '../../categories/categoryOperations.js';
import { GROUPINGS } from './groupings.js';

/** One line of a custom report: a group's money in and out (currency units, summed in cents). */
export type CustomReportRow = {
  key: string;
  label: string;
  inflows: number;
  outflows: number;
  net: number;
  count: number;
};

export type CustomReport = {
  definition: CustomReportDefinition;
  asOf: IsoDate;
  /** The dates that count (never past the as-of date); null for all time up to it. */
  range: DateRange | null;
  /** "Last quarter (1 Jan 2026 to 31 Mar 2026), as of 15 May 2026". */
  periodText: string;
  /** The first column's header: Category, Category group, Month, Payee or Account. */
  groupHeader: string;
  rows: CustomReportRow[];
  total: Omit<CustomReportRow, 'key' | 'label'>;
  /** With accounts in several currencies: the reporting currency and the missing rates. */
  currencyNote?: CurrencyNote;
};

type Sums = { key: string; label: string; inflows: number; outflows: number; count: number };

function matchesFilters(
  t: Transaction,
  filters: CustomReportFilters,
  categories: Set<string> | null,
) {
  if (filters.direction !== 'all' && t.type !== filters.direction) return false;
  if (categories !== null && !categories.has(t.category)) return false;
  const text = filters.text.trim().toLowerCase();
  return text === '' || t.description.toLowerCase().includes(text);
}

/** Whether an amount's size (cents, in the currency the report sums in) is within the limits. */
function withinAmounts(cents: number, { minAmount, maxAmount }: CustomReportFilters) {
  const size = Math.abs(cents);
  if (minAmount !== undefined && size < toCents(minAmount)) return false;
  return maxAmount === undefined || size <= toCents(maxAmount);
}

function toRow(sums: Sums): CustomReportRow {
  return {
    key: sums.key,
    label: sums.label,
    inflows: fromCents(sums.inflows),
    outflows: fromCents(sums.outflows),
    net: fromCents(sums.inflows - sums.outflows),
    count: sums.count,
  };
}

/**
 * A custom report: the transactions of the period (as of `asOf`, transfers excluded, since they
 * are neither inflows nor outflows) that pass the filters, summed by group in integer cents.
 * Outflows are shown as positive sizes; net is inflows minus outflows.
 */
export function customReport(
  transactions: readonly Transaction[],
  definition: CustomReportDefinition,
  {
    asOf,
    accounts = [],
    categories: definitions = [],
    reporting,
  }: {
    asOf: IsoDate;
    accounts?: readonly Account[];
    /**
     * With `accounts` in several currencies: the sums in this currency, each transaction at its
     * date's rate; the amount filters then compare the converted amounts, so one limit means the
     * same money whichever currency a transaction is in.
     */
    reporting?: Reporting;
    /** The user's categories, for their groups (the "group" grouping). */
    categories?: readonly CategoryDefinition[];
  },
): CustomReport {
  const context = {
    accountNames: new Map(accounts.map((account) => [account.id, account.name])),
    categoryGroup: categoryGrouper(definitions),
  };
  const range = customPeriodRange(definition.period, asOf);
  const conversion = reportConversion(accounts, reporting);
  const grouping = GROUPINGS[definition.grouping];
  const { filters } = definition;
  const categories = filters.categories.length > 0 ? new Set(filters.categories) : null;
  const groups = new Map<string, Sums>();
  const total: Sums = { key: '', label: 'Total', inflows: 0, outflows: 0, count: 0 };
  // By index, as in `countsOf`: a whole-ledger for...of allocates per row.
  for (let i = 0; i < transactions.length; i += 1) {
    const t = transactions[i] as Transaction;
    if (t.transferId !== undefined || t.date > asOf) continue;
    if (range !== null && (t.date < range.start || t.date > range.end)) continue;
    if (!matchesFilters(t, filters, categories)) continue;
    const converted = conversion === null ? toCents(t.amount) : conversion.centsOf(t);
    if (converted === null || !withinAmounts(converted, filters)) continue;
    const { key, label } = grouping.groupOf(t, context);
    let sums = groups.get(key);
    if (sums === undefined) {
      sums = { key, label, inflows: 0, outflows: 0, count: 0 };
      groups.set(key, sums);
    }
    const cents = Math.abs(converted);
    for (const target of [sums, total]) {
      if (t.type === 'inflow') target.inflows += cents;
      else target.outflows += cents;
      target.count += 1;
    }
  }
  const ordered = [...groups.values()].sort((a, b) =>
    grouping.order === 'key'
      ? a.key.localeCompare(b.key)
      : b.inflows + b.outflows - (a.inflows + a.outflows) || a.label.localeCompare(b.label),
  );
  const { inflows, outflows, net, count } = toRow(total);
  return {
    definition,
    asOf,
    range,
    periodText: customPeriodText(definition.period, asOf),
    groupHeader: grouping.header,
    rows: ordered.map(toRow),
    total: { inflows, outflows, net, count },
    ...(conversion ? { currencyNote: conversion.note(range?.start ?? null, asOf) } : {}),
  };
}
