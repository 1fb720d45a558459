/** Texts joined into one string a batch at a time. */
const BATCH = 4096;

/**
 * A long list of texts kept as a few joined strings and where each text ends, read back by index.
 * A cell the CSV parser hands over is a slice of the parser's own copy of the file: kept as it
 * is, a million descriptions would keep a second copy of the whole file alive beside a million
 * small string objects. Joining every few thousand copies out just their characters and lets the
 * parser's copy go.
 */
export class JoinedTexts {
  private readonly batches: string[] = [];
  private pending: string[] = [];
  /** Where each text ends within its batch's string. */
  private ends = new Uint32Array(BATCH);
  private count = 0;

  get length(): number {
    return this.count;
  }

  push(text: string): void {
    if (this.count === this.ends.length) {
      const larger = new Uint32Array(this.ends.length * 2);
      larger.set(this.ends);
      this.ends = larger;
    }
    const inBatch = this.count % BATCH;
    this.ends[this.count] = (inBatch === 0 ? 0 : this.ends[this.count - 1]!) + text.length;
    this.pending.push(text);
    this.count++;
    if (this.pending.length === BATCH) {
      this.batches.push(this.pending.join(''));
      this.pending = [];
    }
  }

  /** The text at `index`. */
  at(index: number): string {
    const batch = Math.floor(index / BATCH);
    if (batch === this.batches.length) return this.pending[index % BATCH]!;
    return this.batches[batch]!.slice(this.startOf(index), this.ends[index]);
  }

  /** How many characters the text at `index` has. */
  lengthOf(index: number): number {
    return this.ends[index]! - this.startOf(index);
  }

  /** Every text joined into one string, in order. */
  joined(): string {
    // One join of the parts, not a join plus a concatenation: the result is a single flat string
    // rather than a pair another copy would later flatten.
    const parts =
      this.pending.length === 0 ? this.batches : [...this.batches, this.pending.join('')];
    return parts.join('');
  }

  private startOf(index: number): number {
    return index % BATCH === 0 ? 0 : this.ends[index - 1]!;
  }
}
