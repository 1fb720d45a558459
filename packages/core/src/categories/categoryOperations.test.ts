import { describe, expect, it } from 'vitest';
import { row, rule } from '../testing/ruleRows.js';
import {
  createCategory,
  deleteCategory,
  deleteConfirmation,
  mergeCategories,
  renameCategory,
  setCategoryGroup,
  setCategorySection,
  type CategoryState,
} from './categoryOperations.js';
import { categoryOverview } from './categoryOverview.js';

const state: CategoryState = {
  transactions: [
    row('t1', 'AWS', -100, { category: 'Hosting', categorySource: 'manual' }),
    row('t2', 'AWS', -120, { category: 'Hosting' }),
    row('t3', 'Slack', -10, { category: 'Software' }),
    row('t4', 'Refund', 5, { category: 'Software' }),
  ],
  rules: [
    rule('r1', [{ kind: 'payee', value: 'aws' }], { category: 'Hosting' }),
    rule('r2', [{ kind: 'payee', value: 'aws' }], { category: 'Hosting', note: 'cloud' }),
    rule('r3', [{ kind: 'payee', value: 'slack' }], { category: 'Software' }),
  ],
  definitions: [{ name: 'Hosting', group: 'Operating costs' }],
};

describe('renameCategory', () => {
  it('renames the category on its transactions, rules and definition, keeping the group', () => {
    const result = renameCategory(state, 'Hosting', 'Cloud');
    if (!result.ok) throw new Error(result.error);
    expect(result.value.changed.map((t) => [t.id, t.category, t.categorySource])).toEqual([
      ['t1', 'Cloud', 'manual'],
      ['t2', 'Cloud', 'heuristic'],
    ]);
    expect(result.value.rules.map((r) => r.actions.category)).toEqual([
      'Cloud',
      'Cloud',
      'Software',
    ]);
    expect(result.value.definitions).toEqual([{ name: 'Cloud', group: 'Operating costs' }]);
    expect(result.value.rulesTouched).toBe(2);
  });

  it('refuses a name another category has, in any case, and an empty one', () => {
    expect(renameCategory(state, 'Hosting', 'software')).toEqual({
      ok: false,
      error: "A category named 'Software' already exists: merge them instead.",
    });
    expect(renameCategory(state, 'Hosting', '  ')).toEqual({
      ok: false,
      error: 'A category needs a name.',
    });
    expect(renameCategory(state, 'Nope', 'X').ok).toBe(false);
  });
});

describe('mergeCategories', () => {
  it('moves the transactions and rules of one category into the other', () => {
    const result = mergeCategories(state, 'Hosting', 'Software');
    if (!result.ok) throw new Error(result.error);
    expect(result.value.changed.map((t) => t.category)).toEqual(['Software', 'Software']);
    expect(result.value.rules.every((r) => r.actions.category === 'Software')).toBe(true);
    expect(result.value.definitions).toEqual([{ name: 'Software' }]);
  });

  it('refuses to merge a category into itself or into one that does not exist', () => {
    expect(mergeCategories(state, 'Hosting', 'Hosting').ok).toBe(false);
    expect(mergeCategories(state, 'Hosting', 'Nope')).toEqual({
      ok: false,
      error: "There is no category 'Nope'.",
    });
  });
});

describe('deleteCategory', () => {
  it('moves its transactions to Uncategorized and drops rules left with nothing to do', () => {
    const result = deleteCategory(state, 'Hosting');
    if (!result.ok) throw new Error(result.error);
    expect(result.value.changed.map((t) => t.category)).toEqual(['Uncategorized', 'Uncategorized']);
    expect(result.value.rules.map((r) => [r.id, r.actions])).toEqual([
      ['r2', { note: 'cloud' }],
      ['r3', { category: 'Software' }],
    ]);
    expect(result.value.definitions).toEqual([]);
    expect(result.value.rulesTouched).toBe(2);
  });

  it('asks for confirmation with the count', () => {
    expect(deleteConfirmation('Hosting', 2)).toBe(
      "Delete the category 'Hosting'? Its 2 transactions will be moved to Uncategorized.",
    );
    expect(deleteConfirmation('Hosting', 1)).toMatch(/Its 1 transaction will be moved/);
  });
});

describe('creating and grouping categories', () => {
  it('adds a category with a group, refusing a name in use', () => {
    const created = createCategory(state.definitions, state.transactions, ' Travel ', 'Trips');
    expect(created).toEqual({
      ok: true,
      value: [...state.definitions, { name: 'Travel', group: 'Trips' }],
    });
    expect(createCategory(state.definitions, state.transactions, 'SOFTWARE').ok).toBe(false);
  });

  it('sets or clears a group', () => {
    expect(setCategoryGroup(state.definitions, 'Software', 'Tools')).toContainEqual({
      name: 'Software',
      group: 'Tools',
    });
    expect(setCategoryGroup(state.definitions, 'Hosting', '')).toEqual([{ name: 'Hosting' }]);
  });

  it("sets a category's cash-flow section, keeping its group through a group change and a rename", () => {
    const placed = setCategorySection(state.definitions, 'Hosting', 'investing');
    expect(placed).toEqual([{ name: 'Hosting', group: 'Operating costs', section: 'investing' }]);
    expect(setCategoryGroup(placed, 'Hosting', 'Servers')).toEqual([
      { name: 'Hosting', group: 'Servers', section: 'investing' },
    ]);
    const renamed = renameCategory({ ...state, definitions: placed }, 'Hosting', 'Cloud');
    if (!renamed.ok) throw new Error(renamed.error);
    expect(renamed.value.definitions).toEqual([
      { name: 'Cloud', group: 'Operating costs', section: 'investing' },
    ]);
    expect(setCategorySection([], 'Vans', 'investing')).toEqual([
      { name: 'Vans', section: 'investing' },
    ]);
  });

  it('shows each category in its section: chosen, built in, or read from the name', () => {
    const lines = categoryOverview(state.transactions, [
      { name: 'Hosting', section: 'investing' },
      { name: 'Loan Payments' },
      { name: 'New Lathe Equipment' },
    ]);
    expect(lines.map((line) => [line.name, line.section])).toEqual([
      ['Hosting', 'investing'],
      ['Loan Payments', 'financing'],
      ['New Lathe Equipment', 'investing'],
      ['Software', 'operating'],
    ]);
  });
});

describe('categoryOverview', () => {
  it('gives each category its direction, count, totals in cents and group', () => {
    const lines = categoryOverview(state.transactions, [...state.definitions, { name: 'Travel' }]);
    expect(lines).toEqual([
      {
        name: 'Hosting',
        group: 'Operating costs',
        section: 'operating',
        direction: 'outflow',
        count: 2,
        inflowCents: 0,
        outflowCents: 22_000,
      },
      {
        name: 'Software',
        group: 'Operating costs',
        section: 'operating',
        direction: 'both',
        count: 2,
        inflowCents: 500,
        outflowCents: 1_000,
      },
      {
        name: 'Travel',
        group: 'Other',
        section: 'operating',
        direction: 'both',
        count: 0,
        inflowCents: 0,
        outflowCents: 0,
      },
    ]);
  });
});
