import { describe, expect, it } from 'vitest';
import { wordsOf } from './tokens.js';

describe('wordsOf', () => {
  it('splits on punctuation and between letters and digits, lower-cased', () => {
    expect(wordsOf('SALESFORCE.COM*INV 0923')).toEqual(['salesforce', 'com', 'inv', '0923']);
    expect(wordsOf('GOOGLE *ADS7731 CC')).toEqual(['google', 'ads', '7731', 'cc']);
    expect(wordsOf('PG&E  Café_42')).toEqual(['pg&e', 'café', '42']);
    expect(wordsOf('')).toEqual([]);
  });
});
