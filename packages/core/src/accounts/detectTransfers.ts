import type { RateTable } from '../currency/rateTable.js';
import { dayNumber } from '../dates.js';
import { toCents } from '../money.js';
import type { Transaction } from '../transaction.js';
import { accountIdOf } from './account.js';
import type { Account } from './account.js';
import { bestAssignment } from './assignment.js';
import { crossCurrencyTransfers } from './crossCurrencyTransfers.js';
import type { ExchangeDifference } from './crossCurrencyTransfers.js';
import {
  accountMarks,
  AUTO_LINK_SCORE,
  namesAccount,
  saysTransfer,
  transferScore,
} from './transferScore.js';

/** Both sides of a transfer are dated at most this many days apart. */
export const TRANSFER_WINDOW_DAYS = 3;
/** Larger clusters of equal amounts are matched in chronological slices of this many per side. */
const MAX_CLUSTER_SIDE = 12;
/** Accounts a description can be found naming (one bit each). */
const NAMEABLE_ACCOUNTS = 31;

export type TransferPair = {
  outflowId: string;
  inflowId: string;
  score: number;
  /** Days between the two dates. */
  days: number;
  /** Set when the legs are in two currencies: what the exchange gained or lost. */
  exchange?: ExchangeDifference;
};

export type DetectTransfersOptions = {
  /** Daily rates: with them, legs in two currencies that agree within 3% pair too. */
  rates?: RateTable;
};

export type TransferDetection = {
  /** Pairs sure enough to link without asking. */
  linked: TransferPair[];
  /** Pairs to offer the user. */
  suggested: TransferPair[];
};

type Entry = {
  index: number;
  day: number;
  /** The account's slot (see `slots`). */
  account: number;
  /** The account's currency; undefined for an account not in the list. */
  currency: string | undefined;
  saysTransfer: boolean;
  /** Bit n set: the description names the account in slot n. */
  names: number;
};

type Cluster = { outs: Entry[]; ins: Entry[] };

type DescriptionEvidence = { saysTransfer: boolean; names: number };

/** Reads each distinct description once: whether it says transfer, which accounts it names. */
function descriptionReader(accounts: readonly Account[]) {
  const marks = accounts.slice(0, NAMEABLE_ACCOUNTS).map(accountMarks);
  const seen = new Map<string, DescriptionEvidence>();
  return (description: string): DescriptionEvidence => {
    let evidence = seen.get(description);
    if (evidence === undefined) {
      let names = 0;
      marks.forEach((m, slot) => {
        if (namesAccount(description, m)) names |= 1 << slot;
      });
      evidence = { saysTransfer: saysTransfer(description), names };
      seen.set(description, evidence);
    }
    return evidence;
  };
}

/** Outflows and inflows not yet in a transfer, grouped by absolute amount in cents. */
function groupByAmount(transactions: readonly Transaction[], accounts: readonly Account[]) {
  const groups = new Map<number, Cluster>();
  const days = new Map<string, number>();
  const slots = new Map(accounts.map((a, slot) => [a.id, slot]));
  const read = descriptionReader(accounts);
  transactions.forEach((t, index) => {
    if (t.transferId !== undefined) return;
    const cents = toCents(t.amount);
    if (cents === 0) return;
    const size = Math.abs(cents);
    let group = groups.get(size);
    if (group === undefined) {
      group = { outs: [], ins: [] };
      groups.set(size, group);
    }
    let day = days.get(t.date);
    if (day === undefined) {
      day = dayNumber(t.date);
      days.set(t.date, day);
    }
    const id = accountIdOf(t);
    let account = slots.get(id);
    if (account === undefined) {
      account = slots.size;
      slots.set(id, account);
    }
    const { saysTransfer: says, names } = read(t.description);
    const currency = accounts[account]?.currency;
    const entry = { index, day, account, currency, saysTransfer: says, names };
    (cents < 0 ? group.outs : group.ins).push(entry);
  });
  return groups;
}

function byDay(a: Entry, b: Entry): number {
  return a.day - b.day || a.index - b.index;
}

/**
 * Splits one amount's outflows and inflows into clusters that could pair with each other only:
 * runs of dates where each is within the window of the next one.
 */
function clusters(outs: Entry[], ins: Entry[]): Cluster[] {
  const events = [...outs.map((e) => ({ e, out: true })), ...ins.map((e) => ({ e, out: false }))];
  events.sort((a, b) => byDay(a.e, b.e));
  const result: Cluster[] = [];
  let current: Cluster = { outs: [], ins: [] };
  let lastDay = -Infinity;
  for (const { e, out } of events) {
    const full = current.outs.length >= MAX_CLUSTER_SIDE || current.ins.length >= MAX_CLUSTER_SIDE;
    if (e.day - lastDay > TRANSFER_WINDOW_DAYS || full) {
      if (current.outs.length > 0 && current.ins.length > 0) result.push(current);
      current = { outs: [], ins: [] };
    }
    (out ? current.outs : current.ins).push(e);
    lastDay = e.day;
  }
  if (current.outs.length > 0 && current.ins.length > 0) result.push(current);
  return result;
}

function bears(side: Entry, otherAccount: number): boolean {
  return (
    side.saysTransfer ||
    (otherAccount < NAMEABLE_ACCOUNTS && (side.names & (1 << otherAccount)) !== 0)
  );
}

function pairScore(o: Entry, i: Entry): number {
  if (o.account === i.account) return 0;
  // 500 euros out and 500 dollars in are not one transfer (see `crossCurrencyTransfers`).
  if (o.currency !== undefined && i.currency !== undefined && o.currency !== i.currency) return 0;
  const days = i.day - o.day;
  if (Math.abs(days) > TRANSFER_WINDOW_DAYS) return 0;
  return transferScore(days, bears(o, i.account), bears(i, o.account));
}

/**
 * Finds transfers between the business's own accounts: an outflow of one account and an inflow of
 * the same amount in another, dated at most 3 days apart, scored by closeness and by descriptions
 * that say transfer, pay a card or name the other account (`transferScore`). Among equal amounts
 * the pairs are chosen together, for the greatest total score (not first come, first paired), so
 * three transfers of $500 in one week pair each with its own day. Pairs scoring AUTO_LINK_SCORE or
 * more are linked; the others suggested. Transactions already in a transfer are left alone.
 * Legs in two currencies pair only given `rates`, after the others (`crossCurrencyTransfers`).
 */
export function detectTransfers(
  transactions: readonly Transaction[],
  accounts: readonly Account[],
  { rates }: DetectTransfersOptions = {},
): TransferDetection {
  const linked: TransferPair[] = [];
  const suggested: TransferPair[] = [];
  for (const { outs, ins } of groupByAmount(transactions, accounts).values()) {
    if (outs.length === 0 || ins.length === 0) continue;
    for (const cluster of clusters(outs, ins)) {
      const columns = cluster.ins.length;
      const scores = new Float64Array(cluster.outs.length * columns);
      cluster.outs.forEach((o, r) => {
        cluster.ins.forEach((i, c) => {
          scores[r * columns + c] = pairScore(o, i);
        });
      });
      const chosen = bestAssignment(
        cluster.outs.length,
        columns,
        (r, c) => scores[r * columns + c] as number,
      );
      chosen.forEach((c, r) => {
        if (c < 0) return;
        const o = cluster.outs[r] as Entry;
        const i = cluster.ins[c] as Entry;
        const pair: TransferPair = {
          outflowId: (transactions[o.index] as Transaction).id,
          inflowId: (transactions[i.index] as Transaction).id,
          score: scores[r * columns + c] as number,
          days: Math.abs(i.day - o.day),
        };
        (pair.score >= AUTO_LINK_SCORE ? linked : suggested).push(pair);
      });
    }
  }
  if (rates !== undefined) {
    const paired = new Set<string>();
    for (const p of [...linked, ...suggested]) paired.add(p.outflowId).add(p.inflowId);
    const taken = new Set<number>();
    transactions.forEach((t, index) => {
      if (paired.has(t.id)) taken.add(index);
    });
    for (const cross of crossCurrencyTransfers(transactions, accounts, rates, taken)) {
      const pair: TransferPair = {
        outflowId: (transactions[cross.outflowIndex] as Transaction).id,
        inflowId: (transactions[cross.inflowIndex] as Transaction).id,
        score: cross.score,
        days: cross.days,
        exchange: cross.exchange,
      };
      (pair.score >= AUTO_LINK_SCORE ? linked : suggested).push(pair);
    }
  }
  return { linked, suggested };
}
