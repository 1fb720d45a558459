import fs from 'node:fs';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { createTestContext } from '../testing/testContext.js';
import type { TestContext } from '../testing/testContext.js';
import type { UploadBody } from './upload.js';

let ctx: TestContext;
afterEach(() => ctx?.cleanup());

async function app() {
  ctx = await createTestContext({}, { now: () => new Date('2024-12-31T12:00:00Z') });
  return createApp(ctx);
}

const statement = (name: string): Buffer =>
  fs.readFileSync(
    new URL(`../../../../packages/core/test/fixtures/statements/${name}`, import.meta.url),
  );

async function upload(name: string, fields: Record<string, string> = {}, status = 200) {
  const req = request(await app()).post('/api/upload');
  for (const [key, value] of Object.entries(fields)) void req.field(key, value);
  const res = await req.attach('file', statement(name), name).expect(status);
  return res.body as UploadBody & { message?: string; error?: string };
}

function cents(body: UploadBody): number {
  return body.transactions.reduce((sum, t) => sum + Math.round(t.amount * 100), 0);
}

describe('POST /api/upload with statement files', () => {
  it('reads an OFX 1.x statement with its FITIDs and ledger balance', async () => {
    const body = await upload('ofx-sgml-checking-1252.ofx');
    expect(body).toMatchObject({ format: 'ofx', encoding: 'windows-1252', transactionCount: 5 });
    expect(cents(body)).toBe(-475 + 250000 - 120000 - 50000 - 1500);
    expect(body.transactions[0]).toMatchObject({
      date: '2024-01-02',
      description: 'Café Müller - POS PURCHASE',
      bankId: 'ofx:000123456789:202401020',
    });
    expect(body.statement?.balances.closing).toEqual({ date: '2024-01-31', cents: 1248022 });
  });

  it('reads an OFX saved as .txt, and the account chosen of a file with several', async () => {
    expect((await upload('ofx-saved-as.txt')).transactionCount).toBe(3);
    const card = await upload('ofx-multiple-accounts.ofx', { account: '2' });
    expect(card.statement?.account).toBe(2);
    expect(card.statement?.accounts).toHaveLength(3);
    expect(card.transactions.map((t) => t.amount)).toEqual([-89.99, -520.41, 610.4, 25]);
  });

  it('reads a camt.053 with a batch and says its entries add up', async () => {
    const body = await upload('camt053-v02-batch-reversal.xml');
    expect(body).toMatchObject({ format: 'camt', transactionCount: 7, rowCount: 7 });
    expect(cents(body)).toBe(-286250);
    expect(body.transactions.map((t) => t.date)).toEqual([
      '2024-03-04',
      '2024-03-05',
      '2024-03-06',
      '2024-03-15',
      '2024-03-15',
      '2024-03-15',
      '2024-03-29',
    ]);
    expect(body.statement?.balances).toMatchObject({ addsUp: true, differenceCents: 0 });
  });

  it('finds the entries of an overlapping camt statement already imported, by bank id', async () => {
    const first = await upload('camt053-v02-batch-reversal.xml');
    const existing = first.transactions.slice(0, 4).map((t) => ({ ...t, description: 'renamed' }));
    const again = await upload('camt053-v02-batch-reversal.xml', {
      existing: JSON.stringify(existing),
    });
    expect(again.duplicateCount).toBe(4);
    expect(again.transactionCount).toBe(3);
    expect(again.duplicates.map((d) => d.existingId)).toEqual(existing.map((t) => t.id));
  });

  it('reads a QIF register and an MT940 statement', async () => {
    const qif = await upload('qif-bank-quicken.qif');
    expect(qif).toMatchObject({ format: 'qif', transactionCount: 5 });
    expect(cents(qif)).toBe(-125000 + 421055 - 38940 - 200000 - 999);
    const mt940 = await upload('mt940-sparkasse-latin1.sta');
    expect(mt940).toMatchObject({ format: 'mt940', transactionCount: 4 });
    expect(cents(mt940)).toBe(-315240);
    expect(mt940.statement?.balances.closing).toEqual({ date: '2024-03-31', cents: 934760 });
  });

  it('reads the first sheet with transactions of an XLSX workbook', async () => {
    const bank = await upload('xlsx-bank-export.xlsx');
    expect(bank).toMatchObject({
      format: 'xlsx',
      encoding: null,
      transactionCount: 4,
      headerRow: 4,
    });
    expect(bank.transactions.map((t) => [t.date, t.amount, t.balance])).toEqual([
      ['2024-01-02', -842.17, 11157.83],
      ['2024-01-05', 2500, 13657.83],
      ['2024-01-15', -3100.5, 10557.33],
      ['2024-01-31', -15, 10542.33],
    ]);
    // The second sheet: the first holds notes. The opening balance row moves no money.
    const ledger = await upload('xlsx-accountant-formulas.xlsx');
    expect(ledger.transactions.map((t) => [t.date, t.description, t.amount, t.balance])).toEqual([
      ['2024-03-04', 'Müller Gastronomie GmbH', 1500, 6500],
      ['2024-03-05', 'Stadtwerke München', -289.9, 6210.1],
      ['2024-03-15', 'Gehälter März', -4350, 1860.1],
    ]);
    const typed = await upload('xlsx-text-dates.xlsx');
    expect(typed.transactions.map((t) => [t.date, t.amount])).toEqual([
      ['2024-01-15', -1200],
      ['2024-01-20', -12.4],
      ['2024-01-31', 8450.75],
    ]);
  });

  it('refuses malformed files with the line at fault, and a ZIP that is no workbook', async () => {
    expect(await upload('ofx-truncated.ofx', {}, 400)).toEqual({
      success: false,
      error: 'invalid_statement',
      message:
        'The OFX file cannot be read at line 32: the file ends inside <STMTTRN> opened on line 30: is it cut short?',
    });
    expect((await upload('camt053-malformed.xml', {}, 400)).message).toMatch(
      /^The camt file cannot be read at line 7:/,
    );
    expect((await upload('mt940-malformed.sta', {}, 400)).message).toMatch(
      /^The MT940 file cannot be read at line 4:/,
    );
    expect((await upload('qif-malformed.qif', {}, 400)).message).toMatch(
      /^The QIF file cannot be read at line 1:/,
    );
    expect(await upload('xlsx-not-a-workbook.xlsx', {}, 400)).toEqual({
      success: false,
      error: 'invalid_workbook',
      message: 'The file is not a readable Excel workbook (.xlsx).',
    });
  });
});
