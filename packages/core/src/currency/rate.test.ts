import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertCents, divideRates, parseRate, rateText } from './rate.js';
import type { Rate } from './rate.js';

function rate(text: string): Rate {
  const parsed = parseRate(text);
  if (parsed === null) throw new Error(`bad rate ${text}`);
  return parsed;
}

describe('parseRate', () => {
  it('reads plain positive decimals as published', () => {
    expect(rate('1.0850')).toMatchObject({ numerator: 10850n, denominator: 10000n });
    expect(rate(' 0.84638 ').approx).toBe(0.84638);
    expect(rate('157').approx).toBe(157);
  });

  it('refuses zero, signs, exponents, separators and over-long decimals', () => {
    for (const text of [
      '',
      '0',
      '0.000',
      '-1.2',
      '+1.2',
      '1e3',
      '1,234.5',
      '1.',
      '.5',
      '1.12345678901',
    ]) {
      expect(parseRate(text), text).toBeNull();
    }
  });
});

describe('convertCents', () => {
  it('converts at the rate and rounds to the cent', () => {
    // 100.00 EUR at 1.1750 USD per EUR is 117.50 USD; 10.01 EUR is 11.76175, so 11.76.
    expect(convertCents(10_000, rate('1.1750'))).toBe(11_750);
    expect(convertCents(1_001, rate('1.1750'))).toBe(1_176);
    expect(convertCents(-1_001, rate('1.1750'))).toBe(-1_176);
  });

  it('rounds an exact half cent away from zero, even where the float product falls below it', () => {
    // 3.00 EUR at 0.85500 is 2.565 GBP exactly; 300 * 0.855 in floats is 256.49999999999997.
    expect(convertCents(300, rate('0.85500'))).toBe(257);
    expect(convertCents(-300, rate('0.85500'))).toBe(-257);
    // 0.20 at 1.175 is 0.235: half away from zero gives 0.24 (banker's rounding too; 0.257 does not).
    expect(convertCents(20, rate('1.175'))).toBe(24);
  });

  it('crosses two rates against one base exactly', () => {
    // USD to GBP through EUR: 0.855 / 1.175. 100.00 USD = 8,550,000 / 1175 = 7276.596 cents.
    const usdToGbp = divideRates(rate('0.855'), rate('1.175'));
    expect(convertCents(10_000, usdToGbp)).toBe(7_277);
    expect(rateText(usdToGbp)).toBe('0.72766');
  });

  it('agrees with integer arithmetic on any amount and published rate', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }),
        fc.integer({ min: 1, max: 99_999_999 }),
        fc.integer({ min: 3, max: 8 }),
        (cents, digits, decimals) => {
          // Up to 99,999.999: beyond any published rate against the euro.
          const text = String(digits).padStart(decimals + 1, '0');
          const r = rate(`${text.slice(0, -decimals)}.${text.slice(-decimals)}`);
          const product = BigInt(cents) * r.numerator;
          const size = product < 0n ? -product : product;
          const rounded = Number((2n * size + r.denominator) / (2n * r.denominator));
          const expected = product < 0n ? -rounded : rounded;
          expect(convertCents(cents, r)).toBe(expected === 0 ? 0 : expected);
        },
      ),
    );
  });
});
