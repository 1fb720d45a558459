import { unpackImportResult } from '@cashline/core';
import type { Rule } from '@cashline/core';
import { describe, expect, it } from 'vitest';
import { CsvImportSession } from './csvImportSession';
import type { ParsedFile } from './csvImportSession';

/** A reading with its transactions as objects, to look at them one by one. */
function unpackParsedFile(parsed: ParsedFile) {
  return { ...parsed, result: unpackImportResult(parsed.result) };
}

// October's rows after an AI transformation added a cumulative sum from 0 (issue 34, item 4).
const transformed = [
  'Date,Description,Amount,Running total',
  '2024-10-01,Client payment,1000.00,1000.00',
  '2024-10-02,Rent,-500.00,500.00',
  '2024-10-03,Coffee,-4.50,495.50',
].join('\n');

async function read(computedColumns?: readonly string[]) {
  const session = new CsvImportSession();
  const file = new File([transformed], 'october.csv', { type: 'text/csv' });
  const parsed = unpackParsedFile(
    await session.load(
      { file, existing: [], today: '2024-11-01', wantRows: false, computedColumns },
      () => undefined,
    ),
  );
  if (!parsed.result.ok) throw new Error(parsed.result.error.message);
  return { session, summary: parsed.result.value };
}

describe('a file an AI transformation wrote columns into', () => {
  it('never reads a computed running total as the balance, on any later reading either', async () => {
    const { session, summary } = await read(['Running total']);
    expect(summary.mapping.balance).toBeUndefined();
    const again = unpackParsedFile(session.parse({ mapping: { balance: 'Running total' } }, false));
    if (!again.result.ok) throw new Error(again.result.error.message);
    expect(again.result.value.mapping.balance).toBeUndefined();
    expect(again.result.value.transactions.every((t) => t.balance === undefined)).toBe(true);
  });

  it('reads the same column as a balance in a file of the bank’s own', async () => {
    const { summary } = await read();
    expect(summary.mapping.balance).toBe('Running total');
  });
});

describe("a file's own category column", () => {
  const chase = [
    'Transaction Date,Post Date,Description,Category,Type,Amount,Memo',
    '06/07/2026,06/08/2026,GOOGLE *ADS4823901,Bills & Utilities,Sale,-1250.00,',
    '06/06/2026,06/06/2026,ACME NETWORKS 8001234567,Bills & Utilities,Sale,-89.00,',
  ].join('\n');

  async function categories(bankCategories?: Record<string, string | null>) {
    const session = new CsvImportSession();
    const file = new File([chase], 'chase.csv', { type: 'text/csv' });
    const parsed = unpackParsedFile(
      await session.load(
        { file, existing: [], today: '2026-06-30', wantRows: false, bankCategories },
        () => undefined,
      ),
    );
    if (!parsed.result.ok) throw new Error(parsed.result.error.message);
    return parsed.result.value.transactions.map((t) => t.category);
  }

  it("is read through the default table, then through the user's entries from Settings", async () => {
    expect(await categories()).toEqual(['Marketing', 'Utilities']);
    expect(await categories({ 'bills & utilities': 'Software' })).toEqual([
      'Marketing',
      'Software',
    ]);
  });
});

describe('the rules in the session', () => {
  const rule: Rule = {
    id: 'r1',
    conditions: [{ kind: 'payee', value: 'coffee' }],
    actions: { category: 'Meals' },
  };

  it('categorises the rows read by the rules given, and by the same rules when read again', async () => {
    const session = new CsvImportSession();
    const file = new File([transformed], 'october.csv', { type: 'text/csv' });
    const categories = (parsed: ParsedFile) => {
      const result = unpackParsedFile(parsed).result;
      if (!result.ok) throw new Error(result.error.message);
      return result.value.transactions.map((t) => [t.category, t.categorySource]);
    };
    const first = await session.load(
      { file, existing: [], today: '2024-11-01', wantRows: false, rules: [rule] },
      () => undefined,
    );
    expect(categories(first)[2]).toEqual(['Meals', 'rule']);
    expect(categories(session.parse({ dateFormat: 'YYYY-MM-DD' }, false))[2]).toEqual([
      'Meals',
      'rule',
    ]);
    expect(categories(session.parse({}, false, []))[2]).not.toEqual(['Meals', 'rule']);
  });
});
