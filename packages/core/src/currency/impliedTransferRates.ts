import { accountIdOf } from '../accounts/account.js';
import type { Account } from '../accounts/account.js';
import { isUntrackedTransfer } from '../accounts/transferLinks.js';
import type { IsoDate } from '../dates.js';
import { toCents } from '../money.js';
import type { Transaction } from '../transaction.js';
import type { Rate } from './rate.js';
import { exchangeRate, rateTable, withImpliedQuotes } from './rateTable.js';
import type { RateQuote, RateTable } from './rateTable.js';

type Leg = { date: IsoDate; cents: number; currency: string };

/** A sum of amounts in the table's base, held as a fraction so that chaining adds no error. */
type BaseSum = { numerator: bigint; denominator: bigint };

/** What one currency's transfers of one day add up to: its legs, and the other legs in the base. */
type DayTotal = { date: IsoDate; currency: string; cents: bigint; base: BaseSum };

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

function addFraction(sum: BaseSum, numerator: bigint, denominator: bigint): BaseSum {
  const top = sum.numerator * denominator + numerator * sum.denominator;
  const bottom = sum.denominator * denominator;
  const common = gcd(top, bottom);
  return { numerator: top / common, denominator: bottom / common };
}

/**
 * How far an implied rate may stray from the currency's last stored rate, of any age. A transfer's
 * legs differ from the market by the banks' spread and fees, a few percent; a rate a fifth away is
 * a pair linked by mistake or a small transfer eaten by a fixed fee, and would misstate every
 * figure of the days it serves.
 */
export const MAX_IMPLIED_DEVIATION = 0.2;

/** Whether the rate is near the currency's last stored one; true when none was ever stored. */
function plausible(stored: RateTable, currency: string, date: IsoDate, rate: Rate): boolean {
  const reference = exchangeRate(stored, stored.base, currency, date, Number.POSITIVE_INFINITY);
  if (!reference.ok) return true;
  return Math.abs(rate.approx / reference.rate.approx - 1) <= MAX_IMPLIED_DEVIATION;
}

/** A linked transfer between accounts of two currencies: the leg sent and the leg received. */
export type CurrencyTransfer = { out: Leg; into: Leg };

/**
 * The linked transfers whose two legs are accounts of two known currencies. The one pass over the
 * ledger that implied rates need, apart from the rates, so that a caller converting with several
 * rate tables reads the ledger once; none at all when the accounts hold one currency.
 */
export function currencyTransfers(
  transactions: readonly Transaction[],
  accounts: readonly Account[],
): CurrencyTransfer[] {
  const currencies = new Map(accounts.map((a) => [a.id, a.currency]));
  if (new Set(currencies.values()).size < 2) return [];
  const legs = new Map<string, Leg[]>();
  // By index, as in `countsOf`: a whole-ledger for...of allocates per row.
  for (let i = 0; i < transactions.length; i += 1) {
    const t = transactions[i] as Transaction;
    if (t.transferId === undefined || isUntrackedTransfer(t)) continue;
    const currency = currencies.get(accountIdOf(t));
    // The ledger's own account, from before accounts had currencies, gives no rate.
    if (currency === undefined) continue;
    const leg = { date: t.date, cents: toCents(t.amount), currency };
    const list = legs.get(t.transferId);
    if (list === undefined) legs.set(t.transferId, [leg]);
    else list.push(leg);
  }
  const transfers: CurrencyTransfer[] = [];
  for (const [a, b, ...more] of legs.values()) {
    if (a === undefined || b === undefined || more.length > 0) continue;
    if (a.currency === b.currency || Math.sign(a.cents) * Math.sign(b.cents) !== -1) continue;
    transfers.push(a.cents < 0 ? { out: a, into: b } : { out: b, into: a });
  }
  return transfers;
}

/**
 * The rates that linked transfers between two currencies imply where `stored` has none: one unit
 * of the table's base buys (leg in the currency) / (other leg in the base). The rate is the
 * outflow's date's, the date transfer detection prices a pair at. The other leg must be in the
 * base or have a stored rate that day (the same lookup as any conversion, up to 7 days old), so
 * an implied rate is never chained through another implied one. A currency is given a rate only
 * on a day no stored rate serves (none that day or in the 7 before): stored rates always win, and
 * an implied one then serves the days after it as a stored one would. Several transfers of one
 * currency on one day give one rate weighted by their amounts (their sums divided), kept as an
 * exact fraction so that either way round the legs convert into each other to the cent. Only
 * linked pairs count, not suggested or untracked ones, and no rate strays further than
 * `MAX_IMPLIED_DEVIATION` from the currency's last stored one.
 */
export function impliedTransferRates(
  transfers: readonly CurrencyTransfer[],
  stored: RateTable,
): RateQuote[] {
  const base = stored.base;
  const totals = new Map<string, DayTotal>();
  const add = (leg: Leg, other: Leg, date: IsoDate): void => {
    if (leg.currency === base) return;
    if (exchangeRate(stored, base, leg.currency, date).ok) return;
    const chain = exchangeRate(stored, base, other.currency, date);
    if (!chain.ok) return;
    const key = `${leg.currency} ${date}`;
    const total = totals.get(key) ?? {
      date,
      currency: leg.currency,
      cents: 0n,
      base: { numerator: 0n, denominator: 1n },
    };
    // The other leg in the base: its amount divided by the base's rate into its currency.
    const otherCents = BigInt(Math.abs(other.cents));
    total.cents += BigInt(Math.abs(leg.cents));
    total.base = addFraction(total.base, otherCents * chain.rate.denominator, chain.rate.numerator);
    totals.set(key, total);
  };
  for (const { out, into } of transfers) {
    add(out, into, out.date);
    add(into, out, out.date);
  }
  const quotes: RateQuote[] = [];
  for (const { date, currency, cents, base: sum } of totals.values()) {
    const common = gcd(cents * sum.denominator, sum.numerator);
    const numerator = (cents * sum.denominator) / common;
    const denominator = sum.numerator / common;
    const rate: Rate = { numerator, denominator, approx: Number(numerator) / Number(denominator) };
    if (plausible(stored, currency, date, rate)) quotes.push({ date, currency, rate });
  }
  return quotes.sort(
    (a, b) => a.date.localeCompare(b.date) || a.currency.localeCompare(b.currency),
  );
}

/** Said of a currency converted, on some day, at the rate a transfer between currencies implied. */
export function impliedRateSentence(currency: string): string {
  return `${currency} is converted at the rate a transfer between currencies implied, on days no published or entered rate covers.`;
}

/**
 * The stored rates with those the transfers imply (`impliedTransferRates`) added and marked as
 * such. A table holding no rates at all is first based on the reporting currency, so that a
 * transfer with a leg in it gives a rate without any stored one. `stored` itself when none is
 * implied.
 */
export function withTransferRates(
  stored: RateTable,
  transfers: readonly CurrencyTransfer[],
  reportingCurrency: string,
): RateTable {
  if (transfers.length === 0) return stored;
  const table = stored.series.size === 0 ? rateTable(reportingCurrency, []) : stored;
  const quotes = impliedTransferRates(transfers, table);
  return quotes.length === 0 ? stored : withImpliedQuotes(table, quotes);
}
