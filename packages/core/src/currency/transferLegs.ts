import type { Cents } from '../money.js';

/**
 * What transfers between accounts of two currencies gained or lost against the market: the sum of
 * their two legs in the reporting currency, each at its own date's rate. Neither money in nor out.
 */
export type ExchangeResult = {
  /** Above 0 a gain, below a loss. */
  cents: Cents;
  /** Transfers between two currencies it sums. */
  transfers: number;
  /** Such transfers left out because a leg had no rate. */
  unpriced: number;
};

type Leg = { currency: string; cents: Cents | null; key: number };

/** The legs of linked transfers, gathered as the scan converts them. */
export class TransferLegs {
  private readonly legs = new Map<string, Leg[]>();

  /** `cents` is the leg in the reporting currency, or null when it had no rate. */
  add(transferId: string, currency: string, cents: Cents | null, key: number): void {
    const leg = { currency, cents, key };
    const legs = this.legs.get(transferId);
    if (legs === undefined) this.legs.set(transferId, [leg]);
    else legs.push(leg);
  }

  /** The exchange result of the transfers between two currencies completed within the keys. */
  result(fromKey: number, toKey: number): ExchangeResult {
    const result: ExchangeResult = { cents: 0, transfers: 0, unpriced: 0 };
    for (const legs of this.legs.values()) {
      const [a, b] = legs;
      if (legs.length !== 2 || a === undefined || b === undefined || a.currency === b.currency) {
        continue;
      }
      const completed = Math.max(a.key, b.key);
      if (completed < fromKey || completed > toKey) continue;
      if (a.cents === null || b.cents === null) result.unpriced += 1;
      else {
        result.cents += a.cents + b.cents;
        result.transfers += 1;
      }
    }
    return result;
  }
}
