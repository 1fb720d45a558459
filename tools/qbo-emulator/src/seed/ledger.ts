import { ACCOUNTS, accountEntities } from './accounts.js';
import type { Ref } from './accounts.js';
import { bankingEntries } from './bankingEntries.js';
import { addDays, dayOfMonth, eachDay, weekday } from './calendar.js';
import {
  bankPayments,
  billPayment,
  deposit,
  invoicePayment,
  refundReceipt,
  tillSale,
} from './documents.js';
import type { ChequeReceived } from './documents.js';
import type { LedgerEntityName, QboEntity } from './entity.js';
import { CUSTOMERS, OWNER, VENDORS } from './parties.js';
import type { TypedRef } from './parties.js';
import { seededRandom } from './random.js';

export type { LedgerEntityName, QboEntity } from './entity.js';

export const LEDGER_ENTITY_NAMES: readonly LedgerEntityName[] = [
  'Purchase',
  'Deposit',
  'SalesReceipt',
  'Payment',
  'BillPayment',
  'RefundReceipt',
  'Transfer',
  'JournalEntry',
];

export type Ledger = {
  companyName: string;
  entities: Record<LedgerEntityName, QboEntity[]>;
  /** The chart of accounts (`Account` entities): what type each referenced account is. */
  accounts: QboEntity[];
};

export type SeedOptions = {
  /** The day the books run up to (exclusive): a year of activity before it is generated. */
  today: string;
  companyName?: string;
  /** Till receipts recorded per trading day; raise it to get more than one page of sales. */
  salesReceiptsPerDay?: number;
  seed?: number;
};

const USD = { value: 'USD', name: 'United States Dollar' };

/**
 * Generates a year of books for a small bakery: daily till sales, wholesale and catering invoices
 * paid by cheque and banked, biweekly payroll, monthly rent, utilities and insurance, supplier
 * bills, card purchases and the odd refund, and the bank transfers and journal entries of
 * `bankingEntries`. Everything follows from `today` and the seed, so tests
 * that fix both see the same ledger every run.
 */
export function seedLedger(options: SeedOptions): Ledger {
  const random = seededRandom(options.seed ?? 20240601);
  const perDay = options.salesReceiptsPerDay ?? 1;
  const entities: Record<LedgerEntityName, QboEntity[]> = {
    Purchase: [],
    Deposit: [],
    SalesReceipt: [],
    Payment: [],
    BillPayment: [],
    RefundReceipt: [],
    Transfer: [],
    JournalEntry: [],
  };
  let nextId = 100;
  let nextDocNumber = 1001;
  let nextCheckNumber = 5001;
  const add = (
    name: LedgerEntityName,
    date: string,
    fields: Record<string, unknown>,
  ): QboEntity => {
    const entity: QboEntity = {
      Id: String(nextId++),
      SyncToken: '0',
      domain: 'QBO',
      sparse: false,
      MetaData: {
        CreateTime: `${date}T17:30:00-08:00`,
        LastUpdatedTime: `${date}T17:30:00-08:00`,
      },
      TxnDate: date,
      CurrencyRef: USD,
      ...fields,
    };
    entities[name].push(entity);
    return entity;
  };

  const purchase = (
    date: string,
    payee: TypedRef,
    account: Ref,
    amount: number,
    paidWith: 'Check' | 'CreditCard' | 'Cash',
    description: string,
  ): void => {
    add('Purchase', date, {
      PaymentType: paidWith,
      AccountRef: paidWith === 'CreditCard' ? ACCOUNTS.mastercard : ACCOUNTS.checking,
      EntityRef: payee,
      TotalAmt: amount,
      ...(paidWith === 'Check' ? { DocNum: String(nextCheckNumber++) } : {}),
      Line: [
        {
          Id: '1',
          Description: description,
          Amount: amount,
          DetailType: 'AccountBasedExpenseLineDetail',
          AccountBasedExpenseLineDetail: {
            AccountRef: account,
            BillableStatus: 'NotBillable',
            TaxCodeRef: { value: 'NON' },
          },
        },
      ],
    });
  };

  const from = addDays(options.today, -365);
  const to = addDays(options.today, -1);
  const pendingPayments: ChequeReceived[] = [];

  for (const date of eachDay(from, to)) {
    const day = weekday(date);
    const dom = dayOfMonth(date);

    if (day !== 0) {
      for (let till = 0; till < perDay; till += 1) {
        tillSale(add, random, date, day, perDay, nextDocNumber++);
      }
    }

    if (dom === 1) {
      purchase(
        date,
        VENDORS.landlord,
        ACCOUNTS.rent,
        3200,
        'Check',
        'Monthly rent, 14 Harbor Lane',
      );
    }
    if (dom === 5) {
      purchase(date, VENDORS.insurer, ACCOUNTS.insurance, 245, 'Check', 'Business owner policy');
    }
    if (dom === 15) {
      purchase(
        date,
        VENDORS.power,
        ACCOUNTS.electric,
        random.amount(380, 640),
        'Check',
        'Electricity and gas',
      );
      purchase(date, VENDORS.phone, ACCOUNTS.telephone, 89.99, 'CreditCard', 'Phone and internet');
      purchase(
        date,
        VENDORS.newspaper,
        ACCOUNTS.advertising,
        random.amount(120, 260),
        'CreditCard',
        'Weekend print advert',
      );
    }
    if (dom === 20) {
      purchase(
        date,
        VENDORS.packaging,
        ACCOUNTS.packaging,
        random.amount(150, 320),
        'CreditCard',
        'Boxes, bags and cups',
      );
    }
    if (dom === 28) {
      purchase(date, VENDORS.bank, ACCOUNTS.bankCharges, 15, 'Cash', 'Monthly account fee');
      const interest = random.amount(3, 12);
      deposit(add, date, interest, ACCOUNTS.interest, VENDORS.bank, 'Interest');
    }
    if (day === 1) {
      purchase(
        date,
        VENDORS.wholesaler,
        ACCOUNTS.ingredients,
        random.amount(280, 720),
        'CreditCard',
        'Butter, eggs, sugar and fruit',
      );
    }
    if (day === 5 && weekIndex(from, date) % 2 === 1) {
      purchase(
        date,
        VENDORS.payroll,
        ACCOUNTS.wages,
        random.amount(6800, 7600),
        'Check',
        'Payroll, 6 staff',
      );
      purchase(
        date,
        VENDORS.payroll,
        ACCOUNTS.payrollTaxes,
        random.amount(880, 1120),
        'Check',
        'Payroll taxes',
      );
    }
    if (day === 3 && weekIndex(from, date) % 2 === 0) {
      billPayment(add, date, VENDORS.flour, random.amount(900, 1450), String(nextCheckNumber++));
      billPayment(add, date, VENDORS.dairy, random.amount(480, 920), String(nextCheckNumber++));
    }
    if (dom === 10) {
      const payment = invoicePayment(
        add,
        date,
        CUSTOMERS.cafe,
        random.amount(1800, 2650),
        String(3100 + nextId),
      );
      pendingPayments.push(payment);
    }
    if (dom === 22 && random.chance(0.75)) {
      const who = random.pick([CUSTOMERS.events, CUSTOMERS.school, CUSTOMERS.hotel]);
      pendingPayments.push(
        invoicePayment(add, date, who, random.amount(600, 3200), String(3100 + nextId)),
      );
    }
    if (day === 2 && pendingPayments.length > 0) {
      bankPayments(add, date, pendingPayments.splice(0));
    }
    if (day === 6 && random.chance(0.12)) {
      const amount = random.amount(18, 180);
      refundReceipt(add, date, amount, {
        docNumber: nextDocNumber++,
        customer: random.pick([CUSTOMERS.walkIn, CUSTOMERS.events]),
      });
    }
    if (date === addDays(from, 40) || date === addDays(from, 230)) {
      purchase(
        date,
        VENDORS.refrigeration,
        ACCOUNTS.repairs,
        random.amount(380, 950),
        'Check',
        'Walk-in cooler repair',
      );
    }
    if (date === addDays(from, 95)) {
      deposit(
        add,
        date,
        15000,
        ACCOUNTS.ownerInvestment,
        OWNER,
        'Owner investment for the new oven',
      );
    }
    if (date === addDays(from, 130)) {
      add('Purchase', date, {
        PaymentType: 'CreditCard',
        Credit: true,
        AccountRef: ACCOUNTS.mastercard,
        EntityRef: VENDORS.wholesaler,
        TotalAmt: 64.5,
        Line: [
          {
            Id: '1',
            Description: 'Credit for a spoiled cream delivery',
            Amount: 64.5,
            DetailType: 'AccountBasedExpenseLineDetail',
            AccountBasedExpenseLineDetail: { AccountRef: ACCOUNTS.ingredients },
          },
        ],
      });
    }
  }

  bankingEntries(add, from, to);

  return {
    companyName: options.companyName ?? 'Harbor Lane Bakery',
    entities,
    accounts: accountEntities(),
  };
}

function weekIndex(from: string, date: string): number {
  let weeks = 0;
  for (let d = from; d < date; d = addDays(d, 7)) weeks += 1;
  return weeks;
}
