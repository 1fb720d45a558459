/** FNV-1a over a text's UTF-16 code units, continued from `hash` (start with FNV_START). */
export function hashText(text: string, hash = FNV_START): number {
  let h = hash;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

export const FNV_START = 0x811c9dc5;

/**
 * A set of ids that holds no string: each member is an entry number, stored with its id's 32-bit
 * hash in typed arrays (open addressing), and the id itself is asked of `idOf` only when two hashes
 * are equal. A million ids take 12 MB here where a Set of strings takes about as much again for its
 * table and makes V8 flatten every id joined from a prefix and a number, a second copy of each.
 * Entries are numbered by the caller (a row's position, say), each added once.
 */
export class IdHashSet {
  private readonly hashes: Uint32Array;
  /** Entry number + 1 in each slot; 0 is an empty slot. */
  private readonly slots: Uint32Array;
  private readonly mask: number;

  constructor(
    capacity: number,
    private readonly idOf: (entry: number) => string,
  ) {
    let size = 16;
    while (size < capacity * 2) size *= 2;
    this.hashes = new Uint32Array(size);
    this.slots = new Uint32Array(size);
    this.mask = size - 1;
  }

  /** The entry already added whose id is `id()` (its hash `hash`), or -1; `id` is asked only on a hash match. */
  find(hash: number, id: () => string): number {
    let at = hash & this.mask;
    let text: string | undefined;
    for (;;) {
      const slot = this.slots[at]!;
      if (slot === 0) return -1;
      if (this.hashes[at] === hash) {
        text ??= id();
        if (this.idOf(slot - 1) === text) return slot - 1;
      }
      at = (at + 1) & this.mask;
    }
  }

  /** Adds an entry whose id is not in the set yet (ask `find` first); `hash` is its id's hash. */
  add(entry: number, hash: number): void {
    let at = hash & this.mask;
    while (this.slots[at] !== 0) at = (at + 1) & this.mask;
    this.slots[at] = entry + 1;
    this.hashes[at] = hash;
  }
}

/** Ids to look up, as a Set of them answers: `has` and how many distinct ones there are. */
export type IdLookup = { has(id: string): boolean; readonly size: number };

/**
 * The distinct ids of `ids`, looked up by their hashes (IdHashSet) rather than held in a Set: a
 * million-row import's ids are named without a Set's table of them.
 */
export function idLookup(ids: readonly string[]): IdLookup {
  let size = 0;
  const set = new IdHashSet(ids.length, (entry) => ids[entry]!);
  ids.forEach((id, entry) => {
    const hash = hashText(id);
    if (set.find(hash, () => id) !== -1) return;
    set.add(entry, hash);
    size += 1;
  });
  return { has: (id) => set.find(hashText(id), () => id) !== -1, size };
}
