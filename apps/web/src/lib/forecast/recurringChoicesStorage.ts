import { recurringChoicesSchema } from '@cashline/core';
import type { RecurringChoices } from '@cashline/core';

/**
 * The user's confirm/dismiss choices of detected recurring series are kept in this browser, like
 * the ledger they describe, so every later forecast uses them.
 */
export const RECURRING_CHOICES_KEY = 'cashline.recurringChoices';

export function readRecurringChoices(storage: Storage = localStorage): RecurringChoices {
  try {
    const raw = storage.getItem(RECURRING_CHOICES_KEY);
    if (raw === null) return {};
    const parsed = recurringChoicesSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/** Saves the choices; false when the browser would not store them (private mode, quota). */
export function writeRecurringChoices(
  choices: RecurringChoices,
  storage: Storage = localStorage,
): boolean {
  try {
    storage.setItem(RECURRING_CHOICES_KEY, JSON.stringify(choices));
    return true;
  } catch {
    return false;
  }
}
