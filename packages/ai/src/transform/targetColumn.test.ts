import { describe, expect, it } from 'vitest';
import { targetVerdict } from './targetColumn.js';

const headers = ['Date', 'Description', 'Amount'];

describe('where a transformation may write', () => {
  it('into a new column, or a clean-up into the column it reads', () => {
    expect(
      targetVerdict(
        {
          sourceColumn: 'Description',
          targetColumn: 'AI Category',
          transformationType: 'categorize',
        },
        headers,
      ),
    ).toEqual({ allowed: true, writes: 'new column' });
    expect(
      targetVerdict(
        { sourceColumn: 'Description', targetColumn: 'Description', transformationType: 'clean' },
        headers,
      ),
    ).toEqual({ allowed: true, writes: 'in place' });
  });

  it('never over another of the file’s columns, nor results over the column it reads', () => {
    expect(
      targetVerdict(
        { sourceColumn: 'Description', targetColumn: 'Amount', transformationType: 'clean' },
        headers,
      ),
    ).toEqual({
      allowed: false,
      reason:
        'It would overwrite the file\'s column "Amount"; a transformation may write only to a new ' +
        'column or clean up the column it reads ("Description").',
    });
    expect(
      targetVerdict(
        {
          sourceColumn: 'Description',
          targetColumn: 'Description',
          transformationType: 'categorize',
        },
        headers,
      ),
    ).toMatchObject({ allowed: false });
  });
});
