import type { Transaction } from '../../transaction.js';
import { normalisePayee } from './normalisePayee.js';

/**
 * Each transaction's payee group, by direction and payee key ("+acme ltd", "-aws"), as a small
 * number read once per transaction. Forecasts of one ledger made at several dates (the accuracy
 * check's twelve origins) share one: reading the payee of a million descriptions was most of each
 * forecast's time. The two maps are keyed by the payee alone, so a row costs no new string.
 */
export class PayeeGroupKeys {
  /** By transaction index: the group's number plus one; 0 while not read. */
  private readonly ids: Int32Array;
  private readonly keys: string[] = [];
  private readonly inflows = new Map<string, number>();
  private readonly outflows = new Map<string, number>();

  constructor(readonly transactions: readonly Transaction[]) {
    this.ids = new Int32Array(transactions.length);
  }

  /** The group of the transaction at `source`, whose money comes in when `inflow`. */
  idOf(source: number, inflow: boolean): number {
    const known = this.ids[source] as number;
    if (known > 0) return known - 1;
    const payee = normalisePayee((this.transactions[source] as Transaction).description);
    const byPayee = inflow ? this.inflows : this.outflows;
    let id = byPayee.get(payee);
    if (id === undefined) {
      id = this.keys.length;
      this.keys.push((inflow ? '+' : '-') + payee);
      byPayee.set(payee, id);
    }
    this.ids[source] = id + 1;
    return id;
  }

  /** The group's key: its direction, then its payee key. */
  keyOf(id: number): string {
    return this.keys[id] as string;
  }
}
