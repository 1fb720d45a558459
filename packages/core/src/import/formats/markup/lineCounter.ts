/**
 * 1-based line numbers of offsets in a text, counted once: offsets asked for in increasing order
 * cost one pass over the text in all. An earlier offset is counted again from the start.
 */
export class LineCounter {
  private offset = 0;
  private line = 1;

  constructor(private readonly text: string) {}

  at(offset: number): number {
    if (offset < this.offset) {
      this.offset = 0;
      this.line = 1;
    }
    for (;;) {
      const newline = this.text.indexOf('\n', this.offset);
      if (newline === -1 || newline >= offset) break;
      this.line++;
      this.offset = newline + 1;
    }
    return this.line;
  }
}
