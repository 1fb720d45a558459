import { describe, expect, it } from 'vitest';
import { ledger } from '../testing/ledger.js';
import type { Transaction } from '../transaction.js';
import { analyze } from './analyze.js';
import { categorySummaries } from './categories.js';
import { computeTotals } from './totals.js';

const ids = (transactions: readonly Transaction[]) => transactions.map((t) => t.id);

describe('analyze: edge cases', () => {
  it('no transactions: zeros everywhere, six empty trend months', () => {
    const analysis = analyze([], { asOf: '2024-06-15', period: 'all' });
    expect(analysis.transactionCount).toBe(0);
    expect(analysis.monthCount).toBe(1);
    expect(analysis.inflows).toMatchObject({
      total: 0,
      count: 0,
      monthlyAverage: 0,
      categories: [],
      topCategories: [],
      distribution: [],
      largestCategory: null,
      recent: [],
      revenueStreams: 0,
    });
    expect(analysis.outflows.total).toBe(0);
    expect(analysis.net).toBe(0);
    expect(analysis.trend.map((m) => [m.month, m.inflows, m.outflows])).toEqual([
      ['Jan', 0, 0],
      ['Feb', 0, 0],
      ['Mar', 0, 0],
      ['Apr', 0, 0],
      ['May', 0, 0],
      ['Jun', 0, 0],
    ]);
    expect(analysis.latestBalance).toBe(0);
    expect(analysis.recentTransactions).toEqual([]);
    expect(analysis.runwayPage.runwayMonths).toBe(0);
  });

  it('one transaction: it is the whole flow, its category 100%', () => {
    const transactions = ledger()
      .inflow('2024-06-15', 250.75, { category: 'Sales', balance: 1250.75 })
      .build();
    const analysis = analyze(transactions, { asOf: '2024-06-15', period: 'month' });
    expect(analysis.transactionCount).toBe(1);
    expect(analysis.inflows.total).toBe(250.75);
    expect(analysis.inflows.monthlyAverage).toBe(250.75);
    expect(analysis.inflows.categories).toEqual([
      { category: 'Sales', amount: 250.75, count: 1, percentage: 100 },
    ]);
    expect(analysis.inflows.revenueStreams).toBe(1);
    expect(analysis.outflows.categories).toEqual([]);
    expect(analysis.net).toBe(250.75);
    expect(analysis.latestBalance).toBe(1250.75);
    expect(ids(analysis.dashboardRecent)).toEqual(['t-1']);
  });

  it('only inflows: cash-flow positive, so burn does not limit the runway (no ∞, no "Healthy")', () => {
    const transactions = ledger()
      .inflow('2024-06-01', 5000, { balance: 8000 })
      .inflow('2024-05-01', 3000, { balance: 3000 })
      .build();
    const analysis = analyze(transactions, { asOf: '2024-06-15' });
    expect(analysis.runwayWidget.netBurn).toBe(-3000);
    expect(analysis.runwayWidget.grossBurn).toBe(0);
    expect(analysis.runwayWidget.status).toBe('cash-flow-positive');
    expect(analysis.runwayWidget.runwayMonths).toBeNull();
    expect(analysis.runwayWidget.grossRunwayMonths).toBeNull();
    expect(analysis.runwayWidget.health).toBe('green');
    expect(analysis.runwayWidget.healthLabel).toBe('Cash-Flow Positive');
    expect(analysis.runwayPage.runwayMonths).toBeNull();
    expect(analysis.runwayPage.warning).toBeNull();
  });

  it('negative balance: no runway left, critical everywhere', () => {
    const transactions = ledger()
      .outflow('2024-06-10', 700, { category: 'Payroll', balance: -500 })
      .inflow('2024-06-01', 200, { balance: 200 })
      .build();
    const analysis = analyze(transactions, { asOf: '2024-06-15' });
    expect(analysis.latestBalance).toBe(-500);
    expect(analysis.runwayWidget.runwayMonths).toBe(0);
    expect(analysis.runwayWidget.health).toBe('red');
    expect(analysis.runwayWidget.healthLabel).toBe('Critical Cash Position');
    expect(analysis.runwayPage.runwayMonths).toBe(0);
    expect(analysis.runwayPage.runwayWeeks).toBe(0);
    expect(analysis.runwayPage.warning?.title).toBe('Critical Cash Runway Warning');
    expect(analysis.forecastBalance).toBe(-500);
  });

  it('month boundary: the last day of last month is outside this month, its days after the as-of date too', () => {
    const transactions = ledger()
      .outflow('2024-03-31', 100, { category: 'Rent' })
      .outflow('2024-04-01', 40, { category: 'Rent' })
      .outflow('2024-04-30', 2, { category: 'Fees' })
      .build();
    const analysis = analyze(transactions, { asOf: '2024-04-15', period: 'month' });
    expect(analysis.outflows.total).toBe(40);
    expect(ids(analysis.outflows.recent)).toEqual(['t-2']);
    expect(analysis.months.inProgress).toMatchObject({ month: '2024-04', outflows: 40 });
    expect(analysis.months.lastComplete).toMatchObject({ month: '2024-03', outflows: 100 });
    expect(analysis.runwayPage.grossBurn).toBe(100);
    const [march, april] = analysis.trend.slice(-2);
    expect(march).toEqual({ monthKey: '2024-03', month: 'Mar ’24', inflows: 0, outflows: 100 });
    expect(april).toEqual({ monthKey: '2024-04', month: 'Apr ’24', inflows: 0, outflows: 40 });
  });

  it('year boundary: the trend runs back into last year; this year starts on 1 January', () => {
    const transactions = ledger()
      .inflow('2023-07-31', 1, { category: 'Sales' })
      .inflow('2023-08-01', 10, { category: 'Sales' })
      .inflow('2023-12-31', 100, { category: 'Sales' })
      .inflow('2024-01-01', 1000, { category: 'Sales' })
      .build();
    const analysis = analyze(transactions, { asOf: '2024-01-10', period: 'year' });
    expect(analysis.inflows.total).toBe(1000);
    expect(analysis.trend.map((m) => m.monthKey)).toEqual([
      '2023-08',
      '2023-09',
      '2023-10',
      '2023-11',
      '2023-12',
      '2024-01',
    ]);
    expect(analysis.trend.map((m) => m.inflows)).toEqual([10, 0, 0, 0, 100, 1000]);
    expect(analysis.trend.map((m) => m.month)).toEqual([
      'Aug ’23',
      'Sep ’23',
      'Oct ’23',
      'Nov ’23',
      'Dec ’23',
      'Jan ’24',
    ]);
    expect(analyze(transactions, { asOf: '2024-01-10', period: 'all' }).inflows.total).toBe(1111);
  });

  it('leap day: 29 February ends February, so February is the newest complete month of burn', () => {
    const transactions = ledger()
      .outflow('2024-02-29', 600, { category: 'Rent', balance: 12_000 })
      .outflow('2024-02-01', 1200, { category: 'Rent' })
      .outflow('2023-08-30', 1800, { category: 'Rent' })
      .outflow('2023-08-29', 99_999, { category: 'Rent' })
      .build();
    const analysis = analyze(transactions, { asOf: '2024-02-29', period: 'month' });
    expect(analysis.range).toEqual({ start: '2024-02-01', end: '2024-02-29' });
    expect(analysis.outflows.total).toBe(1800);
    // December, January and February: (0 + 0 + 1800) / 3 = 600 a month; 12,000 / 600 = 20 months.
    expect(analysis.runwayWidget.basis).toEqual({
      kind: 'months',
      months: ['2023-12', '2024-01', '2024-02'],
    });
    expect(analysis.runwayWidget.netBurn).toBe(600);
    expect(analysis.runwayWidget.runwayMonths).toBe(20);
    // 20 months of 30.4375 days is 608 days.
    expect(analysis.runwayWidget.zeroCashDate).toBe('2025-10-29');
    expect(analysis.runwayWidget.health).toBe('green');
    expect(analysis.months.lastComplete?.month).toBe('2024-02');
    expect(analysis.months.inProgress).toBeNull();
  });

  it('quarter edges: the first and last days of the quarter are in it, their neighbours are not', () => {
    const transactions = ledger()
      .inflow('2024-03-31', 1, { category: 'Sales' })
      .inflow('2024-04-01', 10, { category: 'Sales' })
      .inflow('2024-06-30', 100, { category: 'Sales' })
      .inflow('2024-07-01', 1000, { category: 'Sales' })
      .build();
    const analysis = analyze(transactions, { asOf: '2024-06-30', period: 'quarter' });
    expect(analysis.range).toEqual({ start: '2024-04-01', end: '2024-06-30' });
    expect(analysis.inflows.total).toBe(110);
    expect(analysis.transactionCount).toBe(2);
    expect(analysis.monthCount).toBe(2);
    expect(analysis.inflows.monthlyAverage).toBe(55);
  });

  it('1M transactions sum to the exact cent', () => {
    const transactions: Transaction[] = [];
    for (let i = 0; i < 1_000_000; i += 1) {
      const inflow = i % 2 === 0;
      transactions.push({
        id: `t-${i}`,
        date: i % 3 === 0 ? '2024-05-31' : '2024-06-01',
        description: 'x',
        amount: inflow ? 0.1 : -0.07,
        type: inflow ? 'inflow' : 'outflow',
        category: i % 4 === 0 ? 'A' : i % 4 === 2 ? 'B' : 'C',
      });
    }
    let floatSum = 0;
    for (const t of transactions) if (t.amount > 0) floatSum += t.amount;
    expect(floatSum).not.toBe(50_000);

    const analysis = analyze(transactions, { asOf: '2024-06-15', period: 'all' });
    expect(analysis.inflows.total).toBe(50_000);
    expect(analysis.outflows.total).toBe(35_000);
    expect(analysis.net).toBe(15_000);
    expect(analysis.inflows.categories.map((c) => [c.category, c.amount])).toEqual([
      ['A', 25_000],
      ['B', 25_000],
    ]);
    const [may, june] = analysis.trend.slice(-2);
    expect(may?.inflows).toBe(16_666.7);
    expect(june?.inflows).toBe(33_333.3);
    expect(may?.outflows).toBe(11_666.69);
    expect(june?.outflows).toBe(23_333.31);
  }, 60_000);
});

describe('analyze: figures', () => {
  it('counts inflows above 0 and outflows below 0 by absolute value; zero is neither', () => {
    const transactions = ledger()
      .inflow('2024-06-01', 100)
      .outflow('2024-06-02', 30)
      .inflow('2024-06-03', 0)
      .build();
    const analysis = analyze(transactions, { asOf: '2024-06-15' });
    expect(analysis.inflows.count).toBe(1);
    expect(analysis.outflows.count).toBe(1);
    expect(analysis.outflows.total).toBe(30);
    expect(analysis.transactionCount).toBe(3);
  });

  it('averages over the distinct year-months of the period', () => {
    const transactions = ledger()
      .inflow('2024-01-10', 100)
      .inflow('2024-01-20', 100)
      .outflow('2024-03-05', 50)
      .inflow('2023-03-05', 1000)
      .build();
    const analysis = analyze(transactions, { asOf: '2024-06-15', period: 'year' });
    expect(analysis.monthCount).toBe(2);
    expect(analysis.inflows.monthlyAverage).toBe(100);
    expect(analysis.outflows.monthlyAverage).toBe(25);
  });

  it('gives top-5 and top-6 views of the categories, largest first', () => {
    const book = ledger();
    ['A', 'B', 'C', 'D', 'E', 'F', 'G'].forEach((category, i) =>
      book.outflow('2024-06-01', (i + 1) * 10, { category }),
    );
    const { outflows } = analyze(book.build(), { asOf: '2024-06-15' });
    expect(outflows.categories.map((c) => c.category)).toEqual(['G', 'F', 'E', 'D', 'C', 'B', 'A']);
    expect(outflows.topCategories.map((c) => c.category)).toEqual(['G', 'F', 'E', 'D', 'C']);
    expect(outflows.distribution.map((c) => c.category)).toEqual(['G', 'F', 'E', 'D', 'C', 'B']);
    expect(outflows.largestCategory).toEqual({
      category: 'G',
      amount: 70,
      count: 1,
      percentage: 25,
    });
  });

  it('counts revenue streams as distinct inflow categories', () => {
    const transactions = ledger()
      .inflow('2024-06-01', 1, { category: 'Sales' })
      .inflow('2024-06-02', 1, { category: 'Sales' })
      .inflow('2024-06-03', 1, { category: 'Consulting' })
      .outflow('2024-06-03', 1, { category: 'Rent' })
      .build();
    expect(analyze(transactions, { asOf: '2024-06-15' }).inflows.revenueStreams).toBe(2);
  });

  it('keeps the trend to the last 6 calendar months whatever the period', () => {
    const transactions = ledger()
      .inflow('2024-01-15', 5)
      .inflow('2023-12-31', 7)
      .inflow('2024-06-10', 3)
      .build();
    const analysis = analyze(transactions, { asOf: '2024-06-15', period: 'month' });
    expect(analysis.inflows.total).toBe(3);
    expect(analysis.trend.map((m) => m.inflows)).toEqual([5, 0, 0, 0, 0, 3]);
  });

  it('lists the 10 newest of each kind for the period', () => {
    const book = ledger();
    for (let day = 1; day <= 15; day += 1) {
      const date = `2024-05-${String(day).padStart(2, '0')}`;
      book.inflow(date, day).outflow(date, day);
    }
    const analysis = analyze(book.buildNewestFirst(), { asOf: '2024-06-15' });
    expect(analysis.inflows.recent).toHaveLength(10);
    expect(analysis.inflows.recent.every((t) => t.amount > 0)).toBe(true);
    expect(analysis.inflows.recent[0]?.date).toBe('2024-05-15');
    expect(analysis.inflows.recent[9]?.date).toBe('2024-05-06');
    expect(analysis.outflows.recent.every((t) => t.amount < 0)).toBe(true);
    expect(analysis.recentTransactions).toHaveLength(10);
    expect(analysis.dashboardRecent).toEqual(analysis.recentTransactions.slice(0, 5));
  });

  it('takes the newest running balance and adds what came after it', () => {
    const transactions = ledger()
      .inflow('2024-06-10', 1)
      .inflow('2024-06-09', 1, { balance: 900 })
      .inflow('2024-06-09', 1, { balance: 800 })
      .inflow('2024-06-01', 1, { balance: 700 })
      .build();
    expect(analyze(transactions, { asOf: '2024-06-15' }).latestBalance).toBe(901);
  });

  it('reports the as-of month so far and the last complete month apart from the period', () => {
    const transactions = ledger()
      .inflow('2024-06-01', 500)
      .outflow('2024-06-14', 200)
      .outflow('2024-05-31', 1000)
      .build();
    const analysis = analyze(transactions, { asOf: '2024-06-15', period: 'year' });
    expect(analysis.months.inProgress).toEqual({
      month: '2024-06',
      label: 'Jun 2024',
      inflows: 500,
      outflows: 200,
      net: 300,
      through: '2024-06-15',
    });
    expect(analysis.months.lastComplete).toMatchObject({ label: 'May 2024', outflows: 1000 });
    expect(analysis.net).toBe(-700);
  });
});

describe('analyze: one current balance on every page', () => {
  const today = '2024-06-15';
  const balances = (transactions: readonly Transaction[]) => {
    const analysis = analyze(transactions, { asOf: today });
    return [
      analysis.latestBalance,
      analysis.forecastBalance,
      analysis.runwayPage.balance,
      analysis.runwayWidget.balance,
    ];
  };

  it('without a balance column it is inflows minus outflows, not 0 and a critical runway', () => {
    const transactions = ledger()
      .outflow('2024-06-05', 2000, { category: 'Payroll' })
      .inflow('2024-05-20', 30_000)
      .outflow('2024-05-01', 1000)
      .build();
    expect(balances(transactions)).toEqual([27_000, 27_000, 27_000, 27_000]);
    const analysis = analyze(transactions, { asOf: today });
    expect(analysis.runwayPage.status).toBe('cash-flow-positive');
    expect(analysis.runwayPage.warning).toBeNull();
    expect(analysis.runwayWidget.health).toBe('green');
  });

  it("is the day's closing balance when a bank file lists the day oldest first", () => {
    // Stored newest first by date; the last day's rows keep the file's order (oldest first).
    const transactions = ledger()
      .outflow('2024-06-14', 5000, { category: 'Payroll', balance: 7000 })
      .inflow('2024-06-14', 2000, { category: 'Card settlements', balance: 9000 })
      .outflow('2024-06-03', 3000, { balance: 12_000 })
      .build();
    expect(balances(transactions)).toEqual([9000, 9000, 9000, 9000]);
  });

  it('reads the zero balances the accounting service sends as none', () => {
    const transactions = ledger()
      .inflow('2024-06-14', 500, { balance: 0 })
      .outflow('2024-06-10', 100, { balance: 4000 })
      .build();
    expect(balances(transactions)).toEqual([4500, 4500, 4500, 4500]);
  });

  it('moves by the amount of a transaction added by hand after an imported statement', () => {
    const statement = ledger()
      .outflow('2024-06-12', 100, { balance: 4000 })
      .inflow('2024-06-11', 50, { balance: 4100 })
      .build();
    const manual = ledger().inflow('2024-06-15', 100_000).build();
    expect(balances(statement)).toEqual([4000, 4000, 4000, 4000]);
    expect(balances([...manual, ...statement])).toEqual([104_000, 104_000, 104_000, 104_000]);
  });

  it('leaves out transactions dated after today', () => {
    const withBalances = ledger()
      .outflow('2024-07-01', 2500, { balance: 500 })
      .inflow('2024-06-10', 1000, { balance: 3000 })
      .build();
    expect(balances(withBalances)).toEqual([3000, 3000, 3000, 3000]);
    const withoutBalances = ledger().outflow('2024-06-20', 2500).inflow('2024-06-10', 3000).build();
    expect(balances(withoutBalances)).toEqual([3000, 3000, 3000, 3000]);
  });
});

describe('analyze: transfers between own accounts', () => {
  it('are in the balance and the lists, but in no inflow, outflow, category, trend or burn', () => {
    const plain = ledger()
      .inflow('2024-06-03', 1000, { category: 'Sales' })
      .outflow('2024-05-10', 400, { category: 'Rent' })
      .build();
    const transfer = (id: string, amount: number) => ({
      id,
      date: '2024-06-05',
      description: 'Savings sweep',
      amount,
      type: amount < 0 ? ('outflow' as const) : ('inflow' as const),
      category: 'Transfers',
      transferId: 'qbo-transfer-1',
    });
    const withTransfer = [transfer('from', -5000), transfer('to', 5000), ...plain];
    const a = analyze(plain, { asOf: '2024-06-15' });
    const b = analyze(withTransfer, { asOf: '2024-06-15' });
    expect(b.transactionCount).toBe(4);
    expect(b.inflows.total).toBe(a.inflows.total);
    expect(b.outflows.total).toBe(a.outflows.total);
    expect(b.outflows.categories.map((c) => c.category)).toEqual(['Rent']);
    expect(b.trend).toEqual(a.trend);
    expect(b.months).toEqual(a.months);
    expect(b.runwayPage.netBurn).toBe(a.runwayPage.netBurn);
    expect(b.latestBalance).toBe(a.latestBalance);
    expect(computeTotals(withTransfer)).toEqual({
      count: 4,
      inflows: 1000,
      outflows: 400,
      net: 600,
    });
    expect(categorySummaries(withTransfer, 'outflow')).toEqual(a.outflows.categories);
  });
});
