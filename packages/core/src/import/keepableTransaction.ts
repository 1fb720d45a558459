import {
  MAX_DESCRIPTION_LENGTH,
  MAX_NAME_LENGTH,
  MAX_NOTE_LENGTH,
  keepableText,
} from '../inputLimits.js';
import type { Transaction } from '../transaction.js';

const optional = (value: string | undefined, max: number) =>
  value === undefined ? undefined : keepableText(value, max);

/**
 * An imported transaction within the ledger's limits on text: a bank's odd control character
 * becomes a space and an overlong cell is cut, so that one cell never fails a whole import.
 * Amounts and ids are left as they are: those the ledger refuses are refused, not altered.
 */
export function keepableTransaction<T extends Transaction>(t: T): T {
  return {
    ...t,
    description: keepableText(t.description, MAX_DESCRIPTION_LENGTH),
    category: keepableText(t.category, MAX_NAME_LENGTH),
    ...(t.subcategory === undefined
      ? {}
      : { subcategory: optional(t.subcategory, MAX_NAME_LENGTH) }),
    ...(t.merchant === undefined ? {} : { merchant: optional(t.merchant, MAX_NAME_LENGTH) }),
    ...(t.paymentRef === undefined ? {} : { paymentRef: optional(t.paymentRef, MAX_NAME_LENGTH) }),
    ...(t.note === undefined ? {} : { note: optional(t.note, MAX_NOTE_LENGTH) }),
  };
}
