import { describe, expect, it } from 'vitest';
import type { Occurrence } from './findSeries.js';
import { payeeRhythm, spreadRhythm } from './payeeRhythm.js';

function occurrences(days: number[], cents: number[]): Occurrence[] {
  return days.map((day, i) => ({ day, cents: cents[i] as number, rows: [i] }));
}

describe('payeeRhythm', () => {
  it('finds a customer who pays about monthly, the amount the mean of the newest payments', () => {
    const rhythm = payeeRhythm(
      occurrences([0, 33, 61, 95, 124, 153], [1000, 1400, 800, 1200, 900, 1100]),
      160,
    );
    expect(rhythm).toMatchObject({ inflow: true, meanCents: 1067, gapDays: 29, lastDay: 153 });
  });

  it('reads a monthly rent with a missed month as monthly (gaps 30, 30, 61, 30, 30)', () => {
    const rhythm = payeeRhythm(
      occurrences([0, 30, 60, 121, 151, 181], [-650, -650, -650, -650, -650, -650]),
      190,
    );
    expect(rhythm).toMatchObject({ inflow: false, gapDays: 30, lastDay: 181 });
  });

  it('keeps a customer paying late, then early: long gaps that are no whole number of months', () => {
    const days = [0, 29, 56, 101, 123, 168, 193];
    const rhythm = payeeRhythm(occurrences(days, [9, 9, 9, 9, 9, 9, 9]), 200);
    expect(rhythm).toMatchObject({ inflow: true, gapDays: 28, lastDay: 193 });
  });

  it('finds none in owner draws whose long gaps are two or three median gaps (14, 13, 15, 44, 14, 38)', () => {
    // Most gaps sit near 14 days, so their spread around the median is small, but the long ones
    // would each be two missed draws: they come at random, every 23 days on average, not every 14.
    const days = [0, 14, 27, 42, 86, 100, 138];
    expect(payeeRhythm(occurrences(days, [-9, -9, -9, -9, -9, -9, -9]), 140)).toBeNull();
  });

  it('finds none in a supplier billed on random weekdays (gaps 6, 5, 6, 12, 6, 18)', () => {
    // Read at its median gap it would be expected every 6 days, against every 8.8 it came.
    const days = [0, 6, 11, 17, 29, 35, 53];
    expect(payeeRhythm(occurrences(days, [-5, -5, -5, -5, -5, -5, -5]), 55)).toBeNull();
  });

  it('finds none in irregular gaps, too few payments or a payee gone quiet', () => {
    expect(payeeRhythm(occurrences([0, 3, 40, 45, 120, 121], [1, 1, 1, 1, 1, 1]), 130)).toBeNull();
    expect(payeeRhythm(occurrences([0, 30, 60], [1, 1, 1]), 70)).toBeNull();
    expect(payeeRhythm(occurrences([0, 30, 60, 90], [1, 1, 1, 1]), 160)).toBeNull();
  });

  it('spreads each coming payment over the days it may fall on, keeping its amount', () => {
    const rhythm = payeeRhythm(occurrences([0, 30, 60, 90], [-700, -700, -700, -700]), 100);
    const flows = new Float64Array(28);
    if (rhythm === null) throw new Error('expected a rhythm');
    spreadRhythm(rhythm, 100, flows);
    // Due on day 120 (index 19), spread one day either side.
    expect([...flows.slice(18, 21)].map(Math.round)).toEqual([-233, -233, -233]);
    expect(flows.reduce((sum, v) => sum + v, 0)).toBeCloseTo(-700);
  });
});
