import { importCsv } from '@cashline/core';
import type { ImportSummary } from '@cashline/core';
import { describe, expect, it } from 'vitest';
import { layoutKey, statementContinuity } from './statementChecks';

const STATEMENT = [
  'Date,Description,Amount,Balance',
  '2024-03-01,Opening sale,100.00,1100.00',
  '2024-03-02,Rent,-500.00,600.00',
  '2024-03-04,Client payment,40.00,1880.00',
  '2024-03-05,Fees,-10.00,1870.00',
].join('\n');

describe('statementChecks', () => {
  it('says between which file rows the running balance jumps', () => {
    const result = importCsv(STATEMENT, { fileName: 'bank.csv', today: '2024-03-31' });
    if (!result.ok) throw new Error(result.error.message);
    const check = statementContinuity(result.value);
    expect(check?.breaks).toEqual([{ fromRow: 3, toRow: 4, jumpCents: 124_000 }]);
  });

  it('names a layout by its delimiter and column names, whatever their case', () => {
    expect(layoutKey({ delimiter: ',', headers: ['Date', ' Amount '] })).toBe(
      layoutKey({ delimiter: ',', headers: ['date', 'amount'] }),
    );
    expect(layoutKey({ delimiter: ';', headers: ['Date', 'Amount'] })).not.toBe(
      layoutKey({ delimiter: ',', headers: ['Date', 'Amount'] }),
    );
  });

  it("names a statement file's layout by its format and the account it states", () => {
    const statement = (
      number: string,
    ): Pick<ImportSummary, 'delimiter' | 'headers' | 'format' | 'statement'> => ({
      delimiter: ',',
      headers: [],
      format: 'ofx',
      statement: {
        accounts: [{ number, kind: 'credit card', currency: 'USD', entryCount: 1 }],
        account: 0,
        balances: { currency: 'USD', entriesCents: 0, addsUp: null, differenceCents: null },
      },
    });
    expect(layoutKey(statement('371234567891009'))).toBe('statement|ofx|371234567891009');
    expect(layoutKey(statement('379912345671004'))).not.toBe(
      layoutKey(statement('371234567891009')),
    );
  });
});
