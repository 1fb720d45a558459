import { describe, expect, it } from 'vitest';
import type { Account } from '../accounts/account.js';
import { engineForecast } from '../forecast/engineResult.js';
import { ledger } from '../testing/ledger.js';
import { boardPack, boardPackAsOf, boardPackMonths } from './boardPack.js';
import { boardPackRunwayText, boardPackSheets } from './boardPackSheets.js';

const accounts: Account[] = [
  {
    id: 'ops',
    name: 'Operating account',
    kind: 'checking',
    currency: 'USD',
    openingBalance: 100_000,
    openingDate: '2026-01-01',
    archived: false,
  },
  {
    id: 'card',
    name: 'Company card',
    kind: 'credit card',
    currency: 'USD',
    openingBalance: 0,
    openingDate: '2026-01-01',
    archived: false,
  },
  {
    id: 'unused',
    name: 'Main account',
    kind: 'checking',
    currency: 'USD',
    openingBalance: 0,
    openingDate: '2026-01-01',
    archived: false,
  },
];

// A workshop from January to mid-June 2026: each month sales of 30,000 on the 10th, rent of
// 8,000 on the 1st and payroll of 20,000 on the 25th from the operating account, software of
// 500 on the card on the 5th. In May a lathe (Equipment) of 15,000.
// Operating account at 31 May: 100,000 + 5 x (30,000 - 8,000 - 20,000) - 15,000 = 95,000.
// Card at 31 May: -2,500. Net position 92,500.
function workshop() {
  const books = ledger();
  for (const month of ['01', '02', '03', '04', '05']) {
    books
      .outflow(`2026-${month}-01`, 8000, {
        category: 'Rent',
        description: 'Oak St lease',
        accountId: 'ops',
      })
      .outflow(`2026-${month}-05`, 500, {
        category: 'Software',
        description: 'Figma',
        accountId: 'card',
      })
      .inflow(`2026-${month}-10`, 30_000, {
        category: 'Sales',
        description: 'Stripe payout',
        accountId: 'ops',
      })
      .outflow(`2026-${month}-25`, 20_000, {
        category: 'Payroll',
        description: 'Gusto payroll',
        accountId: 'ops',
      });
  }
  books.outflow('2026-05-20', 15_000, {
    category: 'Equipment',
    description: 'Lathe',
    accountId: 'ops',
  });
  books.outflow('2026-06-01', 8000, {
    category: 'Rent',
    description: 'Oak St lease',
    accountId: 'ops',
  });
  return books.build();
}

describe('the board pack', () => {
  const transactions = workshop();
  const asOf = boardPackAsOf('2026-05', '2026-06-12');
  const planned = [{ id: 'p1', date: '2026-07-15', amount: -40_000, description: 'Estimated tax' }];
  const forecast = engineForecast(transactions, { asOf, accounts, planned });
  const pack = boardPack({ transactions, accounts, month: '2026-05', asOf, forecast });

  it('is as of the end of the chosen month, offering the last closed month first', () => {
    expect(asOf).toBe('2026-05-31');
    expect(boardPackAsOf('2026-06', '2026-06-12')).toBe('2026-06-12');
    const { months, chosen } = boardPackMonths(transactions, '2026-06-12');
    expect(months).toEqual(['2026-06', '2026-05', '2026-04', '2026-03', '2026-02', '2026-01']);
    expect(chosen).toBe('2026-05');
    expect(boardPackMonths(transactions, '2026-05-31').chosen).toBe('2026-05');
  });

  it('shows the cash position by account, leaving out an account never used', () => {
    expect(pack.monthLabel).toBe('May 2026');
    expect(pack.accounts).toEqual([
      { name: 'Operating account', kind: 'Checking', balance: 95_000 },
      { name: 'Company card', kind: 'Credit card', balance: -2500 },
    ]);
    expect(pack.cash).toEqual({ cash: 95_000, owed: 2500, net: 92_500 });
  });

  it("has the month's statement beside the two months before, and burn and runway as of its end", () => {
    // Each month nets 1,500 (30,000 - 8,000 - 500 - 20,000); May 1,500 less the lathe's 15,000.
    expect(pack.statement.monthLabels).toEqual(['Mar 2026', 'Apr 2026', 'May 2026']);
    expect(pack.statement.net).toEqual([1500, 1500, -13_500]);
    expect(pack.statement.openingCash).toEqual([103_000, 104_500, 106_000]);
    expect(pack.statement.closingCash).toEqual([104_500, 106_000, 92_500]);
    // Burn over March to May (May has ended by its pack's date): outflows 28,500, 28,500 and
    // 43,500 with the lathe, 33,500 a month; inflows 30,000: net burn 3,500, 26.4 months.
    expect(pack.runway.balance).toBe(92_500);
    expect(pack.runway.grossBurn).toBe(33_500);
    expect(pack.runway.netBurn).toBe(3500);
    expect(pack.runway.runwayMonths).toBe(26.4);
  });

  it('has 13 weeks of forecast with the likely range around the expected balance', () => {
    expect(pack.forecast).toHaveLength(13);
    expect(pack.forecast[0]?.start).toBe('2026-06-01');
    for (const week of pack.forecast) {
      expect(week.low).toBeLessThanOrEqual(week.expected);
      expect(week.high).toBeGreaterThanOrEqual(week.expected);
    }
  });

  it('lists the largest coming payments, planned ones among them, largest first', () => {
    expect(pack.payments[0]).toEqual({
      date: '2026-07-15',
      description: 'Estimated tax',
      category: 'Planned',
      amount: 40_000,
    });
    const amounts = pack.payments.map((p) => p.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(pack.payments.length).toBeLessThanOrEqual(10);
    expect(pack.payments.some((p) => p.category === 'Payroll')).toBe(true);
    expect(pack.scenarios).toEqual([]);
  });

  it('exports its sheets under the company, the cash total a formula over the accounts', () => {
    const sheets = boardPackSheets(pack, { company: 'Oak Street Workshop' });
    expect(sheets.map((s) => s.name)).toEqual([
      'Cash position',
      'Cash flow',
      'Burn and runway',
      '13-week forecast',
      'Coming payments',
      'Scenarios',
    ]);
    expect(sheets.every((s) => s.lead?.[0] === 'Oak Street Workshop')).toBe(true);
    const [position, statement, runway, weeks, , scenarios] = sheets;
    expect(position?.title).toBe('Cash position: May 2026, as of 31 May 2026');
    // Title, company, header: the accounts are rows 4 and 5.
    expect(position?.rows[2]).toEqual([
      'Net cash position',
      '',
      { formula: 'SUM(C4:C5)', value: 92_500 },
    ]);
    expect(statement?.title).toBe('Cash-flow statement: Mar–May 2026, as of 31 May 2026');
    expect(statement?.header).toEqual(['', 'Mar 2026', 'Apr 2026', 'May 2026', 'Total']);
    expect(statement?.rows.map((r) => r[0])).toContain('  Equipment');
    // Title, company, header, then opening cash on row 4. The total of the three months: March's opening cash, May's closing cash, each line's sum.
    const opening = statement?.rows[0];
    const closing = statement?.rows.at(-1);
    expect(opening?.at(-1)).toEqual({ formula: 'B4', value: 103_000 });
    expect(closing?.[0]).toBe('Closing cash');
    expect(closing?.at(-1)).toMatchObject({
      formula: expect.stringMatching(/^D\d+$/),
      value: 92_500,
    });
    const equipment = statement?.rows.find((r) => r[0] === '  Equipment');
    expect(equipment?.slice(1, 4)).toEqual([0, 0, -15_000]);
    expect(equipment?.[4]).toMatchObject({
      formula: expect.stringMatching(/^SUM\(B\d+:D\d+\)$/),
      value: -15_000,
    });
    expect(runway?.rows[3]).toEqual(['Runway at net burn', '26.4 months']);
    expect(weeks?.header).toEqual([
      'Week',
      'From',
      'To',
      'Inflows',
      'Outflows',
      'Expected balance',
      'Low (P10)',
      'High (P90)',
    ]);
    expect(weeks?.rows).toHaveLength(13);
    expect(scenarios?.rows).toEqual([['No scenarios chosen']]);
    const chosen = boardPackSheets(
      {
        ...pack,
        scenarios: [
          {
            name: 'Hire two',
            description: 'Two engineers from July',
            endBalance: 51_000,
            lowestBalance: 48_000,
          },
        ],
      },
      {},
    );
    expect(chosen[5]?.rows).toEqual([['Hire two', 'Two engineers from July', 51_000, 48_000]]);
  });

  it('shows fewer months when the ledger began less than three months before', () => {
    const january = boardPack({
      transactions,
      accounts,
      month: '2026-02',
      asOf: '2026-02-28',
      forecast: engineForecast(transactions, { asOf: '2026-02-28', accounts }),
    });
    expect(january.statement.monthLabels).toEqual(['Jan 2026', 'Feb 2026']);
    expect(january.statement.openingCash[0]).toBe(100_000);
  });

  it('is made for an empty ledger too: the month in progress, no accounts, no payments', () => {
    const { months, chosen } = boardPackMonths([], '2026-06-12');
    expect(months).toEqual(['2026-06']);
    expect(chosen).toBe('2026-06');
    const empty = boardPack({
      transactions: [],
      accounts: [],
      month: chosen,
      asOf: '2026-06-12',
      forecast: engineForecast([], { asOf: '2026-06-12' }),
    });
    expect(empty.accounts).toEqual([]);
    expect(empty.cash).toEqual({ cash: 0, owed: 0, net: 0 });
    expect(empty.payments).toEqual([]);
    expect(boardPackRunwayText(empty)).toBe('No cash left');
    const [position, , runway] = boardPackSheets(empty);
    expect(position?.rows[0]).toEqual(['Net cash position', '', 0]);
    expect(runway?.rows[3]).toEqual(['Runway at net burn', 'No cash left']);
  });
});
