import { describe, expect, it } from 'vitest';
import { bankCategoryText, parseBankCategoryText } from './bankCategoryText';

describe('the bank-category entries as text', () => {
  it('reads "Bank category = Cashline category" lines, "none" leaving it to the heuristics', () => {
    expect(
      parseBankCategoryText('Bills & Utilities = Software\n\n  Shopping = none \nTravel=Other'),
    ).toEqual({ table: { 'bills & utilities': 'Software', shopping: null, travel: 'Other' } });
  });

  it('says which line it cannot read', () => {
    expect(parseBankCategoryText('Travel = Other\nGroceries')).toEqual({
      error: 'Line 2 should read "Bank category = Cashline category" (or "= none").',
    });
    expect(parseBankCategoryText(' = Software')).toHaveProperty('error');
  });

  it('writes the entries back as the lines it reads', () => {
    const table = { 'bills & utilities': 'Software', shopping: null };
    expect(parseBankCategoryText(bankCategoryText(table))).toEqual({ table });
  });
});
