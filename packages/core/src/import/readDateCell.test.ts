import { describe, expect, it } from 'vitest';
import { emptyDateCounts } from './detectDateFormat.js';
import { readDateCell, scratchDate } from './readDateCell.js';

describe('readDateCell', () => {
  it("reads a numeric date in the file's order and counts the orders it fits", () => {
    const counts = emptyDateCounts();
    expect(readDateCell('03/04/2024', scratchDate(), counts, false)).toBe('2024-03-04');
    expect(readDateCell('03/04/2024', scratchDate(), counts, true)).toBe('2024-04-03');
    expect(counts).toMatchObject({ yearLast: 2, fitsMonthDay: 2, fitsDayMonth: 2 });
  });

  it('gives no date for a day that does not exist in the order read, though the other order fits', () => {
    const counts = emptyDateCounts();
    expect(readDateCell('25/12/2024', scratchDate(), counts, false)).toBeNull();
    expect(counts).toMatchObject({ fitsMonthDay: 0, fitsDayMonth: 1 });
  });

  it('reads a two-digit year as this century, and a year-first date whatever the order', () => {
    const counts = emptyDateCounts();
    expect(readDateCell('31.01.24', scratchDate(), counts, true)).toBe('2024-01-31');
    expect(readDateCell('2024-01-31', scratchDate(), counts, false)).toBe('2024-01-31');
    expect(counts).toMatchObject({ yearFirst: 1, yearLast: 1, dotted: 1 });
  });

  it('reads a date with a month name without counting it', () => {
    const counts = emptyDateCounts();
    expect(readDateCell('15 Jan 2024', scratchDate(), counts, false)).toBe('2024-01-15');
    expect(counts).toEqual(emptyDateCounts());
  });
});
