import { importStatement, unpackImportResult } from '@cashline/core';
import { describe, expect, it } from 'vitest';
import { CsvImportSession } from './csvImportSession';
import type { ParsedFile } from './csvImportSession';
import { parsedFileBuffers } from './packedParsedFile';

const existing = [{ id: 'stored-1', date: '2024-10-02', amount: -500, description: 'Rent' }];

async function read(text: string, fileName = 'checking.csv'): Promise<ParsedFile> {
  const session = new CsvImportSession();
  return session.load(
    {
      file: new File([text], fileName, { type: 'text/csv' }),
      existing,
      today: '2024-11-01',
      wantRows: false,
    },
    () => undefined,
  );
}

/** What the page receives from the worker (posted with its buffers transferred), as objects. */
function posted(packed: ParsedFile) {
  const received = structuredClone(packed, { transfer: parsedFileBuffers(packed) });
  return { ...received, result: unpackImportResult(received.result) };
}

/** The same file read the way the rest of the app reads one: straight into objects. */
function asObjects(text: string, fileName = 'checking.csv') {
  return importStatement({ text }, { fileName, today: '2024-11-01', existing }).result;
}

describe('a reading sent from the import worker', () => {
  it('arrives with the same transactions, duplicates, issues and figures', async () => {
    const text = [
      'Date,Description,Amount,Balance',
      '2024-10-01,Client payment,1000.00,1000.00',
      '2024-10-02,Rent,-500.00,500.00',
      '2024-10-03,Coffee,-4.50,',
      'not a date,,,',
    ].join('\n');
    const expected = asObjects(text);
    if (!expected.ok) throw new Error(expected.error.message);
    expect(expected.value.duplicates).toHaveLength(1);
    expect(expected.value.issues.length).toBeGreaterThan(0);
    expect(posted(await read(text)).result).toStrictEqual(expected);
  });

  it('arrives the same for a statement file, read as objects and packed', async () => {
    const qif = '!Type:Bank\nD10/01/2024\nT-12.50\nPCoffee\n^\nD10/02/2024\nT-500.00\nPRent\n^\n';
    const expected = asObjects(qif, 'checking.qif');
    if (!expected.ok) throw new Error(expected.error.message);
    expect(expected.value.transactions).toHaveLength(1);
    expect(posted(await read(qif, 'checking.qif')).result).toStrictEqual(expected);
  });

  it('arrives as the same failure when nothing could be read', async () => {
    const text = 'Date,Description,Amount\nnot a date,Rent,none\n';
    const expected = asObjects(text);
    expect(expected.ok).toBe(false);
    expect(posted(await read(text)).result).toStrictEqual(expected);
  });
});
