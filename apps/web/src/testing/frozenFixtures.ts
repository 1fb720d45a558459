import { addDays, freezeWeek } from '@cashline/core';
import type { FrozenForecast, IsoDate } from '@cashline/core';

type Week = { expected: number; low: number; high: number };

/**
 * A frozen base forecast made as of `asOf`, 13 week-ends on; `at` gives week i's figures (1-based),
 * the rest forecast `filler`.
 */
export function frozenBase(
  asOf: IsoDate,
  at: Record<number, Week>,
  filler: Week = { expected: 0, low: 0, high: 0 },
): FrozenForecast {
  return {
    week: freezeWeek(asOf),
    asOf,
    engineVersion: 'test',
    forecasts: [
      {
        scenarioId: null,
        name: 'Base forecast',
        weeks: Array.from({ length: 13 }, (_, i) => ({
          end: addDays(asOf, 7 * (i + 1)),
          ...(at[i + 1] ?? filler),
        })),
      },
    ],
  };
}

/**
 * Two weeks of forecasts of the rent ledger (2,000 left after the 3 June 2024 rent): as of Sunday
 * 26 May, 3,000 for 2 June (right) and 2,500 for 23 June (500 high); as of Sunday 2 June, 2,900 for
 * 9 June (900 high) and 2,000 for 30 June (right).
 */
export function rentFrozen(): FrozenForecast[] {
  return [
    frozenBase('2024-05-26', {
      1: { expected: 3_000, low: 2_900, high: 3_100 },
      4: { expected: 2_500, low: 2_400, high: 2_600 },
    }),
    frozenBase('2024-06-02', {
      1: { expected: 2_900, low: 2_800, high: 3_000 },
      4: { expected: 2_000, low: 1_900, high: 2_100 },
    }),
  ];
}
