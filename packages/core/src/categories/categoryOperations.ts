import { z } from 'zod';
import type { Rule } from '../rules/ruleSchema.js';
import type { Transaction } from '../transaction.js';
import { UNCATEGORIZED } from './builtInCategories.js';
import { cashFlowSectionSchema } from './cashFlowSection.js';
import type { CashFlowSection } from './cashFlowSection.js';

/**
 * A category the user keeps, with the group it is reported under and, when the user chose one, the
 * section of the cash-flow statement it belongs to.
 */
export const categoryDefinitionSchema = z.object({
  name: z.string().trim().min(1).max(100),
  group: z.string().trim().min(1).max(100).optional(),
  section: cashFlowSectionSchema.optional(),
});
export type CategoryDefinition = z.infer<typeof categoryDefinitionSchema>;

export type CategoryState = {
  transactions: readonly Transaction[];
  rules: readonly Rule[];
  definitions: readonly CategoryDefinition[];
};

/** The result of a category operation: only the transactions it changed, and the new lists. */
export type CategoryEdit = {
  changed: Transaction[];
  rules: Rule[];
  definitions: CategoryDefinition[];
  /** Rules that lost their category action (and were dropped when they had nothing else to do). */
  rulesTouched: number;
};

export type CategoryResult = { ok: true; value: CategoryEdit } | { ok: false; error: string };

const MAX_NAME = 100;

function nameProblem(name: string): string | null {
  if (name === '') return 'A category needs a name.';
  if (name.length > MAX_NAME) return `A category name has at most ${MAX_NAME} characters.`;
  return null;
}

const same = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();

/** Every category name in use: defined ones and those on transactions. */
export function categoryNames(state: Omit<CategoryState, 'rules'>): string[] {
  const names = new Set(state.definitions.map((definition) => definition.name));
  for (const transaction of state.transactions) names.add(transaction.category);
  return [...names].sort((a, b) => a.localeCompare(b));
}

/** Moves every transaction and rule from one category to another; the old name's definition goes. */
function move(
  state: CategoryState,
  from: string,
  to: string,
  kept: Omit<CategoryDefinition, 'name'> = {},
): CategoryEdit {
  const changed = state.transactions
    .filter((transaction) => transaction.category === from)
    .map((transaction) => ({ ...transaction, category: to }));
  let rulesTouched = 0;
  const rules = state.rules.map((rule) => {
    if (rule.actions.category !== from) return rule;
    rulesTouched += 1;
    return { ...rule, actions: { ...rule.actions, category: to } };
  });
  const definitions = state.definitions.filter((definition) => definition.name !== from);
  if (!definitions.some((definition) => definition.name === to)) {
    definitions.push({ name: to, ...kept });
  }
  return { changed, rules, definitions, rulesTouched };
}

function exists(state: CategoryState, name: string): boolean {
  return categoryNames(state).includes(name);
}

/** Renames a category: its transactions, rules and group follow. */
export function renameCategory(state: CategoryState, from: string, to: string): CategoryResult {
  const name = to.trim();
  const problem = nameProblem(name);
  if (problem !== null) return { ok: false, error: problem };
  if (!exists(state, from)) return { ok: false, error: `There is no category '${from}'.` };
  const clash = categoryNames(state).find((other) => other !== from && same(other, name));
  if (clash !== undefined) {
    return { ok: false, error: `A category named '${clash}' already exists: merge them instead.` };
  }
  const { name: _from, ...kept } = state.definitions.find((d) => d.name === from) ?? { name: from };
  return { ok: true, value: move(state, from, name, kept) };
}

/** Merges one category into another: its transactions and rules move, the first name goes. */
export function mergeCategories(state: CategoryState, from: string, into: string): CategoryResult {
  if (from === into) return { ok: false, error: 'A category cannot be merged into itself.' };
  if (!exists(state, from)) return { ok: false, error: `There is no category '${from}'.` };
  if (!exists(state, into)) return { ok: false, error: `There is no category '${into}'.` };
  return { ok: true, value: move(state, from, into) };
}

/** How many transactions deleting a category would move to Uncategorized. */
export function categoryCount(transactions: readonly Transaction[], name: string): number {
  let count = 0;
  // By index, as in `countsOf`: a whole-ledger for...of allocates per row.
  for (let i = 0; i < transactions.length; i += 1) {
    const transaction = transactions[i] as Transaction;
    if (transaction.category === name) count += 1;
  }
  return count;
}

/** The confirmation shown before deleting a category. */
export function deleteConfirmation(name: string, count: number): string {
  const what =
    count === 0
      ? 'No transaction is in it.'
      : count === 1
        ? `Its 1 transaction will be moved to ${UNCATEGORIZED}.`
        : `Its ${count} transactions will be moved to ${UNCATEGORIZED}.`;
  return `Delete the category '${name}'? ${what}`;
}

/**
 * Deletes a category: its transactions go to Uncategorized; rules setting it lose that action,
 * and a rule left with nothing to do is dropped.
 */
export function deleteCategory(state: CategoryState, name: string): CategoryResult {
  if (name === UNCATEGORIZED) return { ok: false, error: `${UNCATEGORIZED} cannot be deleted.` };
  if (!exists(state, name)) return { ok: false, error: `There is no category '${name}'.` };
  const changed = state.transactions
    .filter((transaction) => transaction.category === name)
    .map((transaction) => ({ ...transaction, category: UNCATEGORIZED }));
  let rulesTouched = 0;
  const rules: Rule[] = [];
  for (const rule of state.rules) {
    if (rule.actions.category !== name) {
      rules.push(rule);
      continue;
    }
    rulesTouched += 1;
    const { category: _dropped, ...actions } = rule.actions;
    if (Object.values(actions).some((value) => value !== undefined))
      rules.push({ ...rule, actions });
  }
  const definitions = state.definitions.filter((definition) => definition.name !== name);
  return { ok: true, value: { changed, rules, definitions, rulesTouched } };
}

/** Adds a category (with an optional group). */
export function createCategory(
  definitions: readonly CategoryDefinition[],
  transactions: readonly Transaction[],
  name: string,
  group?: string,
): { ok: true; value: CategoryDefinition[] } | { ok: false; error: string } {
  const trimmed = name.trim();
  const problem = nameProblem(trimmed);
  if (problem !== null) return { ok: false, error: problem };
  const clash = categoryNames({ definitions, transactions }).find((other) => same(other, trimmed));
  if (clash !== undefined)
    return { ok: false, error: `A category named '${clash}' already exists.` };
  const groupName = group?.trim();
  const definition = groupName ? { name: trimmed, group: groupName } : { name: trimmed };
  return { ok: true, value: [...definitions, definition] };
}

/** Puts a category in a group (or takes it out of any with an empty group); its section stays. */
export function setCategoryGroup(
  definitions: readonly CategoryDefinition[],
  name: string,
  group: string,
): CategoryDefinition[] {
  const groupName = group.trim();
  const { group: _old, ...rest } = definitions.find((d) => d.name === name) ?? { name };
  const definition = groupName === '' ? rest : { ...rest, group: groupName };
  const others = definitions.filter((existing) => existing.name !== name);
  return [...others, definition];
}

/** Places a category in a section of the cash-flow statement; its group stays. */
export function setCategorySection(
  definitions: readonly CategoryDefinition[],
  name: string,
  section: CashFlowSection,
): CategoryDefinition[] {
  const existing = definitions.find((d) => d.name === name) ?? { name };
  const others = definitions.filter((d) => d.name !== name);
  return [...others, { ...existing, section }];
}
