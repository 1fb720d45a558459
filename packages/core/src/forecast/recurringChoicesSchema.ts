import { z } from 'zod';

/** Longest series key kept: keys are a direction and a normalised payee, well under this. */
export const MAX_SERIES_KEY_LENGTH = 200;
/** Most choices kept: far more series than a ledger has, small enough to store anywhere. */
export const MAX_RECURRING_CHOICES = 5000;

/** The user's confirm/dismiss choices by series key, as stored and sent (see `RecurringChoices`). */
export const recurringChoicesSchema = z
  .record(z.string().min(1).max(MAX_SERIES_KEY_LENGTH), z.enum(['confirmed', 'dismissed']))
  .refine((choices) => Object.keys(choices).length <= MAX_RECURRING_CHOICES, {
    message: `At most ${MAX_RECURRING_CHOICES} recurring choices`,
  });
