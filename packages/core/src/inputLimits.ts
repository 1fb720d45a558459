import { z } from 'zod';

/**
 * The largest amount or balance the ledger accepts, in currency units. Sums are done in cents as
 * JavaScript numbers, which stay exact up to 2^53 (about 9e15 cents); 1e12 leaves room to add many
 * such amounts without losing a cent.
 */
export const MAX_AMOUNT = 1e12;
/** Ids, categories, payees, references: one short line each. */
export const MAX_NAME_LENGTH = 200;
/** A bank's description of a transaction. */
export const MAX_DESCRIPTION_LENGTH = 1000;
/** A user's note. */
export const MAX_NOTE_LENGTH = 4000;

const CONTROL = /\p{Cc}/u;
// Free text may break lines or hold tabs, but never a NUL or another control character.
const CONTROL_BUT_LINE_BREAKS = /(?![\t\n\r])\p{Cc}/u;

/**
 * Imported text as the ledger keeps it: control characters other than tab and line breaks become
 * spaces, and it is cut at `max` characters, so that a bank's odd cell never fails a whole import.
 */
export function keepableText(value: string, max: number): string {
  return value.replace(/(?![\t\n\r])\p{Cc}/gu, ' ').slice(0, max);
}

/** Whether keepableText leaves the text as it is (no control character to replace, nothing to cut). */
export function isKeepableText(value: string, max: number): boolean {
  return value.length <= max && !CONTROL_BUT_LINE_BREAKS.test(value);
}

/** Whether idSchema takes the value: one line, not empty, at most MAX_NAME_LENGTH. */
export function isIdText(value: string): boolean {
  return value.length >= 1 && value.length <= MAX_NAME_LENGTH && !CONTROL.test(value);
}

/** Whether amountSchema takes the value. */
export function isAmount(value: number): boolean {
  return Number.isFinite(value) && value >= -MAX_AMOUNT && value <= MAX_AMOUNT;
}

/** An amount or balance in currency units, within ±MAX_AMOUNT. */
export const amountSchema = z
  .number()
  .finite()
  .min(-MAX_AMOUNT, `Amounts must be at least -${MAX_AMOUNT.toExponential()}`)
  .max(MAX_AMOUNT, `Amounts must be at most ${MAX_AMOUNT.toExponential()}`);

/**
 * A short value (a category, a merchant, a reference): at most MAX_NAME_LENGTH. Tabs and line breaks
 * are let through because bank files carry them in such cells; NUL and other controls are not.
 */
export const nameSchema = textSchema(MAX_NAME_LENGTH);

/** An id: a non-empty one-line value. */
export const idSchema = z
  .string()
  .min(1, 'An id cannot be empty')
  .max(MAX_NAME_LENGTH, `At most ${MAX_NAME_LENGTH} characters`)
  .refine((value) => !CONTROL.test(value), { message: 'Control characters are not allowed' });

/** Free text of at most `max` characters that may break lines but holds no other control character. */
export function textSchema(max: number) {
  return z
    .string()
    .max(max, `At most ${max} characters`)
    .refine((value) => !CONTROL_BUT_LINE_BREAKS.test(value), {
      message: 'Control characters are not allowed',
    });
}
