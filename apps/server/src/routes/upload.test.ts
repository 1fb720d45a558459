import fs from 'node:fs';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { createTestContext } from '../testing/testContext.js';
import type { TestContext } from '../testing/testContext.js';

let ctx: TestContext;
afterEach(() => ctx?.cleanup());

async function app(env: Record<string, string> = {}) {
  ctx = await createTestContext(env, { now: () => new Date('2024-06-30T12:00:00Z') });
  return createApp(ctx);
}

const fixture = (name: string): Buffer =>
  fs.readFileSync(new URL(`../../../../packages/core/test/fixtures/${name}`, import.meta.url));

const ledger =
  'Date,Description,Amount,Balance\n01/15/2024,Coffee,-4.50,95.50\n01/16/2024,Square sale,120.00,215.50\n';

describe('POST /api/upload', () => {
  it('reads a CSV file into transactions and says how it was read', async () => {
    const res = await request(await app())
      .post('/api/upload')
      .attach('file', Buffer.from(ledger), {
        filename: 'January 2024.csv',
        contentType: 'text/csv',
      })
      .expect(200);
    expect(res.body).toMatchObject({
      success: true,
      fileName: 'January 2024.csv',
      encoding: 'utf-8',
      mapping: { date: 'Date', description: 'Description', amount: 'Amount', balance: 'Balance' },
      dateFormat: 'MM/DD/YYYY',
      issues: [],
      duplicates: [],
      rowCount: 2,
    });
    expect(res.body.transactions).toEqual([
      {
        id: 'imported-January-2024-row-2',
        date: '2024-01-15',
        description: 'Coffee',
        amount: -4.5,
        type: 'outflow',
        category: 'Other',
        categorySource: 'heuristic',
        balance: 95.5,
      },
      {
        id: 'imported-January-2024-row-3',
        date: '2024-01-16',
        description: 'Square sale',
        amount: 120,
        type: 'inflow',
        category: 'Sales',
        categorySource: 'heuristic',
        balance: 215.5,
      },
    ]);
  });

  it('decodes a Windows-1252 export and reports its title block', async () => {
    const res = await request(await app())
      .post('/api/upload')
      .attach('file', fixture('uk-nationwide-windows1252.csv'), {
        filename: 'statement.csv',
        contentType: 'application/vnd.ms-excel',
      })
      .expect(200);
    expect(res.body.encoding).toBe('windows-1252');
    expect(res.body.transactions[0].description).toBe('Café Nero Supplies');
    expect(res.body.issues.map((issue: { row: number }) => issue.row)).toEqual([1, 2, 3]);
  });

  it('answers a Central European export with the code page it was read in', async () => {
    const res = await request(await app())
      .post('/api/upload')
      .attach('file', fixture('cz-fio-windows1250.csv'), {
        filename: 'pohyby.csv',
        contentType: 'text/csv',
      })
      .expect(200);
    expect(res.body.encoding).toBe('windows-1250');
    expect(res.body.transactions.length).toBeGreaterThan(0);
  });

  it("applies the user's date format, and uses their today for unreadable dates", async () => {
    const res = await request(await app())
      .post('/api/upload')
      .field('dateFormat', 'DD/MM/YYYY')
      .field('today', '2024-07-01')
      .attach('file', Buffer.from('Date,Amount\n01/02/2024,-5\nsoon,-6\n'), 'a.csv')
      .expect(200);
    expect(res.body.transactions.map((t: { date: string }) => t.date)).toEqual([
      '2024-02-01',
      '2024-07-01',
    ]);
  });

  it('applies a column mapping sent as JSON', async () => {
    const res = await request(await app())
      .post('/api/upload')
      .field('mapping', JSON.stringify({ description: 'Payee' }))
      .attach(
        'file',
        Buffer.from('Date,Payee,Memo,Amount\n2024-01-02,Acme,Invoice 7,-10\n'),
        'a.csv',
      )
      .expect(200);
    expect(res.body.transactions[0].description).toBe('Acme');
  });

  it('leaves a field unmapped when the mapping sends null for it', async () => {
    const res = await request(await app())
      .post('/api/upload')
      .field('mapping', JSON.stringify({ category: null }))
      .attach(
        'file',
        Buffer.from('Date,Description,Category,Amount\n2024-01-02,Office rent,REF-7,-10\n'),
        'a.csv',
      )
      .expect(200);
    expect(res.body.mapping.category).toBeUndefined();
    expect(res.body.transactions[0].category).toBe('Rent');
  });

  it('leaves out rows already stored, sent as existing, and lists them as duplicates', async () => {
    const stored = {
      id: 'manual-1',
      date: '2024-01-15',
      description: '  COFFEE ',
      amount: -4.5,
      type: 'outflow',
      category: 'Food',
    };
    const res = await request(await app())
      .post('/api/upload')
      .field('existing', JSON.stringify([stored]))
      .attach('file', Buffer.from(ledger), 'January.csv')
      .expect(200);
    expect(res.body.transactions.map((t: { id: string }) => t.id)).toEqual([
      'imported-January-row-3',
    ]);
    expect(res.body.duplicates).toEqual([
      {
        row: 2,
        existingId: 'manual-1',
        transaction: {
          id: 'imported-January-row-2',
          date: '2024-01-15',
          description: 'Coffee',
          amount: -4.5,
          type: 'outflow',
          category: 'Other',
          categorySource: 'heuristic',
          balance: 95.5,
        },
      },
    ]);
  });

  it('refuses existing transactions that are not JSON, or not transactions', async () => {
    const notJson = await request(await app())
      .post('/api/upload')
      .field('existing', '[{"id": "manual-1",')
      .attach('file', Buffer.from(ledger), 'a.csv')
      .expect(400);
    expect(notJson.body).toEqual({
      success: false,
      error: 'validation_failed',
      message: 'existing: expected a JSON array of transactions (not valid JSON)',
    });
    const notTransactions = await request(await app())
      .post('/api/upload')
      .field('existing', JSON.stringify([{ id: 'manual-1', date: '15/01/2024' }]))
      .attach('file', Buffer.from(ledger), 'a.csv')
      .expect(400);
    expect(notTransactions.body.error).toBe('validation_failed');
    expect(notTransactions.body.message).toContain('existing.0.date');
  });

  it('refuses existing transactions over the 10 MB field limit with 413', async () => {
    const res = await request(await app())
      .post('/api/upload')
      .field('existing', `[${' '.repeat(10 * 1024 * 1024)}]`)
      .attach('file', Buffer.from(ledger), 'a.csv')
      .expect(413);
    expect(res.body).toEqual({
      success: false,
      error: 'payload_too_large',
      message: "The form field 'existing' is larger than the 10 MB limit.",
    });
  });

  it('refuses options that are not valid', async () => {
    const res = await request(await app())
      .post('/api/upload')
      .field('dateFormat', 'YYYY/DD/MM')
      .attach('file', Buffer.from(ledger), 'a.csv')
      .expect(400);
    expect(res.body).toMatchObject({ success: false, error: 'validation_failed' });
  });

  it('refuses a file that is not one of the formats import reads', async () => {
    const res = await request(await app())
      .post('/api/upload')
      .attach('file', Buffer.from('\x89PNG\r\n\x1a\n'), {
        filename: 'photo.png',
        contentType: 'image/png',
      })
      .expect(400);
    expect(res.body).toEqual({
      success: false,
      error: 'unsupported_file',
      message:
        'Only .csv, .ofx, .qfx, .qif, .xml (camt), .sta, .mt940, .txt and .xlsx files are supported.',
    });
  });

  it('refuses an empty file with the spec message', async () => {
    const res = await request(await app())
      .post('/api/upload')
      .attach('file', Buffer.alloc(0), { filename: 'empty.csv', contentType: 'text/csv' })
      .expect(400);
    expect(res.body).toEqual({
      success: false,
      error: 'invalid_csv',
      message: 'CSV file must contain at least a header row and one data row',
    });
  });

  it('refuses a CSV without transactions with the spec message', async () => {
    const res = await request(await app())
      .post('/api/upload')
      .attach('file', Buffer.from('Name,Email\nAda,ada@example.com\n'), 'contacts.csv')
      .expect(400);
    expect(res.body.message).toBe('No valid transactions found in the CSV file');
  });

  it('refuses binary garbage named .csv', async () => {
    let seed = 7;
    const garbage = Buffer.from(
      Array.from({ length: 4096 }, () => {
        seed = (seed * 1103515245 + 12345) % 2147483648;
        return seed % 256;
      }),
    );
    const res = await request(await app())
      .post('/api/upload')
      .attach('file', garbage, { filename: 'data.csv', contentType: 'text/csv' })
      .expect(400);
    expect(res.body).toEqual({
      success: false,
      error: 'not_text',
      message: 'The file is not a text CSV file.',
    });
  });

  it('refuses a file over UPLOAD_MAX_BYTES with 413', async () => {
    const big = Buffer.from(`Date,Amount\n${'2024-01-02,-1.00\n'.repeat(200)}`);
    const res = await request(await app({ UPLOAD_MAX_BYTES: '1024' }))
      .post('/api/upload')
      .attach('file', big, 'big.csv')
      .expect(413);
    expect(res.body).toEqual({
      success: false,
      error: 'payload_too_large',
      message: 'The file is larger than the 1 KB upload limit.',
    });
  });

  it('asks for a file when none is sent', async () => {
    const res = await request(await app())
      .post('/api/upload')
      .field('today', '2024-01-01')
      .expect(400);
    expect(res.body.error).toBe('no_file');
    await request(await app())
      .post('/api/upload')
      .send({ file: 'x' })
      .expect(400);
  });

  it('takes one file, in the field named file', async () => {
    const wrongField = await request(await app())
      .post('/api/upload')
      .attach('upload', Buffer.from(ledger), 'a.csv')
      .expect(400);
    expect(wrongField.body.message).toBe("Send exactly one file, in the form field 'file'.");
    await request(await app())
      .post('/api/upload')
      .attach('file', Buffer.from(ledger), 'a.csv')
      .attach('file', Buffer.from(ledger), 'b.csv')
      .expect(400);
  });

  it('answers 400, not 500, to a broken multipart body', async () => {
    const res = await request(await app())
      .post('/api/upload')
      .set('Content-Type', 'multipart/form-data; boundary=xyz')
      .send(
        '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nDate,Amount\n',
      )
      .expect(400);
    expect(res.body.error).toBe('bad_upload');
  });
});
