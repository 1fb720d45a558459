import { beforeEach, describe, expect, it } from 'vitest';
import { AS_OF_STORAGE_KEY, readChosenAsOf, writeChosenAsOf } from './asOfStorage';

beforeEach(() => sessionStorage.clear());

describe('the as-of date picked for the session', () => {
  it('is kept in session storage and cleared when the user goes back to the latest date', () => {
    expect(readChosenAsOf()).toBeNull();
    writeChosenAsOf('2024-03-31');
    expect(sessionStorage.getItem(AS_OF_STORAGE_KEY)).toBe('2024-03-31');
    expect(readChosenAsOf()).toBe('2024-03-31');
    writeChosenAsOf(null);
    expect(readChosenAsOf()).toBeNull();
  });

  it('ignores a stored value that is no calendar date', () => {
    sessionStorage.setItem(AS_OF_STORAGE_KEY, '2024-02-30');
    expect(readChosenAsOf()).toBeNull();
  });
});
