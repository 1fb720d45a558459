/**
 * Results computed once per transaction list, account list and options key. The store hands out
 * new arrays only when the data changes, so the lists themselves are the keys, and WeakMaps let
 * old lists go.
 */
export type LedgerCache<V> = {
  get: (list: object, accounts: object, key: string) => V | undefined;
  /** The cached value, else `compute()`'s, kept for next time. */
  getOrCompute: (list: object, accounts: object, key: string, compute: () => V) => V;
};

export function ledgerCache<V>(): LedgerCache<V> {
  const cache = new WeakMap<object, WeakMap<object, Map<string, V>>>();
  const entries = (list: object, accounts: object): Map<string, V> => {
    let byAccounts = cache.get(list);
    if (byAccounts === undefined) {
      byAccounts = new WeakMap();
      cache.set(list, byAccounts);
    }
    let byKey = byAccounts.get(accounts);
    if (byKey === undefined) {
      byKey = new Map();
      byAccounts.set(accounts, byKey);
    }
    return byKey;
  };
  return {
    get: (list, accounts, key) => cache.get(list)?.get(accounts)?.get(key),
    getOrCompute: (list, accounts, key, compute) => {
      const byKey = entries(list, accounts);
      const known = byKey.get(key);
      if (known !== undefined) return known;
      const value = compute();
      byKey.set(key, value);
      return value;
    },
  };
}
