/** ai.md section 3: the standard transaction fields a CSV header can be mapped to. */
export const STANDARD_FIELDS = [
  'date',
  'description',
  'amount',
  'debit',
  'credit',
  'category',
  'balance',
] as const;
export type StandardField = (typeof STANDARD_FIELDS)[number];

/** Standard field to the exact CSV header holding it; fields with no match are left out. */
export type ColumnMapping = Partial<Record<StandardField, string>>;

export const FIELD_MEANINGS: Record<StandardField, string> = {
  date: 'transaction or posting date',
  description: 'memo or narrative',
  amount: 'single signed amount',
  debit: 'money out',
  credit: 'money in',
  category: 'category',
  balance: 'balance after the transaction',
};
