import type { Transaction } from '../../src/index.js';
import type { TruthSeries } from './businessFlows.js';

/** A ledger of the backtest: transactions oldest first, each with its running balance. */
export type BenchLedger = {
  name: string;
  transactions: Transaction[];
  /** Generated ledgers only: ids of one-off purchases and owner transfers. */
  unforeseeable?: Set<string>;
  /** Generated ledgers only: the recurring series each recurring transaction belongs to. */
  seriesOf?: Map<string, string>;
  truth?: TruthSeries[];
  /** Generated ledgers only: the generator's expected flow of each day, cents, from `firstDay`. */
  expected?: { firstDay: number; cents: Float64Array };
  /**
   * Generated ledgers only: the balance (cents) below which the owner tops the account up, the
   * business's own minimum.
   */
  minimum?: number;
};
