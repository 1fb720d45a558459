/**
 * A cache of values by a text's shape: the text with every digit read as `0`, so that lines of one
 * payee that differ only in dates, trace and card numbers share an entry. The shape is hashed and
 * compared straight from the text's characters, so a lookup allocates nothing: it runs once per
 * row of ledgers of a million rows. A shape is kept from its second sighting on: many lines are
 * one of a kind (a reference with letters in it), and keeping each of those costs the garbage
 * collector more than reading the line again would. Emptied when full.
 */
export class ShapeCache {
  private readonly buckets = new Map<number, Entry[]>();
  /** Hashes of shapes seen once, as small integers (no allocation per entry). */
  private readonly seen = new Set<number>();
  private size = 0;

  constructor(private readonly capacity: number) {}

  /** The value kept for the text's shape. */
  get(text: string): string | undefined {
    const bucket = this.buckets.get(shapeHash(text));
    if (bucket === undefined) return undefined;
    for (const entry of bucket) if (sameShape(entry.shape, text)) return entry.value;
    return undefined;
  }

  /** Keeps the value for the text's shape, once the shape has been seen before. */
  set(text: string, value: string): void {
    const hash = shapeHash(text);
    const small = hash & 0x3fffffff;
    if (!this.seen.has(small)) {
      if (this.seen.size >= this.capacity) this.seen.clear();
      this.seen.add(small);
      return;
    }
    if (this.size >= this.capacity) {
      this.buckets.clear();
      this.size = 0;
    }
    const entry = { shape: text.replace(/\d/g, '0'), value };
    const bucket = this.buckets.get(hash);
    if (bucket === undefined) this.buckets.set(hash, [entry]);
    else bucket.push(entry);
    this.size += 1;
  }
}

type Entry = { shape: string; value: string };

const isDigit = (code: number): boolean => code >= 48 && code <= 57;

/** FNV-1a over the text's UTF-16 code units, each digit taken as `0`. */
function shapeHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    hash = Math.imul(hash ^ (isDigit(code) ? 48 : code), 0x01000193);
  }
  return hash >>> 0;
}

function sameShape(shape: string, text: string): boolean {
  if (shape.length !== text.length) return false;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (shape.charCodeAt(i) !== (isDigit(code) ? 48 : code)) return false;
  }
  return true;
}
