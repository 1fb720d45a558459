/** Integer number of cents (minor units). Sums and averages are done in cents so they are exact. */
export type Cents = number;

/** Converts a currency-unit amount to integer cents, rounding half away from zero. */
export function toCents(amount: number): Cents {
  // Fast path for the usual amount with at most two decimals: amount * 100 is then within float
  // noise of an integer, and rounding it is exact. It keeps analytics over 1M rows cheap.
  const scaled = amount * 100;
  const rounded = Math.round(scaled);
  if (Math.abs(scaled - rounded) < 1e-6 && Math.abs(rounded) <= Number.MAX_SAFE_INTEGER) {
    return rounded === 0 ? 0 : rounded;
  }
  if (!Number.isFinite(amount)) {
    throw new RangeError(`Not a finite amount: ${amount}`);
  }
  // toPrecision(15) drops binary noise (1.005 * 100 = 100.49999999999999) before rounding.
  const cents = Math.sign(amount) * Math.round(Number((Math.abs(amount) * 100).toPrecision(15)));
  if (!Number.isSafeInteger(cents)) {
    throw new RangeError(`Amount out of range: ${amount}`);
  }
  return cents === 0 ? 0 : cents;
}

/** Converts integer cents back to a currency-unit amount. */
export function fromCents(cents: Cents): number {
  return cents / 100;
}

/**
 * Multiplies cents by a ratio given as numerator / denominator (1.15 as 115 / 100) and rounds half
 * away from zero, in integer arithmetic so scenario figures carry no float noise.
 */
export function scaleCents(cents: Cents, numerator: number, denominator: number): Cents {
  const product = cents * numerator;
  const quotient = Math.trunc(product / denominator);
  const remainder = product - quotient * denominator;
  const rounded = Math.abs(remainder) * 2 >= denominator ? quotient + Math.sign(product) : quotient;
  return rounded === 0 ? 0 : rounded;
}

/** Divides cents into equal parts, rounding half away from zero (an average in whole cents). */
export function divideCents(cents: Cents, parts: number): Cents {
  return scaleCents(cents, 1, parts);
}
