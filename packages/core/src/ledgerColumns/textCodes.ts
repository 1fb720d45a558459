/**
 * Each distinct string once, and a small number standing for it: a million transactions share a
 * few hundred categories, a few accounts and a few thousand dates. Codes are never reused, so a
 * code held anywhere keeps its meaning.
 */
export class TextCodes {
  private readonly values: string[] = [];
  private readonly codes = new Map<string, number>();

  /** The string's code, given one on first sight. */
  codeOf(value: string): number {
    let code = this.codes.get(value);
    if (code === undefined) {
      code = this.values.length;
      this.codes.set(value, code);
      this.values.push(value);
    }
    return code;
  }

  /** The string's code if it has been seen; -1 if not (so nothing can carry it). */
  find(value: string): number {
    return this.codes.get(value) ?? -1;
  }

  text(code: number): string {
    const value = this.values[code];
    if (value === undefined) throw new RangeError(`No text has code ${code}`);
    return value;
  }

  get size(): number {
    return this.values.length;
  }
}
