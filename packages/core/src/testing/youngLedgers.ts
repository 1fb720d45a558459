import type { Account } from '../accounts/account.js';
import { addDays, dateOfDayNumber, dayNumber } from '../dates.js';
import type { IsoDate } from '../dates.js';
import type { Transaction } from '../transaction.js';
import { ledger } from './ledger.js';
import type { TestLedger } from './ledger.js';
import { SeededRandom } from './seededRandom.js';

/** A young ledger as a new user imports it: its transactions, accounts and the as-of date. */
export type YoungLedger = { transactions: Transaction[]; accounts: Account[]; asOf: IsoDate };

const checking = (openingBalance: number, openingDate: IsoDate): Account => ({
  id: 'checking',
  name: 'Business checking',
  kind: 'checking',
  currency: 'USD',
  openingBalance,
  openingDate,
  archived: false,
});

function weekday(date: IsoDate): number {
  return (((dayNumber(date) + 4) % 7) + 7) % 7;
}

/** The last weekday on or before `date`: payroll due on a weekend is paid the Friday before. */
function businessDayBefore(date: IsoDate): IsoDate {
  let day = date;
  while (weekday(day) === 0 || weekday(day) === 6) day = addDays(day, -1);
  return day;
}

/** Every weekday from `from` to `to`. */
function weekdays(from: IsoDate, to: IsoDate): IsoDate[] {
  const days: IsoDate[] = [];
  for (let d = dayNumber(from); d <= dayNumber(to); d += 1) {
    const date = dateOfDayNumber(d);
    if (weekday(date) !== 0 && weekday(date) !== 6) days.push(date);
  }
  return days;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Payroll on the 1st and the 15th, each moved to the weekday before. */
function payroll(book: TestLedger, months: readonly string[], amount: number) {
  for (const month of months) {
    for (const day of ['01', '15']) {
      book.outflow(businessDayBefore(`${month}-${day}`), amount, {
        description: 'GUSTO PAYROLL NET PAY',
        accountId: 'checking',
        category: 'Payroll',
      });
    }
  }
}

/**
 * Two months (1 June - 31 July 2026) of a business checking account: customer payments of
 * $45,030.00 in all, and $76,241.00 paid out (rent $6,500 on the 1st, payroll $7,100 on the 1st
 * and the 15th, a software bill, supplies): -$511.66 a day. The balance goes from
 * $82,500.00 to $51,289.00.
 */
export function twoMonthLedger(): YoungLedger {
  const random = new SeededRandom(32_02);
  const book = ledger();
  const from = '2026-06-01';
  const to = '2026-07-31';
  const account = { accountId: 'checking' };
  for (const month of ['2026-06', '2026-07']) {
    book.outflow(`${month}-01`, 6500, { ...account, description: 'ACH RENT MAPLE PROPERTIES' });
    book.outflow(`${month}-03`, 412.5, {
      ...account,
      description: 'GOOGLE *WORKSPACE',
      category: 'Software',
    });
  }
  payroll(book, ['2026-06', '2026-07'], 7100);
  // Fixed so far: 2 x 6,500 + 2 x 412.50 + 4 x 7,100 = 42,225; supplies and one-offs the rest.
  const supplies = weekdays(from, to).filter(() => random.chance(0.45));
  const spent = 76_241 - 42_225;
  const supplyAmounts = supplies.map(() => 200 + random.next() * 1400);
  const supplyScale = spent / supplyAmounts.reduce((s, v) => s + v, 0);
  let supplyLeft = spent;
  supplies.forEach((date, i) => {
    const amount =
      i === supplies.length - 1
        ? round2(supplyLeft)
        : round2((supplyAmounts[i] as number) * supplyScale);
    supplyLeft -= amount;
    book.outflow(date, amount, {
      ...account,
      description: `${random.pick(['ULINE', 'STAPLES', 'HOME DEPOT', 'FEDEX', 'GRAINGER'])} #${random.digits(4)}`,
      category: 'Supplies',
    });
  });
  const receipts = weekdays(from, to).filter(() => random.chance(0.4));
  const receiptAmounts = receipts.map(() => 400 + random.next() * 2600);
  const receiptScale = 45_030 / receiptAmounts.reduce((s, v) => s + v, 0);
  let receiptLeft = 45_030;
  receipts.forEach((date, i) => {
    const amount =
      i === receipts.length - 1
        ? round2(receiptLeft)
        : round2((receiptAmounts[i] as number) * receiptScale);
    receiptLeft -= amount;
    book.inflow(date, amount, {
      ...account,
      description: `DEPOSIT CUSTOMER ${random.pick(['ACME', 'BRIGHTWAY', 'COLT', 'DUNMORE', 'ELLIS'])} INV ${random.digits(5)}`,
      category: 'Sales',
    });
  });
  return {
    transactions: book.buildNewestFirst(),
    accounts: [checking(82_500, from)],
    asOf: to,
  };
}

const CLIENTS = ['NORTHWIND', 'CONTOSO', 'FABRIKAM', 'TAILSPIN', 'WINGTIP', 'LITWARE', 'ADVENTURE'];
const VENDORS = ['DELOITTE', 'WEWORK EVENTS', 'GREENHOUSE', 'SALESFORCE', 'BREX TRAVEL', 'DATADOG'];
const CARD_MERCHANTS = [
  'AMAZON MKTPLACE',
  'UBER TRIP',
  'DELTA AIR',
  'STAPLES',
  'ZOOM.US',
  'DOORDASH',
];

/**
 * Six months (1 June - 25 November 2026) of a Chase-style business checking export and its card:
 * customer payments on most weekdays (about $88,000 a week), payroll of $150,000 on the 1st and the
 * 15th, rent of $24,000 on the 1st, an AWS bill on the 3rd, estimated quarterly tax to the IRS
 * ($62,500) and the state ($14,800) on 15 June and 15 September, vendors, and card spending paid
 * off on the 20th by a linked transfer. The cash position on 25 November is $762,401.00.
 */
export function sixMonthLedger(): YoungLedger {
  const random = new SeededRandom(32_06);
  const book = ledger();
  const from = '2026-06-01';
  const asOf = '2026-11-25';
  const months = ['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'];
  const inChecking = { accountId: 'checking' };
  payroll(book, months, 150_000);
  months.forEach((month, i) => {
    book.outflow(`${month}-01`, 24_000, { ...inChecking, description: 'ACH RENT HUDSON YARDS' });
    book.outflow(businessDayBefore(`${month}-03`), round2(8600 + random.next() * 800), {
      ...inChecking,
      description: 'AWS EMEA AWS.AMAZON.CO',
      category: 'Software',
    });
    for (let v = 0; v < 8; v += 1) {
      const date = businessDayBefore(addDays(`${month}-01`, random.int(0, 27)));
      if (date > asOf) continue;
      book.outflow(date, round2(4000 + random.next() * 10_800), {
        ...inChecking,
        description: `${random.pick(VENDORS)} INVOICE ${random.digits(6)}`,
        category: 'Professional Services',
      });
    }
    if (i > 0) {
      const owed = book
        .build()
        .filter((t) => t.accountId === 'card' && t.date.startsWith(months[i - 1] as string))
        .reduce((sum, t) => sum - t.amount, 0);
      const date = businessDayBefore(`${month}-20`);
      if (date <= asOf) {
        const transferId = `card-${month}`;
        const amount = round2(owed);
        book.outflow(date, amount, {
          ...inChecking,
          description: 'CHASE CARD AUTOPAY',
          transferId,
        });
        book.inflow(date, amount, {
          accountId: 'card',
          description: 'AUTOPAY THANK YOU',
          transferId,
        });
      }
    }
  });
  for (const date of ['2026-06-15', '2026-09-15']) {
    book.outflow(date, 62_500, { ...inChecking, description: 'IRS USATAXPYMT', category: 'Taxes' });
    book.outflow(date, 14_800, {
      ...inChecking,
      description: 'NYS DTF EST TAX',
      category: 'Taxes',
    });
  }
  for (const date of weekdays(from, asOf)) {
    for (let k = random.int(1, 4); k > 0; k -= 1) {
      book.inflow(date, round2(2050 + random.next() * 8200), {
        ...inChecking,
        description: `ACH CREDIT ${random.pick(CLIENTS)} PAYMENT ${random.digits(7)}`,
        category: 'Sales',
      });
    }
    if (random.chance(0.45)) {
      book.outflow(date, round2(300 + random.next() * 3300), {
        accountId: 'card',
        description: `${random.pick(CARD_MERCHANTS)} ${random.digits(4)}`,
        category: 'Travel',
      });
    }
  }
  const transactions = book.buildNewestFirst();
  const net = transactions
    .filter((t) => t.date <= asOf)
    .reduce((sum, t) => sum + Math.round(t.amount * 100), 0);
  const card: Account = {
    ...checking(0, from),
    id: 'card',
    name: 'Business card',
    kind: 'credit card',
  };
  return {
    transactions,
    accounts: [checking(round2(762_401 - net / 100), from), card],
    asOf,
  };
}
