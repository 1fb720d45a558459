import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createUploadPages } from './uploadPages.js';

let dataDir: string;
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function pagesWithLimit(storageLimitBytes: number) {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cashline-pages-'));
  return createUploadPages({ dataDir, now: () => new Date(), storageLimitBytes });
}

/** Writes page 2 of a new upload as the worker would, `bytes` long. */
function written(pages: ReturnType<typeof pagesWithLimit>, bytes: number) {
  const target = pages.target();
  fs.mkdirSync(target.dir, { recursive: true });
  fs.writeFileSync(path.join(target.dir, '2.json'), 'x'.repeat(bytes));
  return target;
}

describe('upload pages', () => {
  it('drop the oldest uploads first when all pages would pass the storage limit', async () => {
    const pages = pagesWithLimit(1000);
    const first = written(pages, 400);
    pages.register(first.id, 's', 2, 400);
    const second = written(pages, 400);
    pages.register(second.id, 's', 2, 400);
    expect(pages.find(first.id, 2, 's')).toBeDefined();

    const third = written(pages, 400);
    pages.register(third.id, 's', 2, 400);
    expect(pages.find(first.id, 2, 's')).toBeUndefined();
    expect(pages.find(second.id, 2, 's')).toBeDefined();
    expect(pages.find(third.id, 2, 's')).toBeDefined();
    await vi.waitFor(() => expect(fs.existsSync(first.dir)).toBe(false));
    expect(fs.existsSync(second.dir)).toBe(true);
  });

  it('keep the newest upload even when it alone is over the limit', () => {
    const pages = pagesWithLimit(100);
    const old = written(pages, 50);
    pages.register(old.id, 's', 2, 50);
    const big = written(pages, 500);
    pages.register(big.id, 's', 2, 500);
    expect(pages.find(old.id, 2, 's')).toBeUndefined();
    expect(pages.find(big.id, 2, 's')).toBe(path.join(big.dir, '2.json'));
  });
});
