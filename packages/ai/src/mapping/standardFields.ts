import { IMPORT_FIELDS } from '@cashline/core';
import type { ImportField } from '@cashline/core';

/** ai.md section 3: the standard transaction fields a CSV header can be mapped to. */
export const STANDARD_FIELDS = IMPORT_FIELDS;

export const FIELD_MEANINGS: Record<ImportField, string> = {
  date: 'transaction or posting date',
  description: 'memo or narrative',
  amount: 'single signed amount',
  debit: 'money out',
  credit: 'money in',
  category: 'category',
  balance: 'balance after the transaction',
};
