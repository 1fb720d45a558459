// The flows of a generated business that follow no calendar: card sales, customer invoices paid
// late, supplier bills, owner draws and one-off purchases.
import { shiftOffWeekend, weekdayOf } from '../../src/forecast/engine/calendar.js';
import { expectOn, logNormalMean, trendAt } from './businessFlows.js';
import type { Business } from './businessFlows.js';

/** Card sales by weekday (Sunday first): weekend-heavy shops and weekday offices alike. */
const SHOP_WEEK = [0.6, 0.8, 0.8, 0.9, 1.1, 1.5, 1.6];
const OFFICE_WEEK = [0, 1.2, 1.2, 1.2, 1.2, 1.2, 0];

function seasonAt(business: Business, day: number, amplitude: number, phase: number): number {
  return 1 + amplitude * Math.sin((2 * Math.PI * (day - business.start)) / 365 + phase);
}

export function addCardSales(business: Business, share: number): void {
  const { rng } = business;
  const week = rng.chance(0.5) ? SHOP_WEEK : OFFICE_WEEK;
  const weekTotal = week.reduce((sum, v) => sum + v, 0);
  const amplitude = rng.between(0, 0.2);
  const phase = rng.between(0, 2 * Math.PI);
  const processor = rng.pick(['SQUARE DEPOSIT', 'STRIPE PAYOUT', 'CLOVER SETTLEMENT']);
  for (let day = business.start; day <= business.end; day += 1) {
    const factor = week[weekdayOf(day)] as number;
    if (factor === 0) continue;
    const mean = ((business.weekly * share * factor) / weekTotal) * trendAt(business, day);
    const season = seasonAt(business, day, amplitude, phase);
    expectOn(business, day, mean * season * logNormalMean(0.25));
    const cents = Math.round(mean * season * rng.logNormal(0.25));
    business.flows.push({
      day,
      cents,
      description: `${processor} ${rng.digits(7)}`,
      category: 'Sales',
      kind: 'known',
    });
  }
}

const CUSTOMERS = [
  'ACME CORP',
  'GLOBEX',
  'INITECH',
  'UMBRELLA LTD',
  'STARK IND',
  'WAYNE ENT',
  'HOOLI',
  'VANDELAY',
];

export function addInvoices(business: Business, share: number): void {
  const { rng } = business;
  const customers = CUSTOMERS.slice(0, rng.int(1, CUSTOMERS.length));
  const weights = customers.map(() => rng.between(0.2, 1));
  const total = weights.reduce((sum, w) => sum + w, 0);
  customers.forEach((customer, c) => {
    const monthly = (business.weekly * share * 4.33 * (weights[c] as number)) / total;
    const terms = rng.chance(0.6) ? 30 : 60;
    const lateness = rng.between(0, 20);
    const invoiceDay = rng.int(1, 28);
    for (
      let issued = business.start - 60 + invoiceDay;
      issued <= business.end;
      issued += rng.int(28, 33)
    ) {
      // Expected on its due day plus the customer's usual lateness; the day's scatter is noise.
      const due = shiftOffWeekend(Math.round(issued + terms + lateness), 'after');
      expectOn(business, due, monthly * trendAt(business, issued) * logNormalMean(0.3));
      const paid = shiftOffWeekend(
        Math.round(issued + terms + lateness + rng.normal() * rng.between(2, 6)),
        'after',
      );
      if (paid < business.start || paid > business.end) continue;
      const cents = Math.round(monthly * trendAt(business, issued) * rng.logNormal(0.3));
      business.flows.push({
        day: paid,
        cents,
        description: `ACH CREDIT ${customer} INV ${rng.digits(5)}`,
        category: 'Sales',
        kind: 'known',
      });
    }
  });
}

export function addSuppliers(business: Business, ratio: number): void {
  const { rng } = business;
  const suppliers = ['SYSCO', 'ULINE', 'GRAINGER', 'US FOODS', 'STAPLES', 'FASTENAL'].slice(
    0,
    rng.int(2, 6),
  );
  for (let day = business.start; day <= business.end; day += 1) {
    if (weekdayOf(day) === 0 || weekdayOf(day) === 6) continue;
    const mean = (business.weekly * ratio * trendAt(business, day)) / (5 * 0.35);
    expectOn(business, day, -0.35 * mean * logNormalMean(0.5));
    if (!rng.chance(0.35)) continue;
    const cents = -Math.round(mean * rng.logNormal(0.5));
    business.flows.push({
      day,
      cents,
      description: `${rng.pick(suppliers)} INV ${rng.digits(6)}`,
      category: 'Supplies',
      kind: 'known',
    });
  }
}

export function addOwnerDrawsAndOneOffs(business: Business, drawRatio: number): void {
  const { rng } = business;
  const draw = business.weekly * drawRatio * 4.33;
  for (let day = business.start; day <= business.end; day += 1) {
    // A draw comes one day in 30, a purchase (0.3 to 2.5 weeks of revenue) six days a year.
    expectOn(business, day, -(draw * logNormalMean(0.4)) / 30 - (business.weekly * 1.4 * 6) / 365);
    if (rng.chance(1 / 30)) {
      const cents = -Math.round(draw * rng.logNormal(0.4));
      business.flows.push({
        day,
        cents,
        description: `ONLINE TRANSFER TO OWNER CHK ${rng.digits(4)}`,
        category: 'Owner draw',
        kind: 'unforeseeable',
      });
    }
    if (rng.chance(6 / 365)) {
      const cents = -Math.round(business.weekly * rng.between(0.3, 2.5));
      const what = rng.pick(['BEST BUY', 'HOME DEPOT', 'DELL', 'IKEA BUSINESS', 'ACE EQUIPMENT']);
      business.flows.push({
        day,
        cents,
        description: `POS ${what} ${rng.digits(6)}`,
        category: 'Equipment',
        kind: 'unforeseeable',
      });
    }
  }
}
