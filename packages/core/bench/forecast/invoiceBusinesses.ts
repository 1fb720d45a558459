// `pnpm bench` data for issue 38: seeded businesses that invoice their customers and pay their
// vendors' bills, two years each. Every customer pays by a habit (on time, two weeks late,
// erratic, in two parts, never) that the generator knows, and the bank sees only the payments.
import { dateOfDayNumber, dayNumber } from '../../src/dates.js';
import { shiftOffWeekend, weekdayOf } from '../../src/forecast/engine/calendar.js';
import type { OpenItem, OpenItemKind, Transaction } from '../../src/index.js';
import type { BenchLedger } from './benchLedger.js';
import {
  addFixedCosts,
  addPayroll,
  addRent,
  addSubscriptions,
  logNormalMean,
} from './businessFlows.js';
import type { Business } from './businessFlows.js';
import { Random } from './random.js';

/** How a party pays: each draw is the instalments of one item as [days late, share]. */
export type Habit = {
  name: 'on time' | '2 weeks late' | 'erratic' | 'part payer' | 'never pays' | 'bills';
  draw: (rng: Random) => [number, number][];
};

export const HABITS: Record<Exclude<Habit['name'], 'bills'>, Habit> = {
  'on time': {
    name: 'on time',
    draw: (rng) => [[Math.max(-3, Math.round(rng.normal() * 1.5)), 1]],
  },
  '2 weeks late': {
    name: '2 weeks late',
    draw: (rng) => [[14 + Math.round(rng.normal() * 2.5), 1]],
  },
  erratic: { name: 'erratic', draw: (rng) => [[rng.int(-5, 75), 1]] },
  'part payer': {
    name: 'part payer',
    draw: (rng) => [
      [Math.round(rng.normal() * 2), 0.5],
      [30 + Math.round(rng.normal() * 4), 0.5],
    ],
  },
  'never pays': { name: 'never pays', draw: () => [] },
};

/** The business's own habit with a vendor: on the due date, a few days early, or late. */
function billHabit(rng: Random): Habit {
  const usual = rng.pick([0, 0, -3, 5, 10]);
  return { name: 'bills', draw: (r) => [[usual + Math.round(r.normal()), 1]] };
}

const CUSTOMERS = [
  'NORTHWIND TRADERS',
  'CONTOSO LTD',
  'FABRIKAM INC',
  'TAILSPIN TOYS',
  'WINGTIP TOYS',
  'ADVENTURE WORKS',
  'BLUE YONDER AIR',
  'COHO WINERY',
  'LITWARE INC',
  'PROSEWARE LLC',
  'TREY RESEARCH',
  'WIDE WORLD IMPORTERS',
  'LUCERNE PUBLISHING',
  'MARGIE TRAVEL',
  'ALPINE SKI HOUSE',
  'BELLOWS COLLEGE',
  'FOURTH COFFEE',
  'GRAPHIC DESIGN INSTITUTE',
];
const SUPPLIERS = [
  'PAPER DEPOT',
  'ACME FREIGHT',
  'METRO CLEANING',
  'BRIGHT ADVERTISING',
  'TOOLWORKS SUPPLY',
];

/** An invoicing business: its ledger, every item it issued or received, and the true habits. */
export type InvoiceBusiness = {
  ledger: BenchLedger;
  items: OpenItem[];
  /** By party name. */
  habits: Map<string, Habit>;
};

/**
 * A party's items: a retainer is billed every month at a steady amount; project work comes at
 * uneven gaps (`gapDays` on average) and amounts, which no rhythm in the bank foretells.
 */
type Party = {
  name: string;
  kind: OpenItemKind;
  habit: Habit;
  monthly: number;
  terms: number;
  gapDays: number;
  sigma: number;
};

function partiesOf(rng: Random, weekly: number): Party[] {
  const count = rng.int(8, CUSTOMERS.length);
  const names = [...CUSTOMERS].sort(() => rng.next() - 0.5).slice(0, count);
  const weights = names.map(() => rng.between(0.3, 1));
  const total = weights.reduce((sum, w) => sum + w, 0);
  const mix: Habit[] = [
    HABITS['on time'],
    HABITS['on time'],
    HABITS['2 weeks late'],
    HABITS.erratic,
    HABITS['part payer'],
  ];
  const customers = names.map((name, i): Party => ({
    name,
    kind: 'invoice',
    // The first customer never pays, and is billed less: nobody keeps serving such a customer much.
    habit: i === 0 ? HABITS['never pays'] : rng.pick(mix),
    monthly: (weekly * 4.33 * (weights[i] as number) * (i === 0 ? 0.3 : 1)) / total,
    terms: rng.chance(0.6) ? 30 : 14,
    ...(rng.chance(0.35) ? { gapDays: 30, sigma: 0.15 } : { gapDays: rng.int(10, 60), sigma: 0.7 }),
  }));
  const vendors = SUPPLIERS.slice(0, rng.int(2, SUPPLIERS.length)).map((name): Party => ({
    name,
    kind: 'bill',
    habit: billHabit(rng),
    monthly: weekly * 4.33 * rng.between(0.04, 0.08),
    terms: rng.chance(0.5) ? 30 : 15,
    gapDays: 30,
    sigma: 0.3,
  }));
  return [...customers, ...vendors];
}

/** Issues a party's items from 60 days before the ledger starts; pays them by its habit. */
function issue(business: Business, party: Party, items: OpenItem[], prefix: string): void {
  const { rng } = business;
  const steady = party.gapDays === 30;
  const perItem = (party.monthly * party.gapDays) / 30 / logNormalMean(party.sigma);
  let number = 1000;
  for (
    let issued = business.start - 60 + rng.int(0, 27);
    issued <= business.end;
    issued += steady ? rng.int(28, 32) : Math.round(party.gapDays * rng.between(0.3, 1.7))
  ) {
    const issueDay = shiftOffWeekend(issued, 'after');
    const cents = Math.max(100, Math.round(perItem * rng.logNormal(party.sigma)));
    const dueDay = issueDay + party.terms;
    const payments: OpenItem['payments'] = [];
    let paidCents = 0;
    const parts = party.habit.draw(rng);
    parts.forEach(([lag, share], p) => {
      const part = p === parts.length - 1 ? cents - paidCents : Math.round(cents * share);
      const day = shiftOffWeekend(Math.max(issueDay, dueDay + lag), 'after');
      paidCents += part;
      payments.push({ date: dateOfDayNumber(day), amount: part / 100 });
      if (day < business.start || day > business.end) return;
      business.flows.push({
        day,
        cents: party.kind === 'invoice' ? part : -part,
        description:
          party.kind === 'invoice'
            ? `ACH CREDIT ${party.name} INV ${number}`
            : `ONLINE PMT ${party.name} ${rng.digits(6)}`,
        category: party.kind === 'invoice' ? 'Sales' : 'Supplies',
        kind: 'known',
      });
    });
    number += 1;
    items.push({
      id: `${prefix}-${party.kind}-${party.name}-${number}`,
      kind: party.kind,
      party: party.name,
      number: String(number),
      amount: cents / 100,
      balance: (cents - paidCents) / 100,
      issueDate: dateOfDayNumber(issueDay),
      dueDate: dateOfDayNumber(dueDay),
      payments,
    });
  }
}

/** Small card purchases on a third of weekdays: flow no schedule explains. */
function addCardSpend(business: Business): void {
  const { rng } = business;
  for (let day = business.start; day <= business.end; day += 1) {
    if (weekdayOf(day) > 4 || !rng.chance(0.35)) continue;
    business.flows.push({
      day,
      cents: -Math.round(business.weekly * 0.02 * rng.logNormal(0.6)),
      description: `CARD ${rng.digits(4)} ${rng.pick(['OFFICE DEPOT', 'STAPLES', 'SHELL', 'UBER'])}`,
      category: 'Office',
      kind: 'known',
    });
  }
}

export function invoiceBusiness(index: number): InvoiceBusiness {
  const rng = new Random(38_000 + index * 7_919);
  const start = dayNumber('2023-01-02') + rng.int(0, 30);
  const weekly = Math.round(Math.exp(rng.between(Math.log(200_000), Math.log(5_000_000))));
  const business: Business = {
    rng,
    start,
    end: start + 729,
    weekly,
    growth: 0,
    flows: [],
    series: [],
    expected: new Float64Array(730),
  };
  const parties = partiesOf(rng, weekly);
  const items: OpenItem[] = [];
  for (const party of parties) issue(business, party, items, `b${index}`);
  addPayroll(business, rng.between(0.3, 0.4));
  addRent(business);
  addSubscriptions(business);
  addFixedCosts(business);
  addCardSpend(business);
  const flows = business.flows.sort((a, b) => a.day - b.day);
  // Small businesses hold about a month of outflows in cash (JPMorgan Chase Institute, 2016).
  let balance = Math.round(weekly * 4.33 * rng.between(0.5, 1.5));
  const transactions: Transaction[] = flows.map((flow, i) => {
    balance += flow.cents;
    return {
      id: `i${index}-${i}`,
      date: dateOfDayNumber(flow.day),
      description: flow.description,
      amount: flow.cents / 100,
      type: flow.cents < 0 ? 'outflow' : 'inflow',
      category: flow.category,
      balance: balance / 100,
    };
  });
  return {
    ledger: { name: `invoicing-${index}`, transactions },
    items,
    habits: new Map(parties.map((p) => [p.name, p.habit])),
  };
}

export const INVOICE_BUSINESS_COUNT = 16;

export function invoiceBusinesses(count = INVOICE_BUSINESS_COUNT): InvoiceBusiness[] {
  return Array.from({ length: count }, (_, i) => invoiceBusiness(i));
}
