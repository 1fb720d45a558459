import { describe, expect, it } from 'vitest';
import { heuristicMapping } from './heuristicMapping.js';

describe('heuristicMapping (ai.md section 9)', () => {
  it('maps the standard fields by case-insensitive substrings of trimmed headers', () => {
    expect(
      heuristicMapping([' Transaction DATE ', 'Memo', 'Net Amount', 'Category', 'Balance']),
    ).toEqual({
      date: ' Transaction DATE ',
      description: 'Memo',
      amount: 'Net Amount',
      category: 'Category',
      balance: 'Balance',
    });
  });

  it('prefers earlier patterns: Description over Details', () => {
    expect(heuristicMapping(['Details', 'Posting Date', 'Description', 'Amount']).description).toBe(
      'Description',
    );
  });

  it('maps debit and credit amount columns to debit and credit, not amount', () => {
    expect(heuristicMapping(['Date', 'Debit Amount', 'Credit Amount'])).toEqual({
      date: 'Date',
      debit: 'Debit Amount',
      credit: 'Credit Amount',
    });
    expect(heuristicMapping(['Date', 'Withdrawals', 'Deposits', 'Remaining'])).toEqual({
      date: 'Date',
      debit: 'Withdrawals',
      credit: 'Deposits',
      balance: 'Remaining',
    });
  });

  it('reads a value date as a date and a price as an amount', () => {
    expect(heuristicMapping(['Value Date', 'Item', 'Unit Price'])).toEqual({
      date: 'Value Date',
      amount: 'Unit Price',
    });
  });

  it('leaves out fields with no match', () => {
    expect(heuristicMapping(['Buchungstag', 'Betrag'])).toEqual({});
  });
});
