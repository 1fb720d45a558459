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
