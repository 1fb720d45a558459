import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { inferCategory } from './inferCategory.js';

// 383 real descriptions from public importers' test data, labelled by hand: see
// bench/categorise/SOURCES.md for where each came from and the labelling rules.
const rows = Papa.parse<Record<string, string>>(
  readFileSync(new URL('../../bench/categorise/realDescriptions.csv', import.meta.url), 'utf8'),
  { header: true, skipEmptyLines: true },
).data.map((row) => ({
  type: row['direction'] === 'in' ? ('inflow' as const) : ('outflow' as const),
  description: row['description']!,
  truth: row['category']!,
}));

const share = (subset: typeof rows) =>
  subset.filter((row) => inferCategory(row.description, row.type) === row.truth).length /
  subset.length;

describe('the heuristics on real bank descriptions', () => {
  it('get at least 85% of them right', () => {
    expect(rows.length).toBeGreaterThanOrEqual(380);
    expect(share(rows)).toBeGreaterThanOrEqual(0.85);
  });

  it('get at least 90% of the money in right, never an expense category', () => {
    const inflows = rows.filter((row) => row.type === 'inflow');
    expect(share(inflows)).toBeGreaterThanOrEqual(0.9);
    const expenses = new Set(['Rent', 'Utilities', 'Payroll', 'Software', 'Marketing']);
    for (const category of ['Maintenance', 'Food Supplies', 'Insurance', 'Bank Fees']) {
      expenses.add(category);
    }
    for (const row of inflows) {
      expect(expenses.has(inferCategory(row.description, row.type)), row.description).toBe(false);
    }
  });
});
