import type { CategorySummary } from '../analytics/categories.js';
import { percentageOf } from '../format/percent.js';
import { fromCents, toCents } from '../money.js';
import type { Cents } from '../money.js';
import type { CategoryBreakdownRow } from '../reports/report.js';
import type { CategoryDefinition } from './categoryOperations.js';
import { categoryGroup } from './categoryOverview.js';

/** The group of each category name, worked out once per name. */
export type CategoryGrouper = (category: string) => string;

/** A grouper over the user's definitions (their group, else the built-in one, else Other). */
export function categoryGrouper(definitions: readonly CategoryDefinition[]): CategoryGrouper {
  const known = new Map<string, string>();
  return (category) => {
    let group = known.get(category);
    if (group === undefined) {
      group = categoryGroup(category, definitions);
      known.set(category, group);
    }
    return group;
  };
}

/** A group's subtotal of one flow (currency units, summed in cents), with its categories largest first. */
export type GroupSummary = {
  group: string;
  amount: number;
  count: number;
  /** Percentage of the flow's total, 1 decimal. */
  percentage: number;
  categories: CategorySummary[];
};

/** A group's line of the reports' breakdown: its categories, money in and out, net = in - out. */
export type GroupBreakdownRow = {
  group: string;
  categories: string[];
  inflows: number;
  outflows: number;
  net: number;
};

function byName(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Group subtotals of a flow's category summaries (the outflow/inflow pages' breakdown), largest
 * first. Each category's amount is taken back to cents and summed there, so a group's subtotal is
 * exactly the sum of its lines and the groups add up to the flow's total.
 */
export function groupSummaries(
  categories: readonly CategorySummary[],
  groupOf: CategoryGrouper,
): GroupSummary[] {
  const groups = new Map<string, { cents: Cents; count: number; categories: CategorySummary[] }>();
  let totalCents = 0;
  for (const summary of categories) {
    const cents = toCents(summary.amount);
    totalCents += cents;
    const group = groupOf(summary.category);
    const entry = groups.get(group);
    if (entry === undefined) {
      groups.set(group, { cents, count: summary.count, categories: [summary] });
    } else {
      entry.cents += cents;
      entry.count += summary.count;
      entry.categories.push(summary);
    }
  }
  return [...groups]
    .map(([group, entry]) => ({
      group,
      amount: fromCents(entry.cents),
      count: entry.count,
      percentage: percentageOf(entry.cents, totalCents),
      categories: entry.categories,
      cents: entry.cents,
    }))
    .sort((a, b) => b.cents - a.cents || byName(a.group, b.group))
    .map(({ cents: _cents, ...summary }) => summary);
}

/**
 * The reports' breakdown by group: each group's categories (in the breakdown's order, largest
 * movement first) and their money in and out summed in cents; groups by largest movement.
 */
export function groupBreakdown(
  rows: readonly CategoryBreakdownRow[],
  groupOf: CategoryGrouper,
): GroupBreakdownRow[] {
  const groups = new Map<string, { categories: string[]; inflows: Cents; outflows: Cents }>();
  for (const row of rows) {
    const group = groupOf(row.category);
    let entry = groups.get(group);
    if (entry === undefined) {
      entry = { categories: [], inflows: 0, outflows: 0 };
      groups.set(group, entry);
    }
    entry.categories.push(row.category);
    entry.inflows += toCents(row.inflows);
    entry.outflows += toCents(row.outflows);
  }
  return [...groups]
    .sort(([a, x], [b, y]) => y.inflows + y.outflows - (x.inflows + x.outflows) || byName(a, b))
    .map(([group, { categories, inflows, outflows }]) => ({
      group,
      categories,
      inflows: fromCents(inflows),
      outflows: fromCents(outflows),
      net: fromCents(inflows - outflows),
    }));
}
