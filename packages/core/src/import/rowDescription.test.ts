import { describe, expect, it } from 'vitest';
import { rowDescription } from './rowDescription.js';

describe('rowDescription', () => {
  const row = ['2024-03-01', '  Office rent  ', 'Harbor Properties', 'ACH DEBIT', '-900'];

  it('is the description cell trimmed', () => {
    expect(rowDescription(row, 1, null, false)).toBe('Office rent');
  });

  it("joins the payee's and the memo's columns when the description is made of several", () => {
    expect(rowDescription(row, 2, [[2], [3]], false)).toBe('Harbor Properties - ACH DEBIT');
  });

  it('is empty in a file with no description column', () => {
    expect(rowDescription(row, -1, null, false)).toBe('');
  });

  it("reads a quoted cell's line breaks as one line, and leaves an unquoted file's cell as it is", () => {
    const wrapped = ['2024-03-01', 'Invoice 104\r\n  Harbor Properties\nMarch'];
    expect(rowDescription(wrapped, 1, null, true)).toBe('Invoice 104 Harbor Properties March');
    expect(rowDescription(wrapped, 1, null, false)).toBe(
      'Invoice 104\r\n  Harbor Properties\nMarch',
    );
  });
});
