import { IdHashSet, hashText } from '@cashline/core';

/**
 * A text column of stored rows, kept as each distinct text once with every row's position in it
 * when the column repeats itself (accounts, who set the category, descriptions of a regular
 * payee, the import a row came from). Reading a million strings back from IndexedDB makes a
 * million strings and most of a reopen's garbage; a dictionary of a few hundred makes a few
 * hundred, and every row shares them. A column of mostly distinct texts stays a plain list.
 */
export type TextDictionary = { values: string[]; index: Uint32Array };
export type StoredText = (string | undefined)[] | TextDictionary;

/** The position of a row that has no text in the column. */
const ABSENT = 0xffffffff;

/**
 * The column as a dictionary when at most half its rows bring a new text, else as a list. Texts
 * are told apart by their hashes (IdHashSet), not as keys of a Map: V8 keeps an internalized copy
 * of every string a Map is asked about, and a page of mostly distinct descriptions would leave
 * half of them held twice, in memory, for as long as the rows live.
 */
export function encodeText(column: readonly (string | undefined)[]): StoredText {
  const values: string[] = [];
  const most = column.length / 2;
  const positions = new IdHashSet(Math.ceil(most), (position) => values[position]!);
  const index = new Uint32Array(column.length);
  for (let i = 0; i < column.length; i += 1) {
    const value = column[i];
    if (value === undefined) {
      index[i] = ABSENT;
      continue;
    }
    const hash = hashText(value);
    let position = positions.find(hash, () => value);
    if (position === -1) {
      if (values.length >= most) return column.slice();
      position = values.length;
      positions.add(position, hash);
      values.push(value);
    }
    index[i] = position;
  }
  return { values, index };
}

function isIndex(value: unknown, count: number): value is Uint32Array {
  // By tag, not instanceof: a value read from IndexedDB may come from another realm.
  return (
    ArrayBuffer.isView(value) &&
    Object.prototype.toString.call(value) === '[object Uint32Array]' &&
    (value as Uint32Array).length === count
  );
}

/**
 * Each row's text as stored in either layout: undefined where the row has none, null where what
 * is stored is not a text `accept` takes (checked once per distinct text of a dictionary).
 * Undefined when the value is no text column of `count` rows.
 */
export function decodeText(
  stored: unknown,
  count: number,
  accept: (text: string) => boolean,
): (string | null | undefined)[] | undefined {
  const rows = new Array<string | null | undefined>(count);
  if (Array.isArray(stored)) {
    if (stored.length !== count) return undefined;
    for (let i = 0; i < count; i += 1) {
      const value: unknown = stored[i];
      rows[i] =
        value === undefined ? undefined : typeof value === 'string' && accept(value) ? value : null;
    }
    return rows;
  }
  if (typeof stored !== 'object' || stored === null) return undefined;
  const { values, index } = stored as Partial<TextDictionary>;
  if (!Array.isArray(values) || !isIndex(index, count)) return undefined;
  const checked = values.map((value: unknown) =>
    typeof value === 'string' && accept(value) ? value : null,
  );
  for (let i = 0; i < count; i += 1) {
    const position = index[i] as number;
    rows[i] = position === ABSENT ? undefined : (checked[position] ?? null);
  }
  return rows;
}
