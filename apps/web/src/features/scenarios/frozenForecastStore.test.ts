import type { FrozenForecast } from '@cashline/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../testing/stubApi';
import { addDays, freezeWeek } from '@cashline/core';
import {
  freezeOnServer,
  keepFrozenLocally,
  moveFrozenForecasts,
  readFrozenForecasts,
} from './frozenForecastStore';

function frozen(asOf: string, week: string, expected: number): FrozenForecast {
  return {
    week,
    asOf,
    engineVersion: '2026.11-1',
    forecasts: [
      {
        scenarioId: null,
        name: 'Base forecast',
        weeks: [{ end: '2026-12-05', low: expected - 10, expected, high: expected + 10 }],
      },
    ],
  };
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('frozen forecasts in this browser', () => {
  it("keeps a week's first freeze and never rewrites it", () => {
    expect(keepFrozenLocally(frozen('2026-11-28', '2026-11-23', 100))).toBe(true);
    expect(keepFrozenLocally(frozen('2026-11-29', '2026-11-23', 999))).toBe(true);
    expect(keepFrozenLocally(frozen('2026-11-16', '2026-11-16', 50))).toBe(true);
    expect(readFrozenForecasts().map((f) => [f.week, f.forecasts[0]?.weeks[0]?.expected])).toEqual([
      ['2026-11-16', 50],
      ['2026-11-23', 100],
    ]);
  });
});

describe('frozen forecasts on the server', () => {
  it('counts a week frozen by a teammate first as kept, and a failure as not', async () => {
    let status = 201;
    stubApi({
      '/api/orgs/org-1/frozen-forecasts': () =>
        Response.json({ success: status < 400 }, { status }),
    });
    expect(await freezeOnServer('org-1', frozen('2026-11-28', '2026-11-23', 1))).toBe(true);
    status = 409;
    expect(await freezeOnServer('org-1', frozen('2026-11-28', '2026-11-23', 1))).toBe(true);
    status = 503;
    expect(await freezeOnServer('org-1', frozen('2026-11-28', '2026-11-23', 1))).toBe(false);
  });
});

describe('frozen forecasts moved into the organisation', () => {
  it("sends this browser's weeks in parts of 20 and counts the new ones", async () => {
    for (let i = 0; i < 25; i += 1) {
      const asOf = addDays('2026-05-31', 7 * i);
      keepFrozenLocally(frozen(asOf, freezeWeek(asOf), i));
    }
    const sent: string[][] = [];
    const calls = stubApi({
      '/api/orgs/org-1/frozen-forecasts/moved': (init) => {
        const weeks = (JSON.parse(String(init?.body)) as FrozenForecast[]).map((f) => f.week);
        sent.push(weeks);
        // The organisation froze the newest week itself already.
        return Response.json({ kept: weeks.filter((week) => week !== '2026-11-09').length });
      },
    });
    expect(await moveFrozenForecasts('org-1')).toBe(24);
    expect(calls.map((call) => call.init?.method)).toEqual(['POST', 'POST']);
    expect(sent.map((weeks) => weeks.length)).toEqual([20, 5]);
    expect(sent.flat()).toEqual(readFrozenForecasts().map((f) => f.week));
  });

  it('sends nothing when this browser froze nothing, and fails when the server refuses', async () => {
    const calls = stubApi({});
    expect(await moveFrozenForecasts('org-1')).toBe(0);
    expect(calls).toEqual([]);
    keepFrozenLocally(frozen('2026-11-28', '2026-11-23', 1));
    await expect(moveFrozenForecasts('org-1')).rejects.toThrow(/404/);
  });
});
