import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app.js';
import { createTestContext } from '../testing/testContext.js';
import type { TestContext } from '../testing/testContext.js';
import { incomingDirOf } from '../http/bodyToFile.js';
import { UPLOADS_DIR } from '../uploads/uploadPages.js';
import { PAGE_NOT_FOUND_MESSAGE } from './upload.js';

let ctx: TestContext;
afterEach(() => ctx?.cleanup());

let clock = new Date('2024-06-30T12:00:00Z');
async function app() {
  clock = new Date('2024-06-30T12:00:00Z');
  ctx = await createTestContext({}, { now: () => clock });
  return createApp(ctx);
}

const ROWS = 12_001;
const ledger = [
  'Date,Description,Amount',
  ...Array.from(
    { length: ROWS },
    (_, i) => `2024-01-${String((i % 28) + 1).padStart(2, '0')},Sale ${i},${i + 1}.25`,
  ),
].join('\n');
const uploadsDir = () => path.join(ctx.config.dataDir, UPLOADS_DIR);
/** Every file (not directory) in the pages' and the incoming files' directories. */
const filesUnderUploads = (): string[] =>
  [uploadsDir(), incomingDirOf(ctx.config.dataDir)].flatMap((dir) =>
    fs.existsSync(dir)
      ? fs
          .readdirSync(dir, { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => entry.name)
      : [],
  );

type Transaction = { id: string; description: string };

describe('large upload answers', () => {
  it('hold page 1 and the counts, and list pages that the same session can fetch', async () => {
    const browser = request.agent(await app());
    const res = await browser
      .post('/api/upload')
      .attach('file', Buffer.from(ledger), 'big.csv')
      .expect(200);
    expect(res.body).toMatchObject({
      transactionCount: ROWS,
      duplicateCount: 0,
      pageSize: 5000,
      rowCount: ROWS,
    });
    expect(res.body.transactions).toHaveLength(5000);
    expect(res.body.pages).toEqual([
      expect.stringMatching(/^\/api\/upload\/pages\/[A-Za-z0-9_-]{24}\/2$/),
      expect.stringMatching(/^\/api\/upload\/pages\/[A-Za-z0-9_-]{24}\/3$/),
    ]);

    const second = await browser.get(res.body.pages[0]).expect(200);
    const third = await browser.get(res.body.pages[1]).expect(200);
    expect(second.body).toMatchObject({ success: true, page: 2, issues: [], duplicates: [] });
    expect(third.body.transactions).toHaveLength(2001);
    const all: Transaction[] = [
      ...res.body.transactions,
      ...second.body.transactions,
      ...third.body.transactions,
    ];
    expect(all.map((t) => t.description)).toEqual(
      Array.from({ length: ROWS }, (_, i) => `Sale ${i}`),
    );
  });

  it('serve pages to no other session, no page beyond the last, and none after 30 minutes', async () => {
    const server = await app();
    const browser = request.agent(server);
    const res = await browser.post('/api/upload').attach('file', Buffer.from(ledger), 'big.csv');
    const [second] = res.body.pages as string[];
    const other = await request(server).get(second!).expect(404);
    expect(other.body).toEqual({
      success: false,
      error: 'not_found',
      message: PAGE_NOT_FOUND_MESSAGE,
    });
    await browser.get(second!.replace(/2$/, '4')).expect(404);
    await browser.get('/api/upload/pages/..%2F..%2Fcashline.sqlite/2').expect(404);

    clock = new Date(clock.getTime() + 30 * 60 * 1000);
    await browser.get(second!).expect(404);
    await vi.waitFor(() => expect(filesUnderUploads()).toEqual([]));
  });

  it('of a small file have no further pages and write nothing to disk', async () => {
    const res = await request(await app())
      .post('/api/upload')
      .attach('file', Buffer.from('Date,Description,Amount\n2024-01-15,Coffee,-4.50\n'), 'a.csv')
      .expect(200);
    expect(res.body).toMatchObject({ transactionCount: 1, pages: [] });
    await vi.waitFor(() => expect(filesUnderUploads()).toEqual([]));
  });

  it('leave no uploaded file behind, whether it was read or refused', async () => {
    const server = await app();
    const csv = Buffer.from('Date,Description,Amount\n2024-01-15,Coffee,-4.50\n');
    await request(server).post('/api/upload').attach('file', csv, 'a.csv').expect(200);
    await request(server)
      .post('/api/upload')
      .field('dateFormat', 'someday')
      .attach('file', csv, 'a.csv')
      .expect(400);
    await request(server)
      .post('/api/upload')
      .attach('file', Buffer.from('Date,Amount\n'), 'empty.csv')
      .expect(400);
    await vi.waitFor(() => expect(filesUnderUploads()).toEqual([]));
  });

  it('from a previous run are deleted when the server starts', async () => {
    await app();
    fs.mkdirSync(path.join(uploadsDir(), 'left-over'), { recursive: true });
    fs.writeFileSync(path.join(uploadsDir(), 'left-over', '2.json'), '{}');
    createApp(ctx);
    expect(fs.existsSync(uploadsDir())).toBe(false);
  });
});
