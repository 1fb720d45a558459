import { describe, expect, it } from 'vitest';
import { readTransactions } from './storedRecords';

const valid = {
  id: 'manual-1',
  date: '2024-02-29',
  description: 'Deposit',
  amount: 10,
  type: 'inflow',
  category: 'Sales',
};

describe('readTransactions', () => {
  it('keeps valid records and counts every invalid one', () => {
    const result = readTransactions([
      valid,
      { ...valid, id: '' },
      { ...valid, date: '2023-02-29' },
      { ...valid, amount: Number.NaN },
      { ...valid, type: 'transfer' },
      { ...valid, balance: '12' },
      { ...valid, merchant: 42 },
      'not an object',
      { ...valid, id: 'manual-2', balance: 5, merchant: 'ACME' },
    ]);
    expect(result.records.map((t) => t.id)).toEqual(['manual-1', 'manual-2']);
    expect(result.rejected).toBe(7);
  });

  it('keeps the transfer marker of a transfer and refuses an empty one', () => {
    const transfer = { ...valid, id: 'imported-qbo-transfer-1-to', transferId: 'qbo-transfer-1' };
    const result = readTransactions([transfer, { ...transfer, transferId: '' }]);
    expect(result.records).toEqual([transfer]);
    expect(result.rejected).toBe(1);
  });

  it('keeps the bank id of a statement entry and refuses an empty one', () => {
    const entry = { ...valid, id: 'imported-march-row-1', bankId: 'ofx:42:FIT1' };
    const result = readTransactions([entry, { ...entry, bankId: '' }]);
    expect(result.records).toEqual([entry]);
    expect(result.rejected).toBe(1);
  });

  it('judges every record with a repeated date the same way', () => {
    const bad = { ...valid, date: '2023-02-29' };
    const result = readTransactions([valid, bad, { ...valid, id: 'manual-2' }, bad]);
    expect(result.records.map((t) => t.id)).toEqual(['manual-1', 'manual-2']);
    expect(result.rejected).toBe(2);
  });

  it('drops keys the schema does not know instead of keeping them', () => {
    const { records } = readTransactions([{ ...valid, extra: 'x' }]);
    expect(records).toEqual([valid]);
  });

  it('starts empty when the stored value is not a list', () => {
    expect(readTransactions({ not: 'a list' })).toEqual({ records: [], rejected: 0 });
  });
});
