import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createHeavyWork, TOO_LARGE_TO_EXPORT, TOO_LARGE_TO_READ } from './heavyWork.js';
import type { HeavyWork } from './heavyWork.js';

let work: HeavyWork;
let dir: string;
afterEach(async () => {
  await work.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

function csvFile(rows: number): string {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cashline-work-'));
  const file = path.join(dir, 'ledger.csv');
  const lines = Array.from({ length: rows }, (_, i) => `2024-01-15,Sale ${i},${i}.25`);
  fs.writeFileSync(file, ['Date,Description,Amount', ...lines].join('\n'));
  return file;
}

const task = (filePath: string) => ({
  filePath,
  fileName: 'ledger.csv',
  today: '2024-06-30',
  mapping: undefined,
  dateFormat: undefined,
  decimalSeparator: undefined,
  existing: undefined,
  account: undefined,
  pages: { dir: path.join(os.tmpdir(), 'unused'), urlBase: '/pages' },
  pageSize: 1_000_000,
});

describe('heavy work', () => {
  it('reads an upload in a worker and answers its JSON as bytes', async () => {
    work = createHeavyWork(1);
    const outcome = await work.readUpload(task(csvFile(3)));
    if (!outcome.ok) throw new Error(outcome.message);
    const body = JSON.parse(new TextDecoder().decode(outcome.value.json));
    expect(body).toMatchObject({ success: true, transactionCount: 3, pages: [] });
    expect(outcome.value.pageCount).toBe(1);
  });

  it('refuses an export whose rendering outgrows the worker heap with 413', async () => {
    work = createHeavyWork(1, 16);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cashline-work-'));
    const body = path.join(dir, 'body.json');
    const rows = Array.from({ length: 300_000 }, (_, i) => ({ n: i, text: `row ${i}` }));
    fs.writeFileSync(body, JSON.stringify({ data: rows }));
    expect(await work.renderExport({ format: 'json', bodyPath: body })).toEqual({
      ok: false,
      status: 413,
      code: 'payload_too_large',
      message: TOO_LARGE_TO_EXPORT,
    });
  });

  it('refuses a file whose reading outgrows the worker heap with 413, and keeps working', async () => {
    // Room to start a worker under tsx on a loaded machine, far too little for 200,000 rows.
    work = createHeavyWork(1, 64);
    expect(await work.readUpload(task(csvFile(200_000)))).toEqual({
      ok: false,
      status: 413,
      code: 'payload_too_large',
      message: TOO_LARGE_TO_READ,
    });
    const body = path.join(dir, 'body.json');
    fs.writeFileSync(body, '{"data":[{"a":1}]}');
    const small = await work.renderExport({ format: 'csv', bodyPath: body });
    expect(small.ok && new TextDecoder().decode(small.value.content)).toBe('a\n1');
  });
});
