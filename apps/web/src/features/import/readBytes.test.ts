import { Blob as NodeBlob } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import { readBytes } from './readBytes';

/** A file whose stream gives these chunks, whatever size it states. */
function streamed(chunks: Uint8Array[], size: number): Blob {
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
  return { size, stream: () => stream } as unknown as Blob;
}

describe('readBytes', () => {
  it('gives every byte of a file read in chunks, and reports reaching the end', async () => {
    const content = new Uint8Array(70_000).map((_, i) => i % 251);
    const fractions: number[] = [];
    const bytes = await readBytes(new NodeBlob([content]) as unknown as Blob, (f) =>
      fractions.push(f),
    );
    expect(bytes).toEqual(content);
    expect(fractions.at(-1)).toBe(1);
  });

  it('keeps every byte of a file that grew or shrank while it was read', async () => {
    const chunks = [new Uint8Array([1, 2, 3]), new Uint8Array([4, 5]), new Uint8Array([6])];
    expect(await readBytes(streamed(chunks, 2), () => undefined)).toEqual(
      new Uint8Array([1, 2, 3, 4, 5, 6]),
    );
    expect(await readBytes(streamed(chunks, 10), () => undefined)).toEqual(
      new Uint8Array([1, 2, 3, 4, 5, 6]),
    );
  });
});
