import { frozenForecastSchema } from '@cashline/core';
import type { FrozenForecast } from '@cashline/core';
import { z } from 'zod';
import { ApiError, apiJson } from '../../lib/api/apiClient';

/** Signed out, the frozen forecasts are kept in this browser, like the ledger. */
export const FROZEN_FORECASTS_KEY = 'cashline.frozenForecasts';
/** Ten years of weeks: far more than a comparison reads, small enough for localStorage. */
export const MAX_LOCAL_FROZEN = 520;

export function readFrozenForecasts(storage: Storage = localStorage): FrozenForecast[] {
  try {
    const raw = storage.getItem(FROZEN_FORECASTS_KEY);
    const parsed = z.array(frozenForecastSchema).safeParse(raw === null ? [] : JSON.parse(raw));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/**
 * Keeps a week's forecasts in this browser unless that week's are kept already (nothing rewrites
 * a frozen forecast); past the limit the oldest week goes. False when the browser would not store
 * them.
 */
export function keepFrozenLocally(
  frozen: FrozenForecast,
  storage: Storage = localStorage,
): boolean {
  const kept = readFrozenForecasts(storage);
  if (kept.some((other) => other.week === frozen.week)) return true;
  const next = [...kept, frozen]
    .sort((a, b) => (a.week < b.week ? -1 : 1))
    .slice(-MAX_LOCAL_FROZEN);
  try {
    storage.setItem(FROZEN_FORECASTS_KEY, JSON.stringify(next));
    return true;
  } catch {
    return false;
  }
}

/**
 * Sends a week's forecasts to the organisation; true once the server keeps that week's (these,
 * or a teammate's sent first).
 */
export async function freezeOnServer(orgId: string, frozen: FrozenForecast): Promise<boolean> {
  try {
    await apiJson(`/orgs/${encodeURIComponent(orgId)}/frozen-forecasts`, {
      method: 'POST',
      body: JSON.stringify(frozen),
    });
    return true;
  } catch (error) {
    return error instanceof ApiError && error.status === 409;
  }
}

/** The organisation's frozen forecasts, oldest week first; throws when they cannot be read. */
export async function loadFrozenFromServer(orgId: string): Promise<FrozenForecast[]> {
  const body = await apiJson(`/orgs/${encodeURIComponent(orgId)}/frozen-forecasts`);
  return z.array(frozenForecastSchema).parse(body);
}

/** Weeks sent in one request of a move (the server takes at most 20). */
const MOVED_PER_REQUEST = 20;

/**
 * Sends this browser's frozen forecasts into the organisation as it moves the ledger in: the
 * weeks it has not frozen are kept as this browser froze them. Answers how many were new.
 */
export async function moveFrozenForecasts(
  orgId: string,
  storage: Storage = localStorage,
): Promise<number> {
  const frozen = readFrozenForecasts(storage);
  let kept = 0;
  for (let i = 0; i < frozen.length; i += MOVED_PER_REQUEST) {
    const answer = await apiJson(`/orgs/${encodeURIComponent(orgId)}/frozen-forecasts/moved`, {
      method: 'POST',
      body: JSON.stringify(frozen.slice(i, i + MOVED_PER_REQUEST)),
    });
    kept += z.object({ kept: z.number() }).parse(answer).kept;
  }
  return kept;
}
