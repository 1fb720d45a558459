import type { ImportSummary } from '@cashline/core';
import { describe, expect, it } from 'vitest';
import { layoutKey } from './statementChecks';

describe('statementChecks', () => {
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
