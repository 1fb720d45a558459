import { describe, expect, it } from 'vitest';
import {
  RECURRING_CHOICES_KEY,
  readRecurringChoices,
  writeRecurringChoices,
} from './recurringChoicesStorage';

describe('recurring choices storage', () => {
  it('reads back what it wrote', () => {
    localStorage.clear();
    expect(readRecurringChoices()).toEqual({});
    expect(writeRecurringChoices({ 'out:rent oak st': 'dismissed', 'in:acme': 'confirmed' })).toBe(
      true,
    );
    expect(readRecurringChoices()).toEqual({
      'out:rent oak st': 'dismissed',
      'in:acme': 'confirmed',
    });
  });

  it('ignores stored text that is not choices', () => {
    localStorage.setItem(RECURRING_CHOICES_KEY, '{"out:rent": "maybe"}');
    expect(readRecurringChoices()).toEqual({});
    localStorage.setItem(RECURRING_CHOICES_KEY, 'not json');
    expect(readRecurringChoices()).toEqual({});
  });
});
