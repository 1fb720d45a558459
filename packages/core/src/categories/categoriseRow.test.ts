import { describe, expect, it } from 'vitest';
import { importCsv } from '../import/importCsv.js';
import { readFileCategory } from './bankCategories.js';
import { categoriseRow } from './categoriseRow.js';

describe('categoriseRow', () => {
  it("maps a bank's category through the table instead of importing it verbatim", () => {
    expect(categoriseRow('ACME NETWORKS 8001234567', 'outflow', 'Bills & Utilities')).toEqual({
      category: 'Utilities',
      categorySource: 'import',
    });
    expect(categoriseRow('OVERLIMIT ADJ', 'outflow', 'Fees & Adjustments').category).toBe(
      'Bank Fees',
    );
  });

  it('lets a name of the payee list win over the bank (Chase calls Google Ads a bill)', () => {
    expect(categoriseRow('GOOGLE *ADS4823901', 'outflow', 'Bills & Utilities')).toEqual({
      category: 'Marketing',
      categorySource: 'heuristic',
    });
  });

  it('leaves bank categories that say nothing a business books by to the heuristics', () => {
    expect(categoriseRow('HOME DEPOT #6512', 'outflow', 'Shopping')).toEqual({
      category: 'Maintenance',
      categorySource: 'heuristic',
    });
    expect(categoriseRow('UBER   *TRIP', 'outflow', 'Travel').category).toBe('Other');
  });

  it('never gives money in an expense category from the bank', () => {
    expect(
      categoriseRow('ORIG CO NAME:ACME NETWORKS', 'inflow', 'Bills & Utilities').category,
    ).toBe('Sales');
  });

  it("keeps a Cashline category or the file's own scheme as the file wrote it", () => {
    expect(categoriseRow('OAK ST PROPERTIES', 'outflow', 'rent')).toEqual({
      category: 'Rent',
      categorySource: 'import',
    });
    expect(categoriseRow('STAPLES 0042', 'outflow', 'Office Supplies').category).toBe(
      'Office Supplies',
    );
  });

  it("follows the user's own entries of the table", () => {
    const table = { 'bills & utilities': 'Software', shopping: 'Maintenance' };
    expect(categoriseRow('ACME NETWORKS', 'outflow', 'Bills & Utilities', table).category).toBe(
      'Software',
    );
    expect(readFileCategory('Shopping', table)).toEqual({
      kind: 'mapped',
      category: 'Maintenance',
    });
  });
});

describe("a Chase card export's Category column on import", () => {
  const csv = [
    'Transaction Date,Post Date,Description,Category,Type,Amount,Memo',
    '06/07/2026,06/08/2026,GOOGLE *ADS4823901,Bills & Utilities,Sale,-1250.00,',
    '06/06/2026,06/06/2026,ACME NETWORKS 8001234567,Bills & Utilities,Sale,-89.00,',
    '06/05/2026,06/05/2026,Payment Thank You-Mobile,,Payment,25355.42,',
    '06/03/2026,06/04/2026,UBER   *TRIP,Travel,Sale,-23.17,',
  ].join('\n');

  it('is read through the table, and the user may change an entry', () => {
    const read = (bankCategories?: Record<string, string | null>) => {
      const result = importCsv(csv, {
        fileName: 'chase.csv',
        today: '2026-06-30',
        ...(bankCategories ? { bankCategories } : {}),
      });
      if (!result.ok) throw new Error(result.error.message);
      return result.value.transactions.map((t) => t.category);
    };
    expect(read()).toEqual(['Marketing', 'Utilities', 'Other', 'Other']);
    expect(read({ 'Bills & Utilities': 'Software' })).toEqual([
      'Marketing',
      'Software',
      'Other',
      'Other',
    ]);
  });
});
