import { describe, expect, it } from 'vitest';
import { CsvImportSession } from './csvImportSession';

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
  const parsed = await session.load(
    { file, existing: [], today: '2024-11-01', wantRows: false, computedColumns },
    () => undefined,
  );
  if (!parsed.result.ok) throw new Error(parsed.result.error.message);
  return { session, summary: parsed.result.value };
}

describe('a file an AI transformation wrote columns into', () => {
  it('never reads a computed running total as the balance, on any later reading either', async () => {
    const { session, summary } = await read(['Running total']);
    expect(summary.mapping.balance).toBeUndefined();
    const again = session.parse({ mapping: { balance: 'Running total' } }, false);
    if (!again.result.ok) throw new Error(again.result.error.message);
    expect(again.result.value.mapping.balance).toBeUndefined();
    expect(again.result.value.transactions.every((t) => t.balance === undefined)).toBe(true);
  });

  it('reads the same column as a balance in a file of the bank’s own', async () => {
    const { summary } = await read();
    expect(summary.mapping.balance).toBe('Running total');
  });
});
