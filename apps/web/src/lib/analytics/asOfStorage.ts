import { isIsoDate } from '@cashline/core';
import type { IsoDate } from '@cashline/core';

/** The as-of date the user picked is remembered for the browser session (tab), not for good. */
export const AS_OF_STORAGE_KEY = 'cashline.asOf';

export function readChosenAsOf(storage: Storage = sessionStorage): IsoDate | null {
  try {
    const value = storage.getItem(AS_OF_STORAGE_KEY);
    return value !== null && isIsoDate(value) ? value : null;
  } catch {
    return null;
  }
}

export function writeChosenAsOf(date: IsoDate | null, storage: Storage = sessionStorage): void {
  try {
    if (date === null) storage.removeItem(AS_OF_STORAGE_KEY);
    else storage.setItem(AS_OF_STORAGE_KEY, date);
  } catch {
    // Storage can be unavailable (private mode, quota): the pick then lasts until the page reloads.
  }
}
