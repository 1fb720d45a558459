import { describe, expect, it } from 'vitest';
import { addDays, parseIsoDate } from './calendar.js';
import type { QboEntity } from './entity.js';
import { seedLedger } from './ledger.js';
import { NEVER_PAYS, seedOpenItems } from './openItems.js';
import { CUSTOMERS, VENDORS } from './parties.js';

const TODAY = '2025-07-01';
const ledger = seedLedger({ today: TODAY });
const tables = seedOpenItems(ledger, TODAY);

const days = (from: string, to: string) =>
  (parseIsoDate(to).getTime() - parseIsoDate(from).getTime()) / 86_400_000;
const refOf = (entity: QboEntity, field: string) => (entity[field] as { value: string }).value;
const linkedIds = (entity: QboEntity) =>
  (entity.LinkedTxn as { TxnId: string }[]).map((link) => link.TxnId);

describe('seedOpenItems', () => {
  it('puts an invoice of the same customer behind every payment, less its balance', () => {
    const byId = new Map(tables.Invoice.map((i) => [i.Id, i]));
    for (const payment of ledger.entities.Payment) {
      const line = (payment.Line as { LinkedTxn: { TxnId: string; TxnType: string }[] }[])[0];
      const link = line?.LinkedTxn[0];
      expect(link?.TxnType).toBe('Invoice');
      const invoice = byId.get(link?.TxnId ?? '') as QboEntity;
      expect(refOf(invoice, 'CustomerRef')).toBe(refOf(payment, 'CustomerRef'));
      expect(linkedIds(invoice)).toEqual([payment.Id]);
      expect(Math.round(((invoice.TotalAmt as number) - (invoice.Balance as number)) * 100)).toBe(
        Math.round((payment.TotalAmt as number) * 100),
      );
    }
  });

  it("dates each customer's invoices back from its payments by its habit", () => {
    const lateness = new Map<string, number[]>();
    const paidShare = new Map<string, number[]>();
    const paymentDate = new Map(ledger.entities.Payment.map((p) => [p.Id, p.TxnDate as string]));
    for (const invoice of tables.Invoice) {
      const [paid] = linkedIds(invoice);
      if (paid === undefined) continue;
      const customer = refOf(invoice, 'CustomerRef');
      const late = days(invoice.DueDate as string, paymentDate.get(paid) as string);
      lateness.set(customer, [...(lateness.get(customer) ?? []), late]);
      const share = 1 - (invoice.Balance as number) / (invoice.TotalAmt as number);
      paidShare.set(customer, [...(paidShare.get(customer) ?? []), Math.round(share * 100)]);
      expect(days(invoice.TxnDate as string, invoice.DueDate as string)).toBe(30);
    }
    const range = (value: string) => {
      const list = lateness.get(value) ?? [];
      return [Math.min(...list), Math.max(...list), list.length];
    };
    // The seeded year's payments, unchanged: 12 from the cafe, 6 from the hotel, 1 each from the
    // events company and the school.
    expect(range(CUSTOMERS.cafe.value)).toEqual([-1, 2, 12]);
    expect(range(CUSTOMERS.hotel.value)).toEqual([12, 16, 6]);
    const [early, late] = range(CUSTOMERS.events.value) as number[];
    expect(early).toBeGreaterThanOrEqual(-5);
    expect(late).toBeLessThanOrEqual(60);
    expect(new Set(paidShare.get(CUSTOMERS.school.value))).toEqual(new Set([60]));
    expect(new Set(paidShare.get(CUSTOMERS.cafe.value))).toEqual(new Set([100]));
  });

  it('leaves open two invoices a customer, overdue ones of the late payers, and all of a caterer who never pays', () => {
    const open = tables.Invoice.filter((i) => linkedIds(i).length === 0);
    expect(open.every((i) => i.Balance === i.TotalAmt)).toBe(true);
    const never = open.filter((i) => refOf(i, 'CustomerRef') === NEVER_PAYS.value);
    expect(never).toHaveLength(6);
    expect(tables.Invoice.filter((i) => refOf(i, 'CustomerRef') === NEVER_PAYS.value)).toEqual(
      never,
    );
    const overdue = open
      .filter((i) => (i.DueDate as string) < TODAY && refOf(i, 'CustomerRef') !== NEVER_PAYS.value)
      .map((i) => refOf(i, 'CustomerRef'));
    expect(overdue.sort()).toEqual([CUSTOMERS.events.value, CUSTOMERS.hotel.value].sort());
    expect(open.every((i) => (i.TxnDate as string) < TODAY)).toBe(true);
  });

  it('puts a bill behind every bill payment, due when the bakery pays that vendor', () => {
    const byId = new Map(tables.Bill.map((b) => [b.Id, b]));
    for (const payment of ledger.entities.BillPayment) {
      const line = (payment.Line as { LinkedTxn: { TxnId: string }[] }[])[0];
      const bill = byId.get(line?.LinkedTxn[0]?.TxnId ?? '') as QboEntity;
      expect(bill.Balance).toBe(0);
      expect(bill.TotalAmt).toBe(payment.TotalAmt);
      const early = days(payment.TxnDate as string, bill.DueDate as string);
      expect(early).toBe(refOf(payment, 'VendorRef') === VENDORS.dairy.value ? 3 : 0);
    }
    const open = tables.Bill.filter((b) => b.Balance !== 0);
    expect(open.map((b) => refOf(b, 'VendorRef')).sort()).toEqual(
      [VENDORS.flour.value, VENDORS.dairy.value].sort(),
    );
    expect(open.every((b) => (b.DueDate as string) >= TODAY)).toBe(true);
    expect(open.every((b) => (b.DueDate as string) <= addDays(TODAY, 15))).toBe(true);
  });

  it('gives each customer and vendor the balance of what is open on its items', () => {
    const owed = (list: QboEntity[], field: string, id: string) =>
      Math.round(
        list.filter((e) => refOf(e, field) === id).reduce((s, e) => s + (e.Balance as number), 0) *
          100,
      );
    for (const customer of tables.Customer) {
      expect(Math.round((customer.Balance as number) * 100)).toBe(
        owed(tables.Invoice, 'CustomerRef', customer.Id),
      );
    }
    expect(tables.Customer.map((c) => c.DisplayName)).toContain('Driftwood Catering');
    expect(tables.Vendor.find((v) => v.Id === VENDORS.landlord.value)?.Balance).toBe(0);
    expect(seedOpenItems(ledger, TODAY)).toEqual(tables);
  });
});
