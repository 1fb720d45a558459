import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { exportRows, storedExportNames } from '../testing/exportRows.js';
import { createTestContext } from '../testing/testContext.js';
import type { TestContext } from '../testing/testContext.js';
import { NO_DATA_MESSAGE } from './export.js';

let ctx: TestContext;
afterEach(() => ctx?.cleanup());

describe('POST /api/export/csv: the request it refuses', () => {
  it('answers 400 "No data to export" for an empty list and writes nothing', async () => {
    ctx = await createTestContext();
    const res = await request(createApp(ctx))
      .post('/api/export/csv')
      .send({ data: [], filename: 'x.csv' })
      .expect(400);
    expect(res.body).toEqual({ success: false, error: 'no_data', message: NO_DATA_MESSAGE });
    expect(await storedExportNames(ctx)).toEqual(new Set());
  });

  it.each([
    ['no data', { filename: 'x.csv' }, 'data'],
    ['data that is not a list', { data: 'a,b\n1,2' }, 'data must be a list of rows'],
    ['rows that are not objects', { data: [1, 2] }, 'data.0'],
    ['nested values', { data: [{ a: { b: 1 } }] }, 'data.0.a'],
    ['a filename that is not text', { data: exportRows, filename: 42 }, 'filename must be text.'],
    ['a very long filename', { data: exportRows, filename: 'a'.repeat(256) }, 'at most 255'],
  ])('rejects %s with 400', async (_label, body, text) => {
    ctx = await createTestContext();
    const res = await request(createApp(ctx)).post('/api/export/csv').send(body).expect(400);
    expect(res.body).toEqual({
      success: false,
      error: 'validation_failed',
      message: expect.stringContaining(text),
    });
  });
});
