import { describe, expect, it } from 'vitest';
import { categorySummaries } from '../analytics/categories.js';
import { ledger } from '../testing/ledger.js';
import { categoryGrouper, groupBreakdown, groupSummaries } from './categoryGroups.js';

/** A month of money out; the subtotals below are worked out by hand from these rows. */
const outflows = ledger()
  .outflow('2024-05-01', 3000.1, { category: 'Payroll' })
  .outflow('2024-05-02', 0.1, { category: 'Software' })
  .outflow('2024-05-03', 0.2, { category: 'Software' })
  .outflow('2024-05-04', 120.15, { category: 'Software' })
  .outflow('2024-05-05', 1500, { category: 'Rent' })
  .outflow('2024-05-06', 0.33, { category: 'Hosting' })
  .outflow('2024-05-07', 99.99, { category: 'Fuel' })
  .build();

describe('groupSummaries', () => {
  it('subtotals a flow by group in cents, the groups adding up to the flow, largest first', () => {
    const groups = groupSummaries(
      categorySummaries(outflows, 'outflow'),
      categoryGrouper([{ name: 'Hosting', group: 'Operating costs' }]),
    );
    expect(groups.map((g) => [g.group, g.amount, g.count, g.percentage])).toEqual([
      // Payroll 3000.10 (built in under People); of 4720.87 in all: 300010 / 472087 = 63.55%.
      ['People', 3000.1, 1, 63.5],
      // Rent 1500 + Software 0.10 + 0.20 + 120.15 + Hosting (the user's group) 0.33 = 1620.78.
      ['Operating costs', 1620.78, 5, 34.3],
      // Fuel is in no group: Other.
      ['Other', 99.99, 1, 2.1],
    ]);
    expect(groups[1]!.categories.map((c) => [c.category, c.amount])).toEqual([
      ['Rent', 1500],
      ['Software', 120.45],
      ['Hosting', 0.33],
    ]);
  });

  it('takes the user’s group over the built-in one', () => {
    const groups = groupSummaries(
      categorySummaries(outflows, 'outflow'),
      categoryGrouper([{ name: 'Payroll', group: 'Staff' }]),
    );
    expect(groups.map((g) => g.group)).toEqual(['Staff', 'Operating costs', 'Other']);
  });

  it('is empty for a flow without categories', () => {
    expect(groupSummaries([], categoryGrouper([]))).toEqual([]);
  });
});

describe('groupBreakdown', () => {
  it('sums the report breakdown per group in cents, with net = in - out', () => {
    const rows = groupBreakdown(
      [
        { category: 'Sales', inflows: 1000.1, outflows: 0, net: 1000.1 },
        { category: 'Rent', inflows: 0, outflows: 1500, net: -1500 },
        { category: 'Taxes', inflows: 50.05, outflows: 200.2, net: -150.15 },
        { category: 'Software', inflows: 0.1, outflows: 99.99, net: -99.89 },
        { category: 'Utilities', inflows: 0.2, outflows: 0, net: 0.2 },
      ],
      categoryGrouper([]),
    );
    expect(rows).toEqual([
      // Rent 1500 + Software 99.99 out; Software 0.10 + Utilities 0.20 in.
      {
        group: 'Operating costs',
        categories: ['Rent', 'Software', 'Utilities'],
        inflows: 0.3,
        outflows: 1599.99,
        net: -1599.69,
      },
      { group: 'Revenue', categories: ['Sales'], inflows: 1000.1, outflows: 0, net: 1000.1 },
      { group: 'Taxes', categories: ['Taxes'], inflows: 50.05, outflows: 200.2, net: -150.15 },
    ]);
  });
});
