import type { Transaction } from '@cashline/core';

/** How much of the rows shown is selected: the select-all box's state. */
export type SelectionState = 'none' | 'some' | 'all';

export function toggleId(selected: ReadonlySet<string>, id: string): ReadonlySet<string> {
  const next = new Set(selected);
  if (!next.delete(id)) next.add(id);
  return next;
}

/** Adds every shown row to the selection, or takes them all out of it. */
export function withShown(
  selected: ReadonlySet<string>,
  shown: readonly Transaction[],
  on: boolean,
): ReadonlySet<string> {
  // Clearing a selection that is exactly the rows shown: nothing to copy.
  if (!on && selected.size === shown.length && shown.every((t) => selected.has(t.id))) {
    return new Set();
  }
  const next = new Set(selected);
  for (const t of shown) {
    if (on) next.add(t.id);
    else next.delete(t.id);
  }
  return next;
}

export function selectionState(
  selected: ReadonlySet<string>,
  shown: readonly Transaction[],
): SelectionState {
  if (selected.size === 0 || shown.length === 0) return 'none';
  let count = 0;
  for (const t of shown) if (selected.has(t.id)) count += 1;
  return count === 0 ? 'none' : count === shown.length ? 'all' : 'some';
}

/** The selected transactions still in the ledger, in ledger order. */
export function selectedIn(
  transactions: readonly Transaction[],
  selected: ReadonlySet<string>,
): Transaction[] {
  return selected.size === 0 ? [] : transactions.filter((t) => selected.has(t.id));
}
