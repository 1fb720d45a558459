import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthContext } from '../../lib/auth/AuthContext';
import { authValue, olive } from '../../testing/authState';
import { rentFrozen } from '../../testing/frozenFixtures';
import { stubApi } from '../../testing/stubApi';
import { FROZEN_FORECASTS_KEY } from './frozenForecastStore';
import { useFrozenForecasts } from './useFrozenForecasts';

function signedIn({ children }: { children: ReactNode }) {
  return <AuthContext.Provider value={authValue(olive)}>{children}</AuthContext.Provider>;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('useFrozenForecasts', () => {
  it("reads the organisation's from the server signed in, never this browser's", async () => {
    localStorage.setItem(FROZEN_FORECASTS_KEY, JSON.stringify([rentFrozen()[0]]));
    const calls = stubApi({
      '/api/orgs/org-olive/frozen-forecasts': () => Response.json(rentFrozen()),
    });
    const { result } = renderHook(() => useFrozenForecasts(), { wrapper: signedIn });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.status === 'ready' && result.current.frozen).toEqual(rentFrozen());
    expect(calls.map((call) => call.url)).toEqual(['/api/orgs/org-olive/frozen-forecasts']);
  });

  it('says so when the server cannot give them', async () => {
    stubApi({});
    const { result } = renderHook(() => useFrozenForecasts(), { wrapper: signedIn });
    await waitFor(() => expect(result.current.status).toBe('error'));
  });

  it("reads this browser's signed out", () => {
    localStorage.setItem(FROZEN_FORECASTS_KEY, JSON.stringify(rentFrozen()));
    const { result } = renderHook(() => useFrozenForecasts());
    expect(result.current).toEqual({ status: 'ready', frozen: rentFrozen() });
  });
});
