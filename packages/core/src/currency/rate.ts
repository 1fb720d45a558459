import type { Cents } from '../money.js';

/**
 * An exchange rate held exactly, as the fraction `numerator / denominator`, so that a published
 * rate such as 0.84638 converts without binary noise. `approx` is the same value as a float, for
 * the fast path of `convertCents`.
 */
export type Rate = {
  readonly numerator: bigint;
  readonly denominator: bigint;
  readonly approx: number;
};

/** One unit of a currency in itself. */
export const UNIT_RATE: Rate = { numerator: 1n, denominator: 1n, approx: 1 };

/** Rates have at most this many decimal places; more is a typing or export error, not precision. */
export const MAX_RATE_DECIMALS = 10;

const DECIMAL = /^(\d{1,12})(?:\.(\d+))?$/;

function rateOf(numerator: bigint, denominator: bigint): Rate {
  return { numerator, denominator, approx: Number(numerator) / Number(denominator) };
}

/**
 * Reads a rate written as a plain positive decimal ('1.0850', '157.23'); null for anything else
 * (empty, zero, negative, an exponent, a thousands separator, more than 10 decimals).
 */
export function parseRate(text: string): Rate | null {
  const match = DECIMAL.exec(text.trim());
  if (match === null) return null;
  const decimals = match[2] ?? '';
  if (decimals.length > MAX_RATE_DECIMALS) return null;
  const numerator = BigInt(`${match[1] ?? ''}${decimals}`);
  if (numerator === 0n) return null;
  return rateOf(numerator, 10n ** BigInt(decimals.length));
}

/** `a / b`: the rate from currency A to B when `a` and `b` are each's rate against one base. */
export function divideRates(a: Rate, b: Rate): Rate {
  return rateOf(a.numerator * b.denominator, a.denominator * b.numerator);
}

function exactConversion(cents: Cents, rate: Rate): Cents {
  const product = BigInt(cents) * rate.numerator;
  const size = product < 0n ? -product : product;
  // Half away from zero: floor((2|n| + d) / 2d), sign put back after.
  const rounded = (2n * size + rate.denominator) / (2n * rate.denominator);
  const result = Number(product < 0n ? -rounded : rounded);
  if (!Number.isSafeInteger(result))
    throw new RangeError(`Converted amount out of range: ${cents}`);
  return result === 0 ? 0 : result;
}

/**
 * Converts integer cents at a rate, rounded to the cent half away from zero. Each transaction is
 * converted (and rounded) on its own and the results summed, as a bank's statement would show them.
 * The float product is exact enough unless it lies within float error of a half cent; only then is
 * the fraction worked out in integers, so 1M conversions stay cheap and every one is exact.
 */
export function convertCents(cents: Cents, rate: Rate): Cents {
  if (cents === 0) return 0;
  const product = cents * rate.approx;
  const size = Math.abs(product);
  const whole = Math.floor(size);
  const fraction = size - whole;
  if (size < 2 ** 50 && Math.abs(fraction - 0.5) > size * 1e-12 + 1e-9) {
    const rounded = fraction > 0.5 ? whole + 1 : whole;
    return rounded === 0 ? 0 : product < 0 ? -rounded : rounded;
  }
  return exactConversion(cents, rate);
}

/** The rate as a decimal string of up to `decimals` places, trailing zeros dropped: for labels. */
export function rateText(rate: Rate, decimals = 6): string {
  const scale = 10n ** BigInt(decimals);
  const scaled = (rate.numerator * scale * 2n + rate.denominator) / (2n * rate.denominator);
  const whole = scaled / scale;
  const fraction = (scaled % scale).toString().padStart(decimals, '0').replace(/0+$/, '');
  return fraction === '' ? whole.toString() : `${whole}.${fraction}`;
}
