import { describe, expect, it } from 'vitest';
import { parseQuery } from './parseQuery.js';

describe('parseQuery', () => {
  it('reads the query node-quickbooks sends for a page of a date range', () => {
    const result = parseQuery(
      "select * from purchase where TxnDate >= '2025-01-01' and TxnDate <= '2025-12-31' startposition 1001 maxresults 1000",
    );
    expect(result).toEqual({
      ok: true,
      query: {
        entity: 'purchase',
        count: false,
        where: [
          { field: 'TxnDate', operator: '>=', value: '2025-01-01' },
          { field: 'TxnDate', operator: '<=', value: '2025-12-31' },
        ],
        startPosition: 1001,
        maxResults: 1000,
      },
    });
  });

  it('defaults to the first 100 rows, as Intuit does', () => {
    const result = parseQuery('SELECT * FROM Deposit');
    expect(result.ok && result.query).toMatchObject({ startPosition: 1, maxResults: 100 });
  });

  it('reads COUNT(*), IN lists, LIKE, escaped quotes and ORDERBY', () => {
    const result = parseQuery(
      "SELECT COUNT(*) FROM Payment WHERE Id IN ('1', '2') AND PaymentRefNum LIKE 'O\\'Neil%' ORDERBY TxnDate DESC",
    );
    expect(result).toMatchObject({
      ok: true,
      query: {
        count: true,
        where: [
          { field: 'Id', operator: 'IN', value: ['1', '2'] },
          { field: 'PaymentRefNum', operator: 'LIKE', value: "O'Neil%" },
        ],
        orderBy: { field: 'TxnDate', descending: true },
      },
    });
  });

  it('rejects more than 1000 rows a page with a validation error', () => {
    expect(parseQuery('select * from Purchase maxresults 1001')).toEqual({
      ok: false,
      error: {
        code: '4001',
        message: 'Invalid query',
        detail: 'QueryValidationError: value 1001 is too large. Max allowed value is 1000',
      },
    });
  });

  it('reports where a malformed query goes wrong', () => {
    const result = parseQuery("select * from Purchase where TxnDate >> '2025-01-01'");
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatchObject({
      code: '4000',
      message: 'Error parsing query',
    });
    expect(!result.ok && result.error.detail).toContain('">" at line 1, column 39');
  });

  it('rejects an unterminated string', () => {
    expect(parseQuery("select * from Purchase where DocNum = 'abc").ok).toBe(false);
  });
});
