import { describe, expect, it } from 'vitest';
import { addDays } from '../dates.js';
import type { IsoDate } from '../dates.js';
import { ledger } from '../testing/ledger.js';
import { againstActualSentence, forecastAgainstActual } from './forecastAgainstActual.js';
import { freezeWeek, frozenForecastSchema } from './frozenForecast.js';
import type { FrozenForecast } from './frozenForecast.js';

/** Sunday 4 January 2026 plus k weeks. */
const sunday = (k: number): IsoDate => addDays('2026-01-04', 7 * k);

/** 10,000 in on 1 January 2026, then 500 of rent out every Wednesday: 10,000 − 500k at sunday(k). */
function rentLedger() {
  const book = ledger().inflow('2026-01-01', 10_000);
  for (let k = 0; k < 20; k += 1) book.outflow(addDays('2026-01-07', 7 * k), 500);
  return book.build();
}

/** A base forecast made at sunday(i) that is `bias` off the rent ledger at every week, ±300 wide. */
function frozenAt(i: number, bias: number, asOf: IsoDate = sunday(i)): FrozenForecast {
  const weeks = Array.from({ length: 13 }, (_, w) => {
    const expected = 10_000 - 500 * (i + w + 1) + bias;
    return { end: sunday(i + w + 1), low: expected - 300, expected, high: expected + 300 };
  });
  const decoy = weeks.map((week) => ({ ...week, expected: 0, low: 0, high: 0 }));
  return frozenForecastSchema.parse({
    week: freezeWeek(asOf),
    asOf,
    engineVersion: 'test',
    forecasts: [
      { scenarioId: 's1', name: 'Lose a customer', weeks: decoy },
      { scenarioId: null, name: 'Base forecast', weeks },
    ],
  });
}

const BIASES = [0, 200, -400, 600, 0, 1000, -50, 300];

describe('forecastAgainstActual', () => {
  // Eight weekly freezes, sundays 0 to 7, compared as of sunday 8 (1 March 2026); given newest
  // first, they are read oldest first.
  const frozen = BIASES.map((bias, i) => frozenAt(i, bias)).reverse();
  const result = forecastAgainstActual(frozen, rentLedger(), sunday(8));
  const [week1, week4, week13] = result.horizons;

  it('checks each base forecast at every horizon whose week-end has passed', () => {
    expect(result.anyPassed).toBe(true);
    expect(week1?.checks.map((check) => check.target)).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 8].map(sunday),
    );
    expect(week4?.checks.map((check) => check.week)).toEqual(
      [0, 1, 2, 3, 4].map((i) => freezeWeek(sunday(i))),
    );
    expect(week13?.checks).toEqual([]);
  });

  it('gives the balance that came, the error and its share (not the scenario line)', () => {
    // Frozen at sunday 1 for sunday 5: 10,000 − 2,500 = 7,500 came; 7,700 was forecast.
    expect(week4?.checks[1]).toEqual({
      week: '2026-01-05',
      asOf: '2026-01-11',
      target: '2026-02-08',
      expected: 7_700,
      low: 7_400,
      high: 8_000,
      actual: 7_500,
      error: 200,
      errorShare: 200 / 7_500,
      within5: true,
      insideRange: true,
    });
    expect(week1?.checks.map((check) => check.actual)).toEqual([
      9_500, 9_000, 8_500, 8_000, 7_500, 7_000, 6_500, 6_000,
    ]);
  });

  it('counts within 5% of the actual balance (the bound included) and inside the range', () => {
    // 1 week: errors 0, 200, −400, 600, 0, 1,000, −50, 300 against 5% of 9,500 … 6,000
    // (475, 450, 425, 400, 375, 350, 325, 300): all but 600 and 1,000 are within.
    expect(week1?.checks.map((check) => check.within5)).toEqual([
      true,
      true,
      true,
      false,
      true,
      false,
      true,
      true,
    ]);
    expect(week1?.within5).toBe(6);
    // ±300: 0, 200, 0, −50 and 300 are inside.
    expect(week1?.insideRange).toBe(5);
    // 4 weeks: errors 0, 200, −400, 600, 0 against 400, 375, 350, 325, 300.
    expect(week4?.within5).toBe(3);
    expect(week4?.insideRange).toBe(3);
  });

  it('says each horizon in plain words', () => {
    expect(againstActualSentence(week1!)).toBe(
      'Your 1-week forecasts have been within 5% 6 times out of 8, and inside their likely range 5 times out of 8.',
    );
    expect(againstActualSentence(week4!)).toBe(
      'Your 4-week forecasts have been within 5% 3 times out of 5, and inside their likely range 3 times out of 5.',
    );
    expect(againstActualSentence(week13!)).toBe('No 13-week forecast has reached its date yet.');
  });

  it('measures an error near a zero balance against the typical weekly money out', () => {
    // 13,000 in, then 1,000 out on each of the 13 Wednesdays to 24 December 2025: nothing is left
    // on Sunday 28 December, and the weekly money out before it was 1,000. Forecast: 40.
    const book = ledger().inflow('2025-10-01', 13_000);
    for (let k = 0; k < 13; k += 1) book.outflow(addDays('2025-10-01', 7 * k), 1_000);
    const nearZero = frozenForecastSchema.parse({
      week: '2025-12-22',
      asOf: '2025-12-28',
      engineVersion: 'test',
      forecasts: [
        {
          scenarioId: null,
          name: 'Base forecast',
          weeks: [{ end: '2026-01-04', low: 0, expected: 40, high: 100 }],
        },
      ],
    });
    const [oneWeek] = forecastAgainstActual([nearZero], book.build(), '2026-01-04').horizons;
    expect(oneWeek?.checks[0]).toMatchObject({ actual: 0, error: 40, errorShare: 0.04 });
    expect(oneWeek?.within5).toBe(1);
  });

  it('waits for a horizon to pass, and says a single check on its own', () => {
    const early = forecastAgainstActual([frozenAt(0, 600)], rentLedger(), addDays(sunday(1), -1));
    expect(early.anyPassed).toBe(false);
    const [single] = forecastAgainstActual([frozenAt(0, 600)], rentLedger(), sunday(1)).horizons;
    expect(againstActualSentence(single!)).toBe(
      'Your one 1-week forecast so far was not within 5%, and the balance was outside its likely range.',
    );
  });
});
