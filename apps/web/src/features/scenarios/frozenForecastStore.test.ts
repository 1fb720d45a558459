import type { FrozenForecast } from '@cashline/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../testing/stubApi';
import { freezeOnServer, keepFrozenLocally, readFrozenForecasts } from './frozenForecastStore';

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
