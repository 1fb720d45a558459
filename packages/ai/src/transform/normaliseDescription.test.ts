import { describe, expect, it } from 'vitest';
import { normaliseDescription } from './normaliseDescription.js';

describe('normaliseDescription', () => {
  it('folds case and spacing, and hides card numbers, dates and references', () => {
    expect(normaliseDescription('  POS 4821 STARBUCKS #0456  12/03 ')).toBe('pos # starbucks #');
    expect(normaliseDescription('pos 9999 Starbucks #12 01/15')).toBe('pos # starbucks #');
    expect(normaliseDescription('AMAZON MKTP US*2K4AB')).toBe('amazon mktp #');
  });

  it('keeps a name with a single digit, and gives empty for no description or no letters', () => {
    expect(normaliseDescription('7-Eleven')).toBe('7-eleven');
    expect(normaliseDescription(null)).toBe('');
    expect(normaliseDescription('   ')).toBe('');
    expect(normaliseDescription(42.5)).toBe('');
    expect(normaliseDescription('000123 / 4567')).toBe('');
    expect(normaliseDescription('Café Müller 12/03')).toBe('café müller #');
  });
});
