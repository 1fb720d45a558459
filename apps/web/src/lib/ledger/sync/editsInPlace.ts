import { withReplaced } from '../../transactions/listsMadeAhead';
import type { TransactionsChange } from '../ledgerBackend';

/** A change whose rows were each replaced where they stood: `replacedAt[k]` held `removed[k]` and now holds `added[k]`. */
export type InPlaceChange = TransactionsChange & { replacedAt: readonly number[] };

/**
 * The list with rows replaced where they stand: `at[k]` holds `removed[k]`, whose place the added
 * row of the same id takes when it sorts there too (`compare` answers 0: an edit that left its
 * date and id alone). One copy of the list (made ahead when the page was idle, listsMadeAhead.ts)
 * and no walk of it; the rows come back paired by position, so a page finds them there instead of
 * comparing the lists. Undefined when the rows do not pair up so (a row added, deleted or moved).
 */
export function replacedInPlace<T extends { id: string }>(
  list: readonly T[],
  at: readonly number[],
  removed: readonly T[],
  added: readonly T[],
  compare: (a: T, b: T) => number,
): { rows: T[]; removed: T[]; added: T[]; replacedAt: number[] } | undefined {
  if (removed.length === 0 || removed.length !== added.length || at.length !== removed.length) {
    return undefined;
  }
  const addedById = new Map(added.map((row) => [row.id, row]));
  if (addedById.size !== added.length) return undefined;
  const pairedAdded: T[] = [];
  const places = new Set<number>();
  for (let k = 0; k < removed.length; k += 1) {
    const place = at[k] as number;
    const old = removed[k] as T;
    const replacement = addedById.get(old.id);
    if (list[place] !== old || places.has(place)) return undefined;
    if (replacement === undefined || compare(old, replacement) !== 0) return undefined;
    places.add(place);
    pairedAdded.push(replacement);
  }
  const rows = withReplaced(list, at, pairedAdded);
  return { rows, removed: [...removed], added: pairedAdded, replacedAt: [...at] };
}
