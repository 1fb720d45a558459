// `pnpm bench` data: a seeded generator of small-business ledgers, two years each, of very different
// sizes. It knows which rows are recurring series, ordinary flows, or one-offs and owner transfers.
import { dateOfDayNumber, dayNumber } from '../../src/dates.js';
import { shiftOffWeekend } from '../../src/forecast/engine/calendar.js';
import type { Transaction } from '../../src/index.js';
import type { BenchLedger } from './benchLedger.js';
import { addFixedCosts, addPayroll, addRent, addSubscriptions, expectOn } from './businessFlows.js';
import type { Business, Flow } from './businessFlows.js';
import {
  addCardSales,
  addInvoices,
  addOwnerDrawsAndOneOffs,
  addSuppliers,
} from './businessSales.js';
import { Random } from './random.js';

/** The category of the owner's top-ups. */
export const TOP_UP = 'Owner contribution';

/** The balance below which the owner tops the account up: 30% of a week's revenue, cents. */
const minimumOf = (business: Business) => business.weekly * 0.3;

/**
 * Owner contributions: when the balance falls below a week of revenue the owner puts money in a
 * few days later (unforeseeable), as owners of small businesses do. Returns the sorted flows.
 */
function withContributions(business: Business, opening: number): Flow[] {
  const flows = [...business.flows].sort((a, b) => a.day - b.day);
  const { rng } = business;
  let balance = opening;
  let pendingUntil = -Infinity;
  for (let i = 0; i < flows.length; i += 1) {
    const flow = flows[i] as Flow;
    balance += flow.cents;
    if (balance >= minimumOf(business) || flow.day <= pendingUntil || !rng.chance(0.7)) continue;
    const day = shiftOffWeekend(flow.day + rng.int(2, 6), 'after');
    if (day > business.end) continue;
    pendingUntil = day + 14;
    let at = i + 1;
    while (at < flows.length && (flows[at] as Flow).day <= day) at += 1;
    const cents = Math.round(business.weekly * rng.between(1, 4));
    // A top-up answers the realised balance, which no expectation holds: the oracle knows it.
    expectOn(business, day, cents);
    flows.splice(at, 0, {
      day,
      cents,
      description: `ONLINE TRANSFER FROM OWNER SAV ${rng.digits(4)}`,
      category: TOP_UP,
      kind: 'unforeseeable',
    });
  }
  return flows;
}

export function generateBusiness(index: number): BenchLedger {
  const rng = new Random(1_000 + index * 7_919);
  const start = dayNumber('2023-01-02') + rng.int(0, 30);
  const business: Business = {
    rng,
    start,
    end: start + 729,
    weekly: Math.round(Math.exp(rng.between(Math.log(300_000), Math.log(30_000_000)))),
    growth: rng.between(-0.2, 0.4),
    flows: [],
    series: [],
    expected: new Float64Array(730),
  };
  const drifting = index % 4 === 0;
  const cardShare = rng.chance(0.3) ? 1 : rng.between(0.1, 0.9);
  addCardSales(business, cardShare);
  if (cardShare < 1) addInvoices(business, 1 - cardShare);
  addPayroll(business, rng.between(0.22, 0.32) + (drifting ? 0.12 : 0));
  addRent(business);
  addSubscriptions(business);
  addFixedCosts(business);
  addSuppliers(business, rng.between(0.15, 0.3));
  addOwnerDrawsAndOneOffs(business, rng.between(0.05, 0.12));

  const monthlyOut = business.weekly * 4.33 * 0.95;
  const opening = Math.round(monthlyOut * rng.logNormal(0.8));
  const flows = withContributions(business, opening);
  const transactions: Transaction[] = [];
  const unforeseeable = new Set<string>();
  const seriesOf = new Map<string, string>();
  let balance = opening;
  flows.forEach((flow, i) => {
    const id = `b${index}-${i}`;
    balance += flow.cents;
    transactions.push({
      id,
      date: dateOfDayNumber(flow.day),
      description: flow.description,
      amount: flow.cents / 100,
      type: flow.cents < 0 ? 'outflow' : 'inflow',
      category: flow.category,
      balance: balance / 100,
    });
    if (flow.kind === 'unforeseeable') unforeseeable.add(id);
    if (flow.series !== undefined) seriesOf.set(id, flow.series);
  });
  return {
    name: `business-${index}`,
    transactions,
    unforeseeable,
    seriesOf,
    truth: business.series,
    expected: { firstDay: business.start, cents: business.expected },
    minimum: Math.round(minimumOf(business)),
  };
}

export const BUSINESS_COUNT = 36;

export function businessLedgers(count = BUSINESS_COUNT): BenchLedger[] {
  return Array.from({ length: count }, (_, i) => generateBusiness(i));
}

/** Businesses from seeds the set above does not use: a check that a change is no fit to its seeds. */
export function furtherBusinesses(count: number): BenchLedger[] {
  return Array.from({ length: count }, (_, i) => generateBusiness(BUSINESS_COUNT + i));
}
