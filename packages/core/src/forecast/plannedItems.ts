import { z } from 'zod';
import { dayNumber } from '../dates.js';
import { amountSchema, idSchema, textSchema } from '../inputLimits.js';
import { toCents } from '../money.js';
import { isoDateSchema } from '../transaction.js';

/** Longest description of a planned item: one line of what it is. */
export const MAX_PLANNED_DESCRIPTION_LENGTH = 200;
/** Most planned items kept: far more than a 13-week plan holds, small enough to store anywhere. */
export const MAX_PLANNED_ITEMS = 1000;

/**
 * A one-off payment or receipt the user expects (a tax bill, an equipment purchase, a grant),
 * signed like transactions: money out is negative.
 */
export const plannedItemSchema = z.object({
  id: idSchema,
  date: isoDateSchema,
  amount: amountSchema.refine((amount) => amount !== 0, { message: 'An amount cannot be 0' }),
  description: textSchema(MAX_PLANNED_DESCRIPTION_LENGTH).refine((text) => text.trim() !== '', {
    message: 'Say what the payment is',
  }),
});
export type PlannedItem = z.infer<typeof plannedItemSchema>;

/** The organisation's planned items, as stored and sent; ids are unique. */
export const plannedItemsSchema = z
  .array(plannedItemSchema)
  .max(MAX_PLANNED_ITEMS, `At most ${MAX_PLANNED_ITEMS} planned items`)
  .refine((items) => new Set(items.map((item) => item.id)).size === items.length, {
    message: 'Planned items need distinct ids',
  });

/**
 * Adds the planned items dated in the horizon (after the as-of day, within its weeks) to the
 * weekly money in and out (positive cents); returns those items, by date. Earlier ones have
 * happened or not: the ledger says which.
 */
export function placePlanned(
  plan: { inflowCents: number[]; outflowCents: number[] },
  items: readonly PlannedItem[],
  asOfDay: number,
): PlannedItem[] {
  const weeks = plan.inflowCents.length;
  const placed: PlannedItem[] = [];
  for (const item of items) {
    const offset = dayNumber(item.date) - asOfDay - 1;
    if (offset < 0 || offset >= weeks * 7) continue;
    const week = Math.floor(offset / 7);
    const cents = toCents(item.amount);
    const flows = cents > 0 ? plan.inflowCents : plan.outflowCents;
    flows[week] = (flows[week] as number) + Math.abs(cents);
    placed.push(item);
  }
  return placed.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
