import { describe, expect, it } from 'vitest';
import { categorizeByKeywords } from './categories.js';

describe('the keyword categoriser (ai.md section 9)', () => {
  it.each([
    ['Whole Foods GROCERY', 'Food & Dining'],
    ['Joe’s Restaurant', 'Food & Dining'],
    ['Shell station', 'Transportation'],
    ['FUEL stop', 'Transportation'],
    ['AMAZON MKTP', 'Shopping'],
    ['Corner shop', 'Shopping'],
    ['ACME payroll', 'Income'],
    ['Monthly salary', 'Income'],
    ['Office rent', 'Housing'],
    ['Mortgage payment', 'Housing'],
    ['City utilities', 'Housing'],
    ['Dentist', 'Other'],
  ])('%s is %s', (text, category) => {
    expect(categorizeByKeywords(text)).toBe(category);
  });

  it('takes the first matching category in the table’s order', () => {
    expect(categorizeByKeywords('food store')).toBe('Food & Dining');
    expect(categorizeByKeywords('gas station shop')).toBe('Transportation');
  });

  it.each([[''], ['   '], [42], [null], [undefined]])('gives Other for %j', (value) => {
    expect(categorizeByKeywords(value)).toBe('Other');
  });
});
