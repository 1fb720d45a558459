import { describe, expect, it } from 'vitest';
import { neutraliseFormula } from './formula.js';

describe('neutraliseFormula', () => {
  it.each(['=SUM(A1:A9)', '+1+cmd|calc', '-2+3', '@SUM(1)', '\tx', '\rx', '\uFF1D1+1'])(
    'prefixes %j with a single quote',
    (cell) => {
      expect(neutraliseFormula(cell)).toBe(`'${cell}`);
    },
  );

  it('leaves ordinary text and empty cells alone', () => {
    expect(neutraliseFormula('Rent for March')).toBe('Rent for March');
    expect(neutraliseFormula('a=b')).toBe('a=b');
    expect(neutraliseFormula('')).toBe('');
  });

  it('leaves text that is just a signed number alone, so negative amounts stay numbers', () => {
    expect(neutraliseFormula('-45.00')).toBe('-45.00');
    expect(neutraliseFormula('-1,234.56')).toBe('-1,234.56');
    expect(neutraliseFormula('+12')).toBe('+12');
  });

  it('still neutralises a formula that starts like a number', () => {
    expect(neutraliseFormula('-1+HYPERLINK("http://x")')).toBe('\'-1+HYPERLINK("http://x")');
    expect(neutraliseFormula('-1,2')).toBe("'-1,2");
  });
});
