import type { LedgerCommand, Transaction } from '@cashline/core';

/**
 * Where rows were last found in a list, per list (kept while the list is): a page that found a row
 * to edit, and the save of that edit, then reach it again in one step instead of a search of a
 * million rows. A place is only a hint: it is checked against the row's id before use.
 */
const places = new WeakMap<readonly Transaction[], Map<string, number>>();

/** Notes that the rows at these positions of `list` are there. */
export function rememberPlaces(list: readonly Transaction[], positions: readonly number[]): void {
  let known = places.get(list);
  if (!known) {
    known = new Map();
    places.set(list, known);
  }
  for (const at of positions) {
    const row = list[at];
    if (row) known.set(row.id, at);
  }
}

/** The row with this id, from its remembered place or else a search (whose answer is remembered). */
export function findRow(list: readonly Transaction[], id: string): Transaction | undefined {
  const at = places.get(list)?.get(id);
  if (at !== undefined && list[at]?.id === id) return list[at];
  const found = list.findIndex((t) => t.id === id);
  if (found === -1) return undefined;
  rememberPlaces(list, [found]);
  return list[found];
}

/** The remembered places of rows with these ids in `list`; undefined unless every one is known. */
export function knownPlaces(
  list: readonly Transaction[],
  ids: Iterable<string>,
): number[] | undefined {
  const known = places.get(list);
  if (!known) return undefined;
  const at: number[] = [];
  for (const id of ids) {
    const place = known.get(id);
    if (place === undefined) return undefined;
    at.push(place);
  }
  return at;
}

/**
 * Where the rows the commands patch are in `list`, when the commands are all patches: their
 * remembered places, or else, for no more than `searchUpTo` rows, found by search (and
 * remembered). Undefined otherwise.
 */
export function placesOfPatches(
  list: readonly Transaction[],
  commands: readonly LedgerCommand[],
  searchUpTo = 0,
): number[] | undefined {
  const ids: string[] = [];
  for (const command of commands) {
    if (command.type !== 'patchTransactions') return undefined;
    for (const patch of command.patches) ids.push(patch.id);
  }
  const known = knownPlaces(list, ids);
  if (known || ids.length > searchUpTo) return known;
  for (const id of ids) if (findRow(list, id) === undefined) return undefined;
  return knownPlaces(list, ids);
}
