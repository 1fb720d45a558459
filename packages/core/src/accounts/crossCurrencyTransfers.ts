import { convertCents } from '../currency/rate.js';
import { exchangeRate } from '../currency/rateTable.js';
import type { RateTable } from '../currency/rateTable.js';
import { dateOfDayNumber, dayNumber } from '../dates.js';
import type { IsoDate } from '../dates.js';
import { toCents } from '../money.js';
import type { Cents } from '../money.js';
import type { Transaction } from '../transaction.js';
import { accountIdOf } from './account.js';
import type { Account } from './account.js';
import {
  accountMarks,
  namesAccount,
  saysTransfer,
  SIDE_EVIDENCE_POINTS,
  transferScore,
} from './transferScore.js';

/** The two legs of a transfer between currencies agree within this share of the market value. */
export const CROSS_CURRENCY_TOLERANCE = 0.03;
/** Days apart the legs may be, as for a transfer in one currency. */
const WINDOW_DAYS = 3;

/**
 * What a transfer between two currencies gained or lost against the market rate. It is neither
 * money in nor money out: the legs are a transfer, and this difference is its exchange result.
 */
export type ExchangeDifference = {
  outflowCurrency: string;
  inflowCurrency: string;
  /** The outflow's amount in the inflow's currency at the market rate of the outflow's date. */
  expectedCents: Cents;
  /** What arrived, in the inflow's currency. */
  receivedCents: Cents;
  /** Received - expected, in the inflow's currency: above 0 an exchange gain, below a loss. */
  differenceCents: Cents;
  /** The date of the market rate used. */
  rateDate: IsoDate;
};

export type CrossCurrencyPair = {
  outflowIndex: number;
  inflowIndex: number;
  score: number;
  days: number;
  exchange: ExchangeDifference;
};

type Leg = { index: number; day: number; cents: Cents; account: number; currency: string };

function legsOf(
  transactions: readonly Transaction[],
  accounts: readonly Account[],
  taken: ReadonlySet<number>,
): { outs: Leg[]; ins: Leg[] } {
  const slots = new Map(accounts.map((a, slot) => [a.id, slot]));
  const outs: Leg[] = [];
  const ins: Leg[] = [];
  transactions.forEach((t, index) => {
    if (t.transferId !== undefined || taken.has(index)) return;
    const account = slots.get(accountIdOf(t));
    // Only an account with a known currency can take part in a transfer between currencies.
    if (account === undefined) return;
    const cents = toCents(t.amount);
    if (cents === 0) return;
    const leg = {
      index,
      day: dayNumber(t.date),
      cents: Math.abs(cents),
      account,
      currency: (accounts[account] as Account).currency,
    };
    (cents < 0 ? outs : ins).push(leg);
  });
  return { outs, ins };
}

/** Inflows by currency and day, each day's sorted by amount, for a ranged search. */
function inflowIndex(ins: readonly Leg[]): Map<string, Map<number, Leg[]>> {
  const index = new Map<string, Map<number, Leg[]>>();
  for (const leg of ins) {
    let byDay = index.get(leg.currency);
    if (byDay === undefined) {
      byDay = new Map();
      index.set(leg.currency, byDay);
    }
    const list = byDay.get(leg.day);
    if (list === undefined) byDay.set(leg.day, [leg]);
    else list.push(leg);
  }
  for (const byDay of index.values())
    for (const list of byDay.values()) list.sort((a, b) => a.cents - b.cents);
  return index;
}

function firstAtLeast(list: readonly Leg[], cents: number): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((list[middle] as Leg).cents < cents) low = middle + 1;
    else high = middle;
  }
  return low;
}

type Candidate = CrossCurrencyPair & { gap: number };

/**
 * Transfers between accounts of different currencies: an outflow and an inflow at most 3 days
 * apart whose amounts agree within 3% at the market rate of the outflow's date. Because the
 * amounts never match exactly, a pair needs the words of at least one side (transfer, or the
 * other account's name) to be offered, and of both to be linked, as `transferScore` counts them.
 * Pairs are taken best score first, then closest amounts. Without a rate nothing is paired.
 */
export function crossCurrencyTransfers(
  transactions: readonly Transaction[],
  accounts: readonly Account[],
  rates: RateTable,
  taken: ReadonlySet<number> = new Set(),
): CrossCurrencyPair[] {
  if (new Set(accounts.map((a) => a.currency)).size < 2) return [];
  const { outs, ins } = legsOf(transactions, accounts, taken);
  const inflows = inflowIndex(ins);
  const marks = accounts.map(accountMarks);
  const bears = (leg: Leg, other: number): boolean => {
    const description = (transactions[leg.index] as Transaction).description;
    return saysTransfer(description) || namesAccount(description, marks[other]);
  };
  const candidates: Candidate[] = [];
  for (const out of outs) {
    for (const [currency, byDay] of inflows) {
      if (currency === out.currency) continue;
      const lookup = exchangeRate(rates, out.currency, currency, dateOfDayNumber(out.day));
      if (!lookup.ok) continue;
      const expected = convertCents(out.cents, lookup.rate);
      const low = expected * (1 - CROSS_CURRENCY_TOLERANCE);
      const high = expected * (1 + CROSS_CURRENCY_TOLERANCE);
      for (let day = out.day - WINDOW_DAYS; day <= out.day + WINDOW_DAYS; day += 1) {
        const list = byDay.get(day);
        if (list === undefined) continue;
        for (let k = firstAtLeast(list, low); k < list.length; k += 1) {
          const into = list[k] as Leg;
          if (into.cents > high) break;
          const score = transferScore(
            day - out.day,
            bears(out, into.account),
            bears(into, out.account),
          );
          if (score <= SIDE_EVIDENCE_POINTS) continue;
          candidates.push({
            outflowIndex: out.index,
            inflowIndex: into.index,
            score,
            days: Math.abs(day - out.day),
            gap: Math.abs(into.cents - expected) / expected,
            exchange: {
              outflowCurrency: out.currency,
              inflowCurrency: currency,
              expectedCents: expected,
              receivedCents: into.cents,
              differenceCents: into.cents - expected,
              rateDate: lookup.rateDate,
            },
          });
        }
      }
    }
  }
  candidates.sort(
    (a, b) =>
      b.score - a.score || a.gap - b.gap || a.days - b.days || a.outflowIndex - b.outflowIndex,
  );
  const used = new Set<number>();
  const chosen: CrossCurrencyPair[] = [];
  for (const { gap: _gap, ...pair } of candidates) {
    if (used.has(pair.outflowIndex) || used.has(pair.inflowIndex)) continue;
    used.add(pair.outflowIndex);
    used.add(pair.inflowIndex);
    chosen.push(pair);
  }
  return chosen;
}
