import { accountIdOf } from '../accounts/account.js';
import type { Account } from '../accounts/account.js';
import { isoDate } from '../dates.js';
import { toCents } from '../money.js';
import type { Cents } from '../money.js';
import type { Transaction } from '../transaction.js';
import { convertCents } from './rate.js';
import type { Rate } from './rate.js';
import { exchangeRate } from './rateTable.js';
import type { RateTable } from './rateTable.js';
import { TransferLegs } from './transferLegs.js';
import type { ExchangeResult } from './transferLegs.js';

/** What consolidated figures are converted into. */
export type Reporting = { currency: string; rates: RateTable };

/** Transactions of one currency that have no rate into the reporting currency. */
export type MissingFlow = {
  currency: string;
  /** Their dates as `dateKey` numbers (YYYYMMDD) with the amount's sign: which figures they leave short. */
  keys: number[];
  signs: number[];
};

/** One currency's rates into the reporting currency, each date looked up once. */
type CurrencyRates = {
  currency: string;
  byKey: Map<number, Rate | null>;
  /** The last date asked and its rate: a ledger in date order asks the same date many times over. */
  lastKey: number;
  lastRate: Rate | null;
  missing: MissingFlow;
};

/** Up to this many accounts in other currencies are found by comparing ids one by one. */
const LINEAR_LOOKUP_MAX = 8;

function dateOfKey(key: number): string {
  return isoDate(Math.floor(key / 10_000), Math.floor(key / 100) % 100, key % 100);
}

/**
 * Converts ledger transactions into the reporting currency at each one's date rate, for the scan's
 * `centsOf`. Accounts already in the reporting currency, and transactions of an account not in
 * the list (the ledger's own, from before accounts had currencies), are taken as they are.
 */
export type LedgerConverter = {
  centsOf: (transaction: Transaction, dateKey: number) => Cents;
  /** Whether any transaction was converted. */
  converted: () => boolean;
  /** The currencies some transaction was converted from at a rate a transfer implied. */
  implied: () => string[];
  missing: () => MissingFlow[];
  /** Transfers between two currencies completed between the date keys (see `ExchangeResult`). */
  exchangeResult: (fromKey: number, toKey: number) => ExchangeResult;
};

export function ledgerConverter(
  accounts: readonly Account[],
  reporting: Reporting,
): LedgerConverter {
  const byCurrency = new Map<string, CurrencyRates>();
  const byAccount = new Map<string, CurrencyRates>();
  for (const account of accounts) {
    if (account.currency === reporting.currency) continue;
    let rates = byCurrency.get(account.currency);
    if (rates === undefined) {
      const missing = { currency: account.currency, keys: [], signs: [] };
      rates = {
        currency: account.currency,
        byKey: new Map(),
        lastKey: -1,
        lastRate: null,
        missing,
      };
      byCurrency.set(account.currency, rates);
    }
    byAccount.set(account.id, rates);
  }
  // Few accounts are in another currency: comparing ids in a short list is cheaper per
  // transaction than hashing each transaction's own id string into a Map.
  const linear = byAccount.size <= LINEAR_LOOKUP_MAX;
  const foreignIds = [...byAccount.keys()];
  const foreignRates = [...byAccount.values()];
  let converted = false;
  const implied = new Set<string>();
  const legs = new TransferLegs();
  const rateOn = (rates: CurrencyRates, key: number): Rate | null => {
    let rate = rates.byKey.get(key);
    if (rate === undefined) {
      const lookup = exchangeRate(
        reporting.rates,
        rates.currency,
        reporting.currency,
        dateOfKey(key),
      );
      rate = lookup.ok ? lookup.rate : null;
      if (lookup.ok && lookup.implied) implied.add(rates.currency);
      rates.byKey.set(key, rate);
      if (rate !== null) converted = true;
    }
    rates.lastKey = key;
    rates.lastRate = rate;
    return rate;
  };
  const centsOf = (t: Transaction, key: number): Cents => {
    const id = accountIdOf(t);
    let rates: CurrencyRates | undefined;
    if (linear) {
      for (let k = 0; k < foreignIds.length; k++) {
        if (foreignIds[k] === id) {
          rates = foreignRates[k];
          break;
        }
      }
    } else rates = byAccount.get(id);
    const transferId = t.transferId;
    if (rates === undefined) {
      const cents = toCents(t.amount);
      if (transferId !== undefined) legs.add(transferId, reporting.currency, cents, key);
      return cents;
    }
    const rate = key === rates.lastKey ? rates.lastRate : rateOn(rates, key);
    if (rate === null) {
      if (transferId === undefined) {
        rates.missing.keys.push(key);
        rates.missing.signs.push(Math.sign(t.amount));
        return Number.NaN;
      }
      // A transfer is in no flow and balances are converted apart, at the as-of rate: its
      // missing rate leaves only its exchange result unknown, and counting it as 0 keeps it in
      // the transaction count.
      legs.add(transferId, rates.currency, null, key);
      return 0;
    }
    const cents = convertCents(toCents(t.amount), rate);
    if (transferId !== undefined) legs.add(transferId, rates.currency, cents, key);
    return cents;
  };
  return {
    centsOf,
    converted: () => converted,
    implied: () => [...implied].sort(),
    missing: () => [...byCurrency.values()].map((r) => r.missing).filter((m) => m.keys.length > 0),
    exchangeResult: (fromKey, toKey) => legs.result(fromKey, toKey),
  };
}
