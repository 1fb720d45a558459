import type { RowDelta, Transaction } from '@cashline/core';

/** How much of the rows shown is selected: the select-all box's state. */
export type SelectionState = 'none' | 'some' | 'all';

/** The rows ticked, by id, each as it was when ticked. */
export type Selected = ReadonlyMap<string, Transaction>;

export function toggleRow(selected: Selected, row: Transaction): Selected {
  const next = new Map(selected);
  if (!next.delete(row.id)) next.set(row.id, row);
  return next;
}

/** Adds every shown row to the selection, or takes them all out of it. */
export function withShown(
  selected: Selected,
  shown: readonly Transaction[],
  on: boolean,
): Selected {
  // Clearing a selection that is exactly the rows shown: nothing to copy.
  if (!on && selected.size === shown.length && shown.every((t) => selected.has(t.id))) {
    return new Map();
  }
  const next = new Map(selected);
  for (const t of shown) {
    if (on) next.set(t.id, t);
    else next.delete(t.id);
  }
  return next;
}

/**
 * Reads the shown rows from the top only until both a selected and an unselected one are found
 * ('some'): the rows ticked are most often those on screen, near the top, so a few ticked among a
 * million shown cost a few steps.
 */
export function selectionState(
  selected: { has(id: string): boolean; readonly size: number },
  shown: readonly Transaction[],
): SelectionState {
  if (selected.size === 0 || shown.length === 0) return 'none';
  let some = false;
  let unselected = false;
  for (const t of shown) {
    if (selected.has(t.id)) some = true;
    else unselected = true;
    if (some && unselected) return 'some';
  }
  return some ? 'all' : 'none';
}

/** The selected transactions still in the ledger, read from the whole list. */
export function selectedIn(transactions: readonly Transaction[], selected: Selected): Selected {
  const rows = new Map<string, Transaction>();
  if (selected.size === 0) return rows;
  for (const t of transactions) if (selected.has(t.id)) rows.set(t.id, t);
  return rows;
}

/**
 * The selected rows after a change to the ledger, from those before it: a row the change took
 * out is gone, unless it put in a row with the same id, which takes its place.
 */
export function selectedAfter(rows: Selected, selected: Selected, delta: RowDelta): Selected {
  if (selected.size === 0) return rows;
  let next: Map<string, Transaction> | undefined;
  for (const t of delta.removed) {
    if (rows.get(t.id) !== t) continue;
    next ??= new Map(rows);
    next.delete(t.id);
  }
  for (const t of delta.added) {
    if (!selected.has(t.id)) continue;
    next ??= new Map(rows);
    next.set(t.id, t);
  }
  return next ?? rows;
}

/**
 * The selected rows of the same ledger after the selection changed from `before` to `after`:
 * rows kept stay as they were found, rows ticked since are taken as ticked.
 */
export function reselected(rows: Selected, before: Selected, after: Selected): Selected {
  if (before.size === 0) return after;
  const next = new Map<string, Transaction>();
  for (const [id, ticked] of after) {
    const kept = before.has(id) ? rows.get(id) : ticked;
    if (kept !== undefined) next.set(id, kept);
  }
  return next;
}
