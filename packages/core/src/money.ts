/** Integer number of cents (minor units). Sums and averages are done in cents so they are exact. */
export type Cents = number;

/** Converts a currency-unit amount to integer cents, rounding half away from zero. */
export function toCents(amount: number): Cents {
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
