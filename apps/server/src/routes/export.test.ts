import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app.js';
import { exportFileRepository } from '../db/exportFileRepository.js';
import { openSqlDatabase } from '../db/sqlDatabase.js';
import { incomingDirOf } from '../http/bodyToFile.js';
import { createTestContext } from '../testing/testContext.js';
import type { TestContext } from '../testing/testContext.js';
import { EXPORT_NOT_FOUND_MESSAGE, NO_DATA_MESSAGE, STORAGE_FULL_MESSAGE } from './export.js';

let ctx: TestContext;
afterEach(() => ctx?.cleanup());

const rows = [
  { date: '2024-01-15', description: 'Sale, counter', amount: 1250.5, category: 'Sales' },
  { date: '2024-01-16', description: 'Rent "January"', amount: -900, category: 'Rent' },
];

const storedNames = () => exportFileRepository(ctx.sql).listNames();

describe('POST /api/export/csv', () => {
  it('writes the CSV and answers the download path, row count and file name', async () => {
    ctx = await createTestContext();
    const browser = request.agent(createApp(ctx));
    const res = await browser
      .post('/api/export/csv')
      .send({ data: rows, filename: 'transactions-2024-01-15.csv' })
      .expect(200);
    expect(res.body).toEqual({
      success: true,
      filePath: expect.stringMatching(
        /^\/api\/export\/files\/[A-Za-z0-9_-]{24}-transactions-2024-01-15\.csv$/,
      ),
      rowCount: 2,
      filename: 'transactions-2024-01-15.csv',
    });

    const file = await browser.get(res.body.filePath).expect(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toBe(
      'attachment; filename=transactions-2024-01-15.csv',
    );
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.text).toBe(
      [
        'date,description,amount,category',
        '2024-01-15,"Sale, counter",1250.5,Sales',
        '2024-01-16,"Rent ""January""",-900,Rent',
      ].join('\n'),
    );
  });

  it('neutralises cells a spreadsheet would run as formulas, and keeps negative numbers', async () => {
    ctx = await createTestContext();
    const browser = request.agent(createApp(ctx));
    const res = await browser
      .post('/api/export/csv')
      .send({
        data: [
          { cell: '=HYPERLINK("http://evil.example","click")', amount: -45 },
          { cell: '+1+2', amount: '-45.00' },
          { cell: '-2+3', amount: 0 },
          { cell: '@SUM(A1:A2)', amount: 1 },
          { cell: '\tcmd', amount: 2 },
          { cell: '\rcmd', amount: 3 },
        ],
        filename: 'formulas',
      })
      .expect(200);
    const file = await browser.get(res.body.filePath).expect(200);
    expect(file.text.split('\n')).toEqual([
      'cell,amount',
      `"'=HYPERLINK(""http://evil.example"",""click"")",-45`,
      "'+1+2,-45.00",
      "'-2+3,0",
      "'@SUM(A1:A2),1",
      "'\tcmd,2",
      `"'\rcmd",3`,
    ]);
  });

  it('writes the transactions export as app.md section 9 says: the description always quoted', async () => {
    ctx = await createTestContext();
    const browser = request.agent(createApp(ctx));
    // The rows exactly as the web app's header Export sends them.
    const res = await browser
      .post('/api/export/csv')
      .send({
        data: [
          {
            Date: '2024-03-02',
            Description: 'Sale',
            Amount: 99.95,
            Category: 'Sales',
            Balance: 8599.95,
          },
          {
            Date: '2024-03-01',
            Description: 'Rent, March',
            Amount: -1500,
            Category: 'Rent',
            Balance: '',
          },
          { Date: '2024-03-01', Description: '', Amount: -2.5, Category: 'Fees', Balance: 0 },
          {
            Date: '2024-02-29',
            Description: '=HYPERLINK("http://evil")',
            Amount: -1,
            Category: '+x',
            Balance: '',
          },
          { Date: '2024-02-28', Description: '-45.00', Amount: 45, Category: '@cmd', Balance: '' },
        ],
        filename: 'transactions-2024-03-02.csv',
      })
      .expect(200);
    const file = await browser.get(res.body.filePath).expect(200);
    expect(file.text.split('\n')).toEqual([
      'Date,Description,Amount,Category,Balance',
      '2024-03-02,"Sale",99.95,Sales,8599.95',
      '2024-03-01,"Rent, March",-1500.00,Rent,',
      '2024-03-01,"",-2.50,Fees,0.00',
      `2024-02-29,"'=HYPERLINK(""http://evil"")",-1.00,'+x,`,
      `2024-02-28,"-45.00",45.00,'@cmd,`,
    ]);
  });

  it('writes the Account column a ledger of several accounts adds, with the same rule', async () => {
    ctx = await createTestContext();
    const browser = request.agent(createApp(ctx));
    const row = { Date: '2024-03-02', Description: 'Sale', Amount: 99.95, Category: 'Sales' };
    const res = await browser
      .post('/api/export/csv')
      .send({
        data: [
          { ...row, Balance: '', Account: 'Chase Checking' },
          { ...row, Balance: 10, Account: 'Amex, 1004' },
        ],
        filename: 'transactions-2024-03-02.csv',
      })
      .expect(200);
    const file = await browser.get(res.body.filePath).expect(200);
    expect(file.text.split('\n')).toEqual([
      'Date,Description,Amount,Category,Balance,Account',
      '2024-03-02,"Sale",99.95,Sales,,Chase Checking',
      '2024-03-02,"Sale",99.95,Sales,10.00,"Amex, 1004"',
    ]);
  });

  it('answers 400 "No data to export" for an empty list and writes nothing', async () => {
    ctx = await createTestContext();
    const res = await request(createApp(ctx))
      .post('/api/export/csv')
      .send({ data: [], filename: 'x.csv' })
      .expect(400);
    expect(res.body).toEqual({ success: false, error: 'no_data', message: NO_DATA_MESSAGE });
    expect(await storedNames()).toEqual(new Set());
  });

  it.each([
    ['no data', { filename: 'x.csv' }, 'data'],
    ['data that is not a list', { data: 'a,b\n1,2' }, 'data must be a list of rows'],
    ['rows that are not objects', { data: [1, 2] }, 'data.0'],
    ['nested values', { data: [{ a: { b: 1 } }] }, 'data.0.a'],
    ['a filename that is not text', { data: rows, filename: 42 }, 'filename must be text.'],
    ['a very long filename', { data: rows, filename: 'a'.repeat(256) }, 'at most 255'],
  ])('rejects %s with 400', async (_label, body, text) => {
    ctx = await createTestContext();
    const res = await request(createApp(ctx)).post('/api/export/csv').send(body).expect(400);
    expect(res.body).toEqual({
      success: false,
      error: 'validation_failed',
      message: expect.stringContaining(text),
    });
  });

  it('rejects a body over EXPORT_BODY_LIMIT with 413', async () => {
    ctx = await createTestContext({ EXPORT_BODY_LIMIT: '1kb' });
    const big = Array.from({ length: 50 }, (_, i) => ({ description: `row ${i}`, amount: i }));
    const res = await request(createApp(ctx))
      .post('/api/export/csv')
      .send({ data: big })
      .expect(413);
    expect(res.body).toMatchObject({ success: false, error: 'payload_too_large' });
  });

  it('accepts 200,000 transactions under the default limit', async () => {
    ctx = await createTestContext();
    const row = {
      id: 'imported-bank-statement-2024-row-199999',
      date: '2024-12-31',
      description: 'POS purchase RESTAURANT DEPOT #1234 VIRGINIA BEACH',
      amount: -1234.56,
      type: 'outflow',
      category: 'Food Supplies',
      balance: 123456.78,
    };
    // {"data":[row,row,...]}: each row plus its comma, and the wrapper.
    const bytes = 200_000 * (Buffer.byteLength(JSON.stringify(row)) + 1) + '{"data":[]}'.length;
    const limitBytes = Number.parseInt(ctx.config.exportBodyLimit, 10) * 1024 * 1024;
    expect(ctx.config.exportBodyLimit).toMatch(/mb$/);
    expect(bytes).toBeLessThan(limitBytes);
  });

  it('answers 503 once live exports would exceed EXPORT_STORAGE_LIMIT_MB', async () => {
    // A fixed clock: the wait is the first export's expiry minus now, to the second.
    const now = new Date('2026-11-24T12:00:00.000Z');
    ctx = await createTestContext({ EXPORT_STORAGE_LIMIT_MB: '1' }, { now: () => now });
    const app = createApp(ctx);
    const data = Array.from({ length: 6000 }, (_, i) => ({ n: i, text: 'x'.repeat(100) }));
    await request(app).post('/api/export/csv').send({ data }).expect(200);
    const res = await request(app).post('/api/export/csv').send({ data }).expect(503);
    expect(res.body).toEqual({
      success: false,
      error: 'storage_full',
      message: STORAGE_FULL_MESSAGE,
    });
    expect(res.headers['retry-after']).toBe(String(24 * 3600));
    expect(await storedNames()).toHaveProperty('size', 1);
  });

  it('writes at most the storage limit when 20 exports race for it; the rest answer 503', async () => {
    // All 20 come from one address: its share of exports at once must not be what refuses them.
    ctx = await createTestContext({
      EXPORT_STORAGE_LIMIT_MB: '1',
      TRANSFERS_PER_ADDRESS_MAX: '20',
    });
    const app = createApp(ctx);
    // About 400 KB of CSV each: two fit in 1 MB, a third does not.
    const data = Array.from({ length: 4000 }, (_, i) => ({ n: i, text: 'x'.repeat(95) }));
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => request(app).post('/api/export/csv').send({ data })),
    );
    const accepted = answers.filter((res) => res.status === 200);
    const refused = answers.filter((res) => res.status === 503);
    expect(accepted).toHaveLength(2);
    expect(refused).toHaveLength(18);
    for (const res of refused) {
      expect(res.body.error).toBe('storage_full');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    const stored = await exportFileRepository(ctx.sql).totalBytes();
    expect(stored).toBeLessThanOrEqual(1024 * 1024);
    expect(stored).toBeGreaterThan(700 * 1024);
  });

  it('limits each client to EXPORT_RATE_LIMIT_MAX exports per window, both formats together', async () => {
    ctx = await createTestContext({ EXPORT_RATE_LIMIT_MAX: '2' });
    const app = createApp(ctx);
    await request(app).post('/api/export/csv').send({ data: rows }).expect(200);
    await request(app).post('/api/export/json').send({ data: rows }).expect(200);
    const res = await request(app).post('/api/export/csv').send({ data: rows }).expect(429);
    expect(res.body).toMatchObject({ success: false, error: 'rate_limited' });
  });
});

describe('POST /api/export/json', () => {
  it('writes the rows as JSON and serves them as an attachment', async () => {
    ctx = await createTestContext();
    const browser = request.agent(createApp(ctx));
    const res = await browser
      .post('/api/export/json')
      .send({ data: rows, filename: 'transformed_transactions_2024-01-15.json' })
      .expect(200);
    expect(res.body).toMatchObject({
      success: true,
      rowCount: 2,
      filename: 'transformed_transactions_2024-01-15.json',
    });
    const file = await browser.get(res.body.filePath).expect(200);
    expect(file.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(file.headers['content-disposition']).toBe(
      'attachment; filename=transformed_transactions_2024-01-15.json',
    );
    expect(JSON.parse(file.text)).toEqual(rows);
  });

  it('names the file "export.json" when no filename is given', async () => {
    ctx = await createTestContext();
    const res = await request(createApp(ctx))
      .post('/api/export/json')
      .send({ data: rows })
      .expect(200);
    expect(res.body.filename).toBe('export.json');
  });
});

describe('path traversal', () => {
  it.each([
    '../../../../tmp/pwned.csv',
    '..\\..\\..\\pwned.csv',
    '/etc/cron.d/pwned',
    '....//....//pwned',
    '../cashline.sqlite',
    '../session-secret',
  ])('writes no file anywhere for filename %j: the export is in the database', async (filename) => {
    ctx = await createTestContext();
    const before = fs.readdirSync(ctx.config.dataDir).sort();
    const browser = request.agent(createApp(ctx));
    const res = await browser.post('/api/export/csv').send({ data: rows, filename }).expect(200);
    expect(res.body.filename).toMatch(/^[A-Za-z0-9_-][A-Za-z0-9._-]*\.csv$/);
    expect(res.body.filename).not.toContain('..');
    const incoming = incomingDirOf(ctx.config.dataDir);
    expect(fs.readdirSync(ctx.config.dataDir).sort()).toEqual(
      [...before, path.basename(incoming)].sort(),
    );
    await vi.waitFor(() => expect(fs.readdirSync(incoming)).toEqual([]));
    const written = [...(await storedNames())];
    expect(written).toHaveLength(1);
    expect(`/api/export/files/${written[0]}`).toBe(res.body.filePath);
    // The database and the secret are untouched and still what they were.
    await browser.get('/api/health').expect(200);
  });

  it.each([
    '/api/export/files/..%2F..%2Fsession-secret',
    '/api/export/files/..%2Fcashline.sqlite',
    '/api/export/files/%2Fetc%2Fpasswd',
    '/api/export/files/.',
  ])('answers 404 for the download path %s', async (url) => {
    ctx = await createTestContext();
    const res = await request(createApp(ctx)).get(url).expect(404);
    expect(res.body).toMatchObject({ success: false, error: 'not_found' });
    expect(res.text).not.toContain(ctx.sessionSecret);
  });
});

describe('GET /api/export/files/:name', () => {
  it('serves a file only to the session that created it', async () => {
    ctx = await createTestContext();
    const app = createApp(ctx);
    const owner = request.agent(app);
    const res = await owner.post('/api/export/csv').send({ data: rows }).expect(200);

    const stranger = request.agent(app);
    await stranger.get('/api/health').expect(200);
    const denied = await stranger.get(res.body.filePath).expect(404);
    expect(denied.body).toEqual({
      success: false,
      error: 'not_found',
      message: EXPORT_NOT_FOUND_MESSAGE,
    });
    await request(app).get(res.body.filePath).expect(404);
    await owner.get(res.body.filePath).expect(200);
  });

  it('stops serving a file after EXPORT_TTL_HOURS', async () => {
    let clock = new Date('2026-03-01T10:00:00.000Z');
    ctx = await createTestContext({ EXPORT_TTL_HOURS: '24' }, { now: () => clock });
    const browser = request.agent(createApp(ctx));
    const res = await browser.post('/api/export/csv').send({ data: rows }).expect(200);
    clock = new Date('2026-03-02T09:59:59.999Z');
    await browser.get(res.body.filePath).expect(200);
    clock = new Date('2026-03-02T10:00:00.000Z');
    await browser.get(res.body.filePath).expect(404);
  });

  it('answers 404 once the export is gone from the database', async () => {
    ctx = await createTestContext();
    const browser = request.agent(createApp(ctx));
    const res = await browser.post('/api/export/csv').send({ data: rows }).expect(200);
    for (const name of await storedNames()) await exportFileRepository(ctx.sql).remove(name);
    const gone = await browser.get(res.body.filePath).expect(404);
    expect(gone.body.message).toBe(EXPORT_NOT_FOUND_MESSAGE);
  });

  it('serves an export made through one replica from another with its own data directory', async () => {
    ctx = await createTestContext();
    const otherDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cashline-replica-'));
    const database = await openSqlDatabase({
      dataDir: ctx.config.dataDir,
      databaseUrl: ctx.sql.databaseUrl,
    });
    try {
      const replica = createApp({
        ...ctx,
        sql: database,
        config: { ...ctx.config, dataDir: otherDir },
      });
      const res = await request(createApp(ctx))
        .post('/api/export/csv')
        .send({ data: rows, filename: 'shared.csv' })
        .expect(200);
      const cookie = String(res.headers['set-cookie']).split(';')[0] ?? '';
      const file = await request(replica).get(res.body.filePath).set('Cookie', cookie).expect(200);
      expect(file.headers['content-disposition']).toBe('attachment; filename=shared.csv');
      expect(file.text.split('\n')[0]).toBe('date,description,amount,category');
      await request(replica).get(res.body.filePath).expect(404);
      expect(fs.readdirSync(otherDir)).toEqual([]);
    } finally {
      await database.close();
      fs.rmSync(otherDir, { recursive: true, force: true });
    }
  });
});
