import { describe, expect, it } from 'vitest';
import { CsvImportSession } from './csvImportSession';
import type { ParsedFile } from './csvImportSession';
import { packParsedFile, unpackParsedFile } from './packedParsedFile';

async function read(text: string): Promise<ParsedFile> {
  const session = new CsvImportSession();
  return session.load(
    {
      file: new File([text], 'checking.csv', { type: 'text/csv' }),
      existing: [{ id: 'stored-1', date: '2024-10-02', amount: -500, description: 'Rent' }],
      today: '2024-11-01',
      wantRows: false,
    },
    () => undefined,
  );
}

/** What the page receives from the worker: posted with its buffers transferred. */
function posted(parsed: ParsedFile): ParsedFile {
  const { packed, transfer } = packParsedFile(parsed);
  return unpackParsedFile(structuredClone(packed, { transfer }));
}

describe('a reading sent from the import worker', () => {
  it('arrives with the same transactions, duplicates, issues and figures', async () => {
    const parsed = await read(
      [
        'Date,Description,Amount,Balance',
        '2024-10-01,Client payment,1000.00,1000.00',
        '2024-10-02,Rent,-500.00,500.00',
        '2024-10-03,Coffee,-4.50,',
        'not a date,,,',
      ].join('\n'),
    );
    if (!parsed.result.ok) throw new Error(parsed.result.error.message);
    expect(parsed.result.value.duplicates).toHaveLength(1);
    expect(parsed.result.value.issues.length).toBeGreaterThan(0);
    expect(posted(parsed)).toStrictEqual(parsed);
  });

  it('arrives as the same failure when nothing could be read', async () => {
    const parsed = await read('Date,Description,Amount\nnot a date,Rent,none\n');
    expect(parsed.result.ok).toBe(false);
    expect(posted(parsed)).toStrictEqual(parsed);
  });
});
