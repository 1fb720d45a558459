import { whenIdle } from '../whenIdle';

/**
 * A copy of a list made while the page was idle, kept while the list is, for the next list made
 * from it. Nobody else holds a copy: it is written once, when `withReplaced` hands it on.
 */
const copies = new WeakMap<readonly unknown[], unknown[]>();
/** Lists whose copy waits for the page to be idle. */
const waiting = new WeakSet<readonly unknown[]>();

/**
 * Copies `list` once the page is idle, for `withReplaced` to take. Every page follows a list by its
 * identity, so an edit of a few rows still makes a new list: copied ahead, a million rows are
 * copied while nothing waits for them, not between another member's edit and the screen.
 */
export function copyWhenIdle(list: readonly unknown[]): void {
  if (copies.has(list) || waiting.has(list)) return;
  waiting.add(list);
  whenIdle(() => {
    waiting.delete(list);
    if (!copies.has(list)) copies.set(list, list.slice());
  });
}

/**
 * A new list: `list` with `rows[k]` at `at[k]`. Made from the copy made ahead when there is one
 * (which is then spent), else copied now; `list` itself is left as it was.
 */
export function withReplaced<T>(
  list: readonly T[],
  at: readonly number[],
  rows: readonly T[],
): T[] {
  const ahead = copies.get(list) as T[] | undefined;
  copies.delete(list);
  const next = ahead ?? list.slice();
  at.forEach((place, k) => {
    next[place] = rows[k] as T;
  });
  return next;
}
