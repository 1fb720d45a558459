import { describe, expect, it } from 'vitest';
import { changesOf, fieldChangesBetween, withFieldChanges } from './fieldChanges.js';

describe('the patch rule', () => {
  it('sets fields and removes a field set to null, without changing the record given', () => {
    const row = { id: 'a', note: 'x', transferId: 't' };
    expect(withFieldChanges(row, { note: 'y', transferId: null })).toEqual({ id: 'a', note: 'y' });
    expect(row).toEqual({ id: 'a', note: 'x', transferId: 't' });
  });

  it('writes fields to remove as null', () => {
    expect(changesOf({ note: 'y' }, ['transferId'])).toEqual({ note: 'y', transferId: null });
  });

  it('finds what turns one record into another, a dropped field as null', () => {
    const before = { id: 'a', note: 'x', category: 'Rent' };
    const after = { id: 'a', category: 'Food' };
    const changes = fieldChangesBetween(before, after);
    expect(changes).toEqual({ note: null, category: 'Food' });
    expect(withFieldChanges(before, changes)).toEqual(after);
  });
});
