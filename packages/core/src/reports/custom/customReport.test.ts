import { describe, expect, it } from 'vitest';
import type { Transaction } from '../../transaction.js';
import { customReport } from './customReport.js';
import { customReportFileName, customReportSheets } from './customReportSheets.js';
import { customReportDefinitionSchema } from './definition.js';
import type { CustomReportDefinition } from './definition.js';

let nextId = 0;
function tx(
  date: string,
  amount: number,
  description: string,
  category: string,
  extra: Partial<Transaction> = {},
): Transaction {
  nextId += 1;
  return {
    id: `t${nextId}`,
    date,
    amount,
    description,
    category,
    type: amount < 0 ? 'outflow' : 'inflow',
    ...extra,
  };
}

/** A bakery's first half of 2026; the figures below are worked out by hand from these rows. */
const ledger: Transaction[] = [
  tx('2026-01-05', 1200.1, 'Sale POS 0105', 'Sales'),
  tx('2026-01-10', -800, 'Rent January', 'Rent'),
  tx('2026-01-15', -49.99, 'CARD 0923 AWS EMEA 4491', 'Software'),
  tx('2026-02-03', 950.2, 'Sale POS 0203', 'Sales'),
  tx('2026-02-10', -800, 'Rent February', 'Rent'),
  tx('2026-02-15', -49.99, 'CARD 1023 AWS EMEA 8812', 'Software'),
  tx('2026-02-20', -0.1, 'Bank fee', ''),
  tx('2026-03-01', 0.2, 'Interest', 'Interest'),
  tx('2026-03-10', -800, 'Rent March', 'Rent'),
  tx('2026-03-12', -500, 'To savings', 'Transfer', { transferId: 'x1' }),
  tx('2026-04-02', 1500, 'Sale POS 0402', 'Sales'),
  // After the as-of date below: never counts.
  tx('2026-04-20', 9999, 'Sale POS 0420', 'Sales'),
];

const asOf = '2026-04-15';

function definition(overrides: Partial<CustomReportDefinition> = {}): CustomReportDefinition {
  return customReportDefinitionSchema.parse({
    name: 'Test',
    period: { kind: 'preset', preset: 'this-year' },
    grouping: 'category',
    ...overrides,
  });
}

describe('customReport', () => {
  it('groups by category, largest first, in exact cents, up to the as-of date, transfers left out', () => {
    const report = customReport(ledger, definition(), { asOf });
    expect(report.periodText).toBe('This year (1 Jan 2026 to 15 Apr 2026), as of 15 Apr 2026');
    expect(report.groupHeader).toBe('Category');
    expect(report.rows.map((r) => [r.label, r.inflows, r.outflows, r.net, r.count])).toEqual([
      // 1200.10 + 950.20 + 1500.00
      ['Sales', 3650.3, 0, 3650.3, 3],
      ['Rent', 0, 2400, -2400, 3],
      ['Software', 0, 99.98, -99.98, 2],
      ['Interest', 0.2, 0, 0.2, 1],
      ['Uncategorized', 0, 0.1, -0.1, 1],
    ]);
    // 3650.30 + 0.20 in; 2400 + 99.98 + 0.10 out.
    expect(report.total).toEqual({ inflows: 3650.5, outflows: 2500.08, net: 1150.42, count: 10 });
  });

  it('groups by month in calendar order', () => {
    const report = customReport(ledger, definition({ grouping: 'month' }), { asOf });
    expect(report.rows.map((r) => [r.label, r.inflows, r.outflows, r.net])).toEqual([
      ['Jan 2026', 1200.1, 849.99, 350.11],
      ['Feb 2026', 950.2, 850.09, 100.11],
      ['Mar 2026', 0.2, 800, -799.8],
      ['Apr 2026', 1500, 0, 1500],
    ]);
  });

  it("groups by payee with the forecast engine's payee key, so card references merge", () => {
    const report = customReport(
      ledger,
      definition({
        grouping: 'payee',
        filters: { direction: 'outflow', categories: [], text: '' },
      }),
      { asOf },
    );
    const aws = report.rows.find((r) => r.label === 'aws emea');
    expect(aws).toMatchObject({ outflows: 99.98, count: 2 });
    expect(report.groupHeader).toBe('Payee');
  });

  it('groups by category group: the user’s groups first, then the built-in ones, else Other', () => {
    const report = customReport(ledger, definition({ grouping: 'group' }), {
      asOf,
      categories: [{ name: 'Interest', group: 'Financing' }],
    });
    expect(report.groupHeader).toBe('Category group');
    expect(report.rows.map((r) => [r.label, r.inflows, r.outflows, r.net, r.count])).toEqual([
      // Sales: 1200.10 + 950.20 + 1500.00.
      ['Revenue', 3650.3, 0, 3650.3, 3],
      // Rent 800 x 3 and Software 49.99 x 2, both built in under Operating costs.
      ['Operating costs', 0, 2499.98, -2499.98, 5],
      ['Financing', 0.2, 0, 0.2, 1],
      // The uncategorised bank fee.
      ['Other', 0, 0.1, -0.1, 1],
    ]);
    expect(report.total).toEqual({ inflows: 3650.5, outflows: 2500.08, net: 1150.42, count: 10 });
  });

  it('groups by account, named from the ledger’s accounts; rows without one are Main account', () => {
    const card = { accountId: 'amex' };
    const withAccounts = [
      ...ledger,
      tx('2026-03-20', -120.45, 'Office supplies', 'Supplies', card),
      tx('2026-03-22', 20.05, 'Refund supplies', 'Supplies', card),
    ];
    const report = customReport(withAccounts, definition({ grouping: 'account' }), {
      asOf,
      accounts: [
        {
          id: 'amex',
          name: 'Amex 1004',
          kind: 'credit card',
          currency: 'USD',
          openingBalance: 0,
          openingDate: '2026-01-01',
          archived: false,
        },
      ],
    });
    expect(report.groupHeader).toBe('Account');
    expect(report.rows.map((r) => [r.label, r.inflows, r.outflows, r.count])).toEqual([
      // Main: 1,200.10 + 950.20 + 0.20 + 1,500 in; 800 x 3 + 49.99 x 2 + 0.10 out (no transfer).
      ['Main account', 3650.5, 2500.08, 10],
      ['Amex 1004', 20.05, 120.45, 2],
    ]);
    expect(report.total).toMatchObject({ inflows: 3670.55, outflows: 2620.53, count: 12 });
  });

  it('filters by direction, categories, description text and amount size', () => {
    const outflows = customReport(
      ledger,
      definition({
        filters: {
          direction: 'outflow',
          categories: ['Rent', 'Software'],
          text: '',
          minAmount: 50,
        },
      }),
      { asOf },
    );
    expect(outflows.rows.map((r) => r.label)).toEqual(['Rent']);
    expect(outflows.total).toEqual({ inflows: 0, outflows: 2400, net: -2400, count: 3 });

    const text = customReport(
      ledger,
      definition({
        filters: { direction: 'all', categories: [], text: 'sale pos', maxAmount: 1200.1 },
      }),
      { asOf },
    );
    expect(text.total).toEqual({ inflows: 2150.3, outflows: 0, net: 2150.3, count: 2 });
  });

  it('covers a chosen range, clipped to the as-of date, and says so', () => {
    const report = customReport(
      ledger,
      definition({ period: { kind: 'range', from: '2026-02-01', to: '2026-12-31' } }),
      { asOf },
    );
    expect(report.range).toEqual({ start: '2026-02-01', end: '2026-04-15' });
    expect(report.periodText).toBe('1 Feb 2026 to 15 Apr 2026, as of 15 Apr 2026');
    expect(report.total.count).toBe(7);
  });

  it('counts nothing for a range after the as-of date', () => {
    const report = customReport(
      ledger,
      definition({ period: { kind: 'range', from: '2026-05-01', to: '2026-05-31' } }),
      { asOf },
    );
    expect(report.rows).toEqual([]);
    expect(report.total).toEqual({ inflows: 0, outflows: 0, net: 0, count: 0 });
    expect(report.periodText).toBe(
      '1 May 2026 to 31 May 2026, after the as-of date, as of 15 Apr 2026',
    );
  });

  it('reads presets relative to the as-of date', () => {
    const at = (preset: string) =>
      customReport(
        ledger,
        definition({ period: { kind: 'preset', preset } as CustomReportDefinition['period'] }),
        { asOf },
      ).range;
    expect(at('this-month')).toEqual({ start: '2026-04-01', end: '2026-04-15' });
    expect(at('last-month')).toEqual({ start: '2026-03-01', end: '2026-03-31' });
    expect(at('this-quarter')).toEqual({ start: '2026-04-01', end: '2026-04-15' });
    expect(at('last-quarter')).toEqual({ start: '2026-01-01', end: '2026-03-31' });
    expect(at('last-year')).toEqual({ start: '2025-01-01', end: '2025-12-31' });
    expect(at('last-12-months')).toEqual({ start: '2025-05-01', end: '2026-04-15' });
    expect(at('all')).toBeNull();
  });
});

describe('customReportDefinitionSchema', () => {
  it('refuses a range that ends before it starts, a minimum above the maximum, and no name', () => {
    const base = { name: 'R', grouping: 'month', period: { kind: 'preset', preset: 'all' } };
    expect(
      customReportDefinitionSchema.safeParse({
        ...base,
        period: { kind: 'range', from: '2026-03-01', to: '2026-02-01' },
      }).success,
    ).toBe(false);
    expect(
      customReportDefinitionSchema.safeParse({ ...base, filters: { minAmount: 10, maxAmount: 5 } })
        .success,
    ).toBe(false);
    expect(customReportDefinitionSchema.safeParse({ ...base, name: '  ' }).success).toBe(false);
    expect(customReportDefinitionSchema.safeParse({ ...base, grouping: 'vendor' }).success).toBe(
      false,
    );
  });
});

describe('customReportSheets', () => {
  it('puts the name, period, as-of date and filters in the title, and a total row', () => {
    const report = customReport(
      ledger,
      definition({
        name: 'Rent check',
        filters: { direction: 'outflow', categories: ['Rent'], text: '' },
      }),
      { asOf },
    );
    const [sheet] = customReportSheets(report);
    expect(sheet?.title).toBe(
      'Rent check: This year (1 Jan 2026 to 15 Apr 2026), as of 15 Apr 2026. Filters: Outflows only; categories Rent',
    );
    expect(sheet?.header).toEqual(['Category', 'Inflows', 'Outflows', 'Net', 'Transactions']);
    expect(sheet?.rows).toEqual([
      ['Rent', 0, 2400, -2400, '3'],
      ['Total', 0, 2400, -2400, '3'],
    ]);
  });
});

describe('customReportFileName', () => {
  it('names the report, its dates and the as-of date', () => {
    const report = customReport(ledger, definition({ name: 'Rent / Q1 check!' }), { asOf });
    expect(customReportFileName(report)).toBe(
      'rent-q1-check_2026-01-01_to_2026-04-15_as-of_2026-04-15',
    );
    const all = customReport(
      ledger,
      definition({ name: '€€', period: { kind: 'preset', preset: 'all' } }),
      { asOf },
    );
    expect(customReportFileName(all)).toBe('custom-report_all-time_as-of_2026-04-15');
  });
});
