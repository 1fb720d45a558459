import { ACCOUNTS, accountEntities } from './accounts.js';
import type { Ref } from './accounts.js';
import { bankingEntries } from './bankingEntries.js';
import { addDays, dayOfMonth, eachDay, weekday } from './calendar.js';
import type { Add, LedgerEntityName, QboEntity } from './entity.js';
import { seededRandom } from './random.js';
import type { Random } from './random.js';

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

export type TypedRef = Ref & { type: 'Vendor' | 'Customer' };

const vendor = (value: string, name: string): TypedRef => ({ value, name, type: 'Vendor' });
const customer = (value: string, name: string): TypedRef => ({ value, name, type: 'Customer' });

export const VENDORS = {
  landlord: vendor('50', 'Oakwood Properties'),
  payroll: vendor('51', 'Gusto Payroll'),
  power: vendor('52', 'Bay State Electric'),
  phone: vendor('53', 'Coastal Telecom'),
  insurer: vendor('54', 'Harbor Mutual Insurance'),
  wholesaler: vendor('55', 'Restaurant Depot'),
  flour: vendor('56', 'Valley Flour Mill'),
  dairy: vendor('57', 'Green Meadow Dairy'),
  packaging: vendor('58', 'PackRight Supplies'),
  newspaper: vendor('59', 'Local Herald Media'),
  refrigeration: vendor('60', 'CoolTech Refrigeration'),
  bank: vendor('61', 'First Harbor Bank'),
};

export const CUSTOMERS = {
  walkIn: customer('70', 'Walk-in Customers'),
  cafe: customer('71', 'Seaside Cafe'),
  events: customer('72', 'Marina Events Co.'),
  school: customer('73', 'Hillside School'),
  hotel: customer('74', 'Tidewater Hotel'),
};

export const ITEMS = {
  bread: { value: '80', name: 'Bread' },
  pastries: { value: '81', name: 'Pastries' },
  coffee: { value: '82', name: 'Coffee' },
  cakes: { value: '83', name: 'Celebration Cakes' },
};

const PAYMENT_METHODS = {
  cash: { value: '1', name: 'Cash' },
  check: { value: '2', name: 'Check' },
  visa: { value: '3', name: 'Visa' },
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
  const pendingPayments: { id: string; amount: number; customer: TypedRef }[] = [];

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
      add('Deposit', date, {
        DepositToAccountRef: ACCOUNTS.checking,
        TotalAmt: interest,
        PrivateNote: 'Interest',
        Line: [
          {
            Id: '1',
            LineNum: 1,
            Amount: interest,
            DetailType: 'DepositLineDetail',
            DepositLineDetail: { AccountRef: ACCOUNTS.interest, Entity: VENDORS.bank },
          },
        ],
      });
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
      add('RefundReceipt', date, {
        DocNum: `R-${nextDocNumber++}`,
        CustomerRef: random.pick([CUSTOMERS.walkIn, CUSTOMERS.events]),
        DepositToAccountRef: ACCOUNTS.checking,
        PaymentMethodRef: PAYMENT_METHODS.visa,
        TotalAmt: amount,
        PrivateNote: 'Refund for a damaged order',
        Line: [
          salesLine(1, ITEMS.cakes, amount),
          { Amount: amount, DetailType: 'SubTotalLineDetail', SubTotalLineDetail: {} },
        ],
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
      add('Deposit', date, {
        DepositToAccountRef: ACCOUNTS.checking,
        TotalAmt: 15000,
        PrivateNote: 'Owner investment for the new oven',
        Line: [
          {
            Id: '1',
            LineNum: 1,
            Amount: 15000,
            DetailType: 'DepositLineDetail',
            DepositLineDetail: {
              AccountRef: ACCOUNTS.ownerInvestment,
              Entity: { value: '90', name: 'Dana Whitfield', type: 'Employee' },
            },
          },
        ],
      });
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

function salesLine(lineNum: number, item: Ref, amount: number): Record<string, unknown> {
  return {
    Id: String(lineNum),
    LineNum: lineNum,
    Amount: amount,
    DetailType: 'SalesItemLineDetail',
    SalesItemLineDetail: { ItemRef: item, TaxCodeRef: { value: 'NON' } },
  };
}

function tillSale(
  add: Add,
  random: Random,
  date: string,
  day: number,
  perDay: number,
  docNumber: number,
): void {
  const busy = day === 6 ? 1.45 : 1;
  const share = (min: number, max: number): number =>
    Math.round((random.amount(min, max) * busy * 100) / perDay) / 100;
  const bread = share(180, 420);
  const pastries = share(150, 380);
  const coffee = share(90, 260);
  const total = Math.round((bread + pastries + coffee) * 100) / 100;
  add('SalesReceipt', date, {
    DocNum: String(docNumber),
    CustomerRef: CUSTOMERS.walkIn,
    DepositToAccountRef: ACCOUNTS.checking,
    PaymentMethodRef: random.chance(0.7) ? PAYMENT_METHODS.visa : PAYMENT_METHODS.cash,
    PaymentRefNum: `Z-${date.replaceAll('-', '')}`,
    TotalAmt: total,
    PrivateNote: 'Daily till takings',
    Line: [
      salesLine(1, ITEMS.bread, bread),
      salesLine(2, ITEMS.pastries, pastries),
      salesLine(3, ITEMS.coffee, coffee),
      { Amount: total, DetailType: 'SubTotalLineDetail', SubTotalLineDetail: {} },
    ],
  });
}

function billPayment(
  add: Add,
  date: string,
  payee: TypedRef,
  amount: number,
  checkNumber: string,
): void {
  add('BillPayment', date, {
    VendorRef: { value: payee.value, name: payee.name },
    PayType: 'Check',
    CheckPayment: { BankAccountRef: ACCOUNTS.checking, PrintStatus: 'NotSet' },
    APAccountRef: ACCOUNTS.payable,
    DocNum: checkNumber,
    TotalAmt: amount,
    Line: [
      {
        Amount: amount,
        LinkedTxn: [{ TxnId: String(9000 + Number(checkNumber)), TxnType: 'Bill' }],
      },
    ],
  });
}

function invoicePayment(
  add: Add,
  date: string,
  payer: TypedRef,
  amount: number,
  checkNumber: string,
): { id: string; amount: number; customer: TypedRef } {
  const entity = add('Payment', date, {
    CustomerRef: { value: payer.value, name: payer.name },
    DepositToAccountRef: ACCOUNTS.undeposited,
    ARAccountRef: ACCOUNTS.receivable,
    PaymentMethodRef: PAYMENT_METHODS.check,
    PaymentRefNum: checkNumber,
    TotalAmt: amount,
    UnappliedAmt: 0,
    ProcessPayment: false,
    Line: [
      {
        Amount: amount,
        LinkedTxn: [{ TxnId: String(8000 + Number(checkNumber)), TxnType: 'Invoice' }],
      },
    ],
  });
  return { id: entity.Id, amount, customer: payer };
}

/** Banks cheques received earlier: the deposit lines link the payments already counted as cash in. */
function bankPayments(
  add: Add,
  date: string,
  payments: { id: string; amount: number; customer: TypedRef }[],
): void {
  const total = Math.round(payments.reduce((sum, p) => sum + p.amount * 100, 0)) / 100;
  add('Deposit', date, {
    DepositToAccountRef: ACCOUNTS.checking,
    TotalAmt: total,
    Line: payments.map((payment, index) => ({
      Id: String(index + 1),
      LineNum: index + 1,
      Amount: payment.amount,
      LinkedTxn: [{ TxnId: payment.id, TxnType: 'Payment', TxnLineId: '0' }],
    })),
  });
}
