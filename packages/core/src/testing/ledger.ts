import type { IsoDate } from '../dates.js';
import type { Transaction } from '../transaction.js';

export type EntryOptions = {
  category?: string;
  description?: string;
  balance?: number;
  accountId?: string;
  transferId?: string;
};

/**
 * Builds transaction lists for scenario tests with fixed ids (`t-1`, `t-2`, ... in the order
 * written), so expectations can name transactions. Amounts are given positive for both flows.
 */
export class TestLedger {
  private readonly entries: Transaction[] = [];

  inflow(date: IsoDate, amount: number, options: EntryOptions = {}): this {
    return this.add(date, Math.abs(amount), options);
  }

  outflow(date: IsoDate, amount: number, options: EntryOptions = {}): this {
    return this.add(date, -Math.abs(amount), options);
  }

  /** The transactions as written. */
  build(): Transaction[] {
    return [...this.entries];
  }

  /** The transactions newest first, as the app stores them. */
  buildNewestFirst(): Transaction[] {
    return [...this.entries]
      .reverse()
      .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
  }

  private add(date: IsoDate, amount: number, options: EntryOptions): this {
    const id = `t-${this.entries.length + 1}`;
    const transaction: Transaction = {
      id,
      date,
      description: options.description ?? `${amount > 0 ? 'Income' : 'Expense'} ${id}`,
      amount,
      type: amount < 0 ? 'outflow' : 'inflow',
      category: options.category ?? (amount > 0 ? 'Sales' : 'Rent'),
    };
    if (options.balance !== undefined) transaction.balance = options.balance;
    if (options.accountId !== undefined) transaction.accountId = options.accountId;
    if (options.transferId !== undefined) transaction.transferId = options.transferId;
    this.entries.push(transaction);
    return this;
  }
}

export function ledger(): TestLedger {
  return new TestLedger();
}
