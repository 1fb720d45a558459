import type { Transaction } from '../transaction.js';
import {
  BUILT_IN_CATEGORIES,
  type CategoryDirection,
  FALLBACK_CATEGORY,
} from './builtInCategories.js';
import { cashFlowSectionOf, sectionChoices } from '../reports/cashFlowSections.js';
import type { CashFlowSection } from './cashFlowSection.js';
import { categoryNames, type CategoryDefinition } from './categoryOperations.js';

/** One line of the categories page. Sums in cents, positive. */
export type CategoryLine = {
  name: string;
  group: string;
  /** Its section of the cash-flow statement: the user's choice, else the built-in or named one. */
  section: CashFlowSection;
  direction: CategoryDirection;
  count: number;
  inflowCents: number;
  outflowCents: number;
};

const BUILT_IN = new Map(BUILT_IN_CATEGORIES.map((category) => [category.name, category]));

/** The group a category is reported under: the user's, else the built-in one, else Other. */
export function categoryGroup(name: string, definitions: readonly CategoryDefinition[]): string {
  const defined = definitions.find((definition) => definition.name === name)?.group;
  return defined ?? BUILT_IN.get(name)?.group ?? FALLBACK_CATEGORY;
}

/**
 * Every category with its direction (from its transactions: money in, out or both; a category
 * with none keeps its built-in direction, else both), count and totals. Transfers count in the
 * number of transactions but in neither total. The caller passes the period's transactions.
 */
export function categoryOverview(
  transactions: readonly Transaction[],
  definitions: readonly CategoryDefinition[],
): CategoryLine[] {
  const lines = new Map<string, CategoryLine>();
  const choices = sectionChoices(definitions);
  const line = (name: string): CategoryLine => ({
    name,
    group: categoryGroup(name, definitions),
    section: cashFlowSectionOf(name, choices),
    direction: BUILT_IN.get(name)?.direction ?? 'both',
    count: 0,
    inflowCents: 0,
    outflowCents: 0,
  });
  for (const name of categoryNames({ transactions: [], definitions })) {
    lines.set(name, line(name));
  }
  // By index, as in `countsOf`: a whole-ledger for...of allocates per row.
  for (let i = 0; i < transactions.length; i += 1) {
    const transaction = transactions[i] as Transaction;
    let entry = lines.get(transaction.category);
    if (entry === undefined) {
      entry = line(transaction.category);
      lines.set(transaction.category, entry);
    }
    entry.count += 1;
    if (transaction.transferId !== undefined) continue;
    const cents = Math.round(Math.abs(transaction.amount) * 100);
    if (transaction.type === 'inflow') entry.inflowCents += cents;
    else entry.outflowCents += cents;
  }
  for (const entry of lines.values()) {
    if (entry.inflowCents > 0 && entry.outflowCents > 0) entry.direction = 'both';
    else if (entry.inflowCents > 0) entry.direction = 'inflow';
    else if (entry.outflowCents > 0) entry.direction = 'outflow';
  }
  return [...lines.values()].sort((a, b) => a.name.localeCompare(b.name));
}
