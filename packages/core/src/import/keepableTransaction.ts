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
 * Amounts and ids are left as they are: those the ledger refuses are refused, not altered. A row
 * already within the limits comes back as it is, so a million-row import makes no copies of them.
 */
export function keepableTransaction<T extends Transaction>(t: T): T {
  const description = keepableText(t.description, MAX_DESCRIPTION_LENGTH);
  const category = keepableText(t.category, MAX_NAME_LENGTH);
  const subcategory = optional(t.subcategory, MAX_NAME_LENGTH);
  const merchant = optional(t.merchant, MAX_NAME_LENGTH);
  const paymentRef = optional(t.paymentRef, MAX_NAME_LENGTH);
  const note = optional(t.note, MAX_NOTE_LENGTH);
  if (
    description === t.description &&
    category === t.category &&
    subcategory === t.subcategory &&
    merchant === t.merchant &&
    paymentRef === t.paymentRef &&
    note === t.note
  ) {
    return t;
  }
  return {
    ...t,
    description,
    category,
    ...(subcategory === undefined ? {} : { subcategory }),
    ...(merchant === undefined ? {} : { merchant }),
    ...(paymentRef === undefined ? {} : { paymentRef }),
    ...(note === undefined ? {} : { note }),
  };
}
