import { describe, expect, it } from 'vitest';
import { addMonths, dayNumber } from '../dates.js';
import { engineForecast } from '../forecast/engineResult.js';
import { toCents } from '../money.js';
import { ledger } from '../testing/ledger.js';
import { applyScenario } from './applyScenario.js';

const AS_OF = '2024-06-30';

/** Rent of $1,000 on the 1st of 18 months and steady sales, so the engine finds the rent. */
function book() {
  const entries = ledger();
  for (let month = 0; month < 18; month += 1) {
    entries.outflow(addMonths('2023-01-01', month), 1000, {
      description: 'Rent Oak St',
      category: 'Rent',
    });
    entries.inflow(addMonths('2023-01-05', month), 2500, { description: 'Market stall' });
  }
  return entries.build();
}

describe('a scenario on the engine forecast', () => {
  it('takes a removed series out on exactly its placed dates, and nothing else', () => {
    const detail = engineForecast(book(), { asOf: AS_OF });
    const rent = detail.upcoming.find((series) => series.category === 'Rent');
    expect(rent?.dates).toEqual(['2024-07-01', '2024-08-01', '2024-09-01']);
    const scenario = applyScenario({ forecast: detail.engine, upcoming: detail.upcoming }, [
      {
        id: 'move',
        type: 'removeSeries',
        name: 'Move out',
        start: '2024-07-15',
        accountId: 'main',
        target: { by: 'series', key: rent?.key ?? '' },
      },
    ]);
    const weekOf = (date: string) => Math.floor((dayNumber(date) - dayNumber(AS_OF) - 1) / 7);
    const changes = detail.engine.weeks.map(
      (week, i) =>
        toCents(scenario.forecast.weeks[i]?.balance.expected ?? 0) - toCents(week.balance.expected),
    );
    const expected = detail.engine.weeks.map((_, i) =>
      i >= weekOf('2024-09-01') ? 200_000 : i >= weekOf('2024-08-01') ? 100_000 : 0,
    );
    expect(changes).toEqual(expected);
  });
});
