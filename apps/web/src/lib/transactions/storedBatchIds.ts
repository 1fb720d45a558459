/**
 * How the browser-only store keeps an import's list of row ids. A CSV import names its rows by one
 * prefix and each row's number in the file, so a long list of such ids is stored as the prefix
 * and the numbers in a typed array: IndexedDB then copies a million-row import's list as 4 MB of
 * numbers rather than cloning a million strings on every save. Any other list is stored as it is.
 */

/** Shorter lists are stored as they are. */
const LONG_LIST = 1000;

/** An import's ids stored as `prefix + String(number)`, in order. */
export type NumberedIds = { prefix: string; numbers: Uint32Array };

function isNumberedIds(value: unknown): value is NumberedIds {
  if (typeof value !== 'object' || value === null) return false;
  const ids = value as Partial<NumberedIds>;
  return (
    typeof ids.prefix === 'string' &&
    Object.prototype.toString.call(ids.numbers) === '[object Uint32Array]'
  );
}

function idsOf(batch: unknown): unknown {
  return typeof batch === 'object' && batch !== null
    ? (batch as { transactionIds?: unknown }).transactionIds
    : undefined;
}

/**
 * The number that `text` writes in plain decimals (no sign, no leading zero, at most 2^32 - 1), or
 * -1: the number must give the id back exactly.
 */
function plainNumber(text: string, from: number): number {
  const length = text.length - from;
  if (length < 1 || length > 10 || (length > 1 && text.charCodeAt(from) === 48)) return -1;
  let number = 0;
  for (let i = from; i < text.length; i += 1) {
    const digit = text.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return -1;
    number = number * 10 + digit;
  }
  return number > 0xffffffff ? -1 : number;
}

/** The list as numbered ids, or null when one id is not the shared prefix and a plain number. */
export function numberedIds(ids: readonly unknown[]): NumberedIds | null {
  const first = ids[0];
  if (typeof first !== 'string') return null;
  const prefix = first.replace(/\d+$/, '');
  const numbers = new Uint32Array(ids.length);
  for (let i = 0; i < ids.length; i += 1) {
    const id = ids[i];
    if (typeof id !== 'string' || !id.startsWith(prefix)) return null;
    const number = plainNumber(id, prefix.length);
    if (number === -1) return null;
    numbers[i] = number;
  }
  return { prefix, numbers };
}

/** The ids numbered ids stand for. */
export function idsOfNumbered({ prefix, numbers }: NumberedIds): string[] {
  const ids = new Array<string>(numbers.length);
  for (let i = 0; i < numbers.length; i += 1) ids[i] = prefix + String(numbers[i]);
  return ids;
}

/** Each long list as last compacted: a batch keeps its list, and every save writes it again. */
const compacted = new WeakMap<readonly unknown[], NumberedIds | null>();

/** The import batches as the store writes them: long numbered lists compacted. */
export function batchesToStore(batches: readonly unknown[]): unknown[] {
  return batches.map((batch) => {
    const ids = idsOf(batch);
    if (!Array.isArray(ids) || ids.length < LONG_LIST) return batch;
    let compact = compacted.get(ids);
    if (compact === undefined) {
      compact = numberedIds(ids);
      compacted.set(ids, compact);
    }
    return compact === null ? batch : { ...(batch as object), transactionIds: compact };
  });
}

/** The stored batches with every compacted list as ids again; anything else passes unchanged. */
export function batchesFromStore(stored: unknown): unknown {
  if (!Array.isArray(stored)) return stored;
  return stored.map((batch: unknown) => {
    const ids = idsOf(batch);
    return isNumberedIds(ids)
      ? { ...(batch as object), transactionIds: idsOfNumbered(ids) }
      : batch;
  });
}
