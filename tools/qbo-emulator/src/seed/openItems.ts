import { ACCOUNTS } from './accounts.js';
import { addDays } from './calendar.js';
import type { QboEntity } from './entity.js';
import type { Ledger } from './ledger.js';
import { CUSTOMERS, ITEMS, VENDORS } from './parties.js';
import type { TypedRef } from './parties.js';
import { seededRandom } from './random.js';
import type { Random } from './random.js';

/** The invoices, bills and the names they are owed by or to, keyed by their v3 entity names. */
export type OpenItemTables = {
  Invoice: QboEntity[];
  Bill: QboEntity[];
  Customer: QboEntity[];
  Vendor: QboEntity[];
};

/** How a customer pays its invoices: days after the due date, and the share of each it pays. */
export type CustomerHabit = {
  name: 'on time' | '2 weeks late' | 'erratic' | 'part payer' | 'never pays';
  daysLate: (random: Random) => number;
  paidShare: number;
};

const between = (random: Random, min: number, max: number) =>
  min + Math.floor(random.next() * (max - min + 1));

/** A caterer the bakery keeps invoicing and who has never paid. */
export const NEVER_PAYS: TypedRef = { value: '75', name: 'Driftwood Catering', type: 'Customer' };

/** Each invoicing customer's habit: the seeded books' payments fall on its days late. */
export const CUSTOMER_HABITS: Record<string, CustomerHabit> = {
  [CUSTOMERS.cafe.value]: { name: 'on time', daysLate: (r) => between(r, -1, 2), paidShare: 1 },
  [CUSTOMERS.hotel.value]: {
    name: '2 weeks late',
    daysLate: (r) => between(r, 12, 16),
    paidShare: 1,
  },
  [CUSTOMERS.events.value]: { name: 'erratic', daysLate: (r) => between(r, -5, 60), paidShare: 1 },
  [CUSTOMERS.school.value]: {
    name: 'part payer',
    daysLate: (r) => between(r, 0, 5),
    paidShare: 0.6,
  },
  [NEVER_PAYS.value]: { name: 'never pays', daysLate: () => 0, paidShare: 0 },
};

/** Days of the vendors' bills before they are due, and when the bakery pays each vendor. */
const BILL_TERMS = 15;
const PAYS_VENDOR: Record<string, number> = { [VENDORS.flour.value]: 0, [VENDORS.dairy.value]: -3 };
const INVOICE_TERMS = 30;
const NET_30 = { value: '3', name: 'Net 30' };
const NET_15 = { value: '2', name: 'Net 15' };
const USD = { value: 'USD', name: 'United States Dollar' };

const cents = (amount: number) => Math.round(amount * 100) / 100;

function base(id: string, date: string): QboEntity {
  return {
    Id: id,
    SyncToken: '0',
    domain: 'QBO',
    sparse: false,
    MetaData: { CreateTime: `${date}T09:00:00-08:00`, LastUpdatedTime: `${date}T09:00:00-08:00` },
  };
}

type Draft = {
  id: string;
  number: string;
  party: TypedRef;
  issued: string;
  due: string;
  total: number;
  balance: number;
  paidBy: string[];
};

function invoice(d: Draft): QboEntity {
  return {
    ...base(d.id, d.issued),
    DocNumber: d.number,
    TxnDate: d.issued,
    DueDate: d.due,
    CurrencyRef: USD,
    CustomerRef: { value: d.party.value, name: d.party.name },
    SalesTermRef: NET_30,
    Line: [
      {
        Id: '1',
        LineNum: 1,
        Amount: d.total,
        DetailType: 'SalesItemLineDetail',
        SalesItemLineDetail: { ItemRef: ITEMS.cakes, Qty: 1, UnitPrice: d.total },
      },
      { Amount: d.total, DetailType: 'SubTotalLineDetail', SubTotalLineDetail: {} },
    ],
    TotalAmt: d.total,
    Balance: d.balance,
    LinkedTxn: d.paidBy.map((id) => ({ TxnId: id, TxnType: 'Payment' })),
    PrintStatus: 'NotSet',
    EmailStatus: 'EmailSent',
  };
}

function bill(d: Draft): QboEntity {
  return {
    ...base(d.id, d.issued),
    DocNumber: d.number,
    TxnDate: d.issued,
    DueDate: d.due,
    CurrencyRef: USD,
    VendorRef: { value: d.party.value, name: d.party.name },
    APAccountRef: ACCOUNTS.payable,
    SalesTermRef: NET_15,
    Line: [
      {
        Id: '1',
        LineNum: 1,
        Amount: d.total,
        DetailType: 'AccountBasedExpenseLineDetail',
        AccountBasedExpenseLineDetail: {
          AccountRef: ACCOUNTS.ingredients,
          BillableStatus: 'NotBillable',
          TaxCodeRef: { value: 'NON' },
        },
      },
    ],
    TotalAmt: d.total,
    Balance: d.balance,
    LinkedTxn: d.paidBy.map((id) => ({ TxnId: id, TxnType: 'BillPaymentCheck' })),
  };
}

type Linked = { payment: QboEntity; txnId: string; party: TypedRef; amount: number };

/** Each payment (or bill payment) with the one document it settles. */
function linked(payments: readonly QboEntity[], refField: 'CustomerRef' | 'VendorRef'): Linked[] {
  return payments.map((payment) => {
    const ref = payment[refField] as { value: string; name: string };
    const line = (payment.Line as { LinkedTxn: { TxnId: string }[] }[])[0];
    return {
      payment,
      txnId: line?.LinkedTxn[0]?.TxnId ?? '',
      party: { ...ref, type: refField === 'CustomerRef' ? 'Customer' : 'Vendor' },
      amount: payment.TotalAmt as number,
    };
  });
}

function party(ref: TypedRef, balance: number, date: string): QboEntity {
  const fields = {
    DisplayName: ref.name,
    CompanyName: ref.name,
    PrintOnCheckName: ref.name,
    Active: true,
    Balance: cents(balance),
    CurrencyRef: USD,
  };
  return ref.type === 'Customer'
    ? {
        ...base(ref.value, date),
        ...fields,
        FullyQualifiedName: ref.name,
        Job: false,
        Taxable: false,
      }
    : { ...base(ref.value, date), ...fields, Vendor1099: false };
}

/**
 * The invoices behind the seeded books' customer payments and the bills behind its bill payments,
 * dated back from each payment by its payer's habit (the payments and the cash they move stay as
 * they were), plus the items still open on `today`: two recent invoices per customer, one of the
 * late payers' overdue, the part payers' unpaid rests, six months of a caterer who never pays,
 * and a bill due soon from each supplier.
 */
export function seedOpenItems(ledger: Ledger, today: string, seed = 38): OpenItemTables {
  const random = seededRandom(seed);
  const invoices: QboEntity[] = [];
  const bills: QboEntity[] = [];
  for (const { payment, txnId, party: customer, amount } of linked(
    ledger.entities.Payment,
    'CustomerRef',
  )) {
    const habit = CUSTOMER_HABITS[customer.value] as CustomerHabit;
    const due = addDays(payment.TxnDate as string, -habit.daysLate(random));
    const total = cents(amount / habit.paidShare);
    const d = { id: txnId, number: `INV-${txnId}`, party: customer, due, total };
    invoices.push(
      invoice({
        ...d,
        issued: addDays(due, -INVOICE_TERMS),
        balance: cents(total - amount),
        paidBy: [payment.Id],
      }),
    );
  }
  let nextId = 20_001;
  const open = (who: TypedRef, issued: string, total: number) =>
    invoices.push(
      invoice({
        id: String(nextId),
        number: `INV-${nextId++}`,
        party: who,
        issued,
        due: addDays(issued, INVOICE_TERMS),
        total,
        balance: total,
        paidBy: [],
      }),
    );
  for (const who of [CUSTOMERS.cafe, CUSTOMERS.hotel, CUSTOMERS.events, CUSTOMERS.school]) {
    open(who, addDays(today, -between(random, 3, 25)), random.amount(800, 2600));
  }
  open(CUSTOMERS.hotel, addDays(today, -40), random.amount(800, 2600));
  open(CUSTOMERS.events, addDays(today, -50), random.amount(800, 2600));
  for (let month = 6; month >= 1; month -= 1) {
    open(NEVER_PAYS, addDays(today, -30 * month + 5), random.amount(400, 900));
  }
  for (const { payment, txnId, party: vendor, amount } of linked(
    ledger.entities.BillPayment,
    'VendorRef',
  )) {
    const due = addDays(payment.TxnDate as string, -(PAYS_VENDOR[vendor.value] ?? 0));
    const d = { id: txnId, number: `B-${txnId}`, party: vendor, due, total: amount };
    bills.push(bill({ ...d, issued: addDays(due, -BILL_TERMS), balance: 0, paidBy: [payment.Id] }));
  }
  for (const vendor of [VENDORS.flour, VENDORS.dairy]) {
    const issued = addDays(today, -between(random, 1, 8));
    const total = random.amount(500, 1400);
    const id = String(nextId++);
    const d = { id, number: `B-${id}`, party: vendor, issued, total, balance: total, paidBy: [] };
    bills.push(bill({ ...d, due: addDays(issued, BILL_TERMS) }));
  }
  const owed = (list: QboEntity[], field: string, value: string) =>
    list
      .filter((e) => (e[field] as { value: string }).value === value)
      .reduce((sum, e) => sum + (e.Balance as number), 0);
  const since = addDays(today, -400);
  return {
    Invoice: invoices,
    Bill: bills,
    Customer: [...Object.values(CUSTOMERS), NEVER_PAYS].map((c) =>
      party(c, owed(invoices, 'CustomerRef', c.value), since),
    ),
    Vendor: Object.values(VENDORS).map((v) => party(v, owed(bills, 'VendorRef', v.value), since)),
  };
}
