import { describe, expect, it } from 'vitest';
import { hasAdjustment } from '../forecast/pageModel.js';
import { longLedger } from '../testing/correctedLedger.js';
import { ledger } from '../testing/ledger.js';
import { cashFlowStatement } from './cashFlowStatement.js';
import { buildReport } from './report.js';
import { reportSheetsToCsv } from './reportCsv.js';
import { reportSheets } from './reportSheets.js';

const asOf = '2026-03-01';

function forecastSheet(books: ReturnType<typeof longLedger>) {
  const report = buildReport(books, { asOf, period: 'all', reportType: 'forecast' });
  const sheets = reportSheets(report, cashFlowStatement(books, { asOf, period: 'all' }));
  return { report, sheet: sheets.find((s) => s.name === 'Forecast') };
}

describe("the forecast export's weeks", () => {
  it("carry the engine's correction in an Adjustment column, so each row adds up", () => {
    const books = longLedger();
    const { report, sheet } = forecastSheet(books);
    expect(sheet?.header).toEqual([
      'Week',
      'Inflows',
      'Outflows',
      'Adjustment',
      'Optimistic',
      'Realistic',
      'Pessimistic',
    ]);
    const rows = (sheet?.rows ?? []) as number[][];
    expect(rows.some((row) => Math.abs(row[3] ?? 0) >= 1)).toBe(true);
    let before = books.reduce((sum, t) => sum + t.amount, 0);
    for (const [, inflows = 0, outflows = 0, adjustment = 0, , realistic = 0] of rows) {
      expect(realistic).toBeCloseTo(before + inflows - outflows + adjustment, 2);
      before = realistic;
    }
    // The JSON export's weeks carry it too.
    expect(report.forecast?.weeklyForecasts.map((w) => w.adjustment)).toEqual(
      rows.map((row) => row[3]),
    );
    expect(reportSheetsToCsv(sheet ? [sheet] : [])).toContain(
      'Week,Inflows,Outflows,Adjustment,Optimistic,Realistic,Pessimistic',
    );
  });

  it('leave the column out when no week is corrected', () => {
    const books = ledger()
      .outflow('2026-01-01', 1000, { description: 'Rent Oak St', balance: 9000 })
      .outflow('2026-02-01', 1000, { description: 'Rent Oak St' })
      .build();
    const { report, sheet } = forecastSheet(books);
    expect(hasAdjustment(report.forecast?.weeklyForecasts ?? [])).toBe(false);
    expect(sheet?.header).toEqual([
      'Week',
      'Inflows',
      'Outflows',
      'Optimistic',
      'Realistic',
      'Pessimistic',
    ]);
  });
});

describe('hasAdjustment', () => {
  it('counts a correction of a cent or more, not a rounding crumb', () => {
    expect(hasAdjustment([{ adjustment: 0 }, {}])).toBe(false);
    expect(hasAdjustment([{ adjustment: 0.004 }])).toBe(false);
    expect(hasAdjustment([{ adjustment: 0 }, { adjustment: -0.01 }])).toBe(true);
  });
});
