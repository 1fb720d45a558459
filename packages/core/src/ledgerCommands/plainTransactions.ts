import { isIsoDate } from '../dates.js';
import {
  isAmount,
  isIdText,
  isKeepableText,
  MAX_DESCRIPTION_LENGTH,
  MAX_NAME_LENGTH,
} from '../inputLimits.js';
import { categorySourceSchema } from '../transaction.js';
import type { Transaction } from '../transaction.js';

const IMPORT_FIELDS: ReadonlySet<string> = new Set([
  'id',
  'date',
  'description',
  'amount',
  'type',
  'category',
  'categorySource',
  'balance',
  'accountId',
]);
const CATEGORY_SOURCES: ReadonlySet<unknown> = new Set(categorySourceSchema.options);

/** A text field whose few distinct values repeat row after row: each is checked once. */
function repeatedText(valid: (value: string) => boolean): (value: unknown) => boolean {
  const seen = new Set<unknown>();
  return (value) => {
    if (seen.has(value)) return true;
    if (typeof value !== 'string' || !valid(value)) return false;
    seen.add(value);
    return true;
  };
}

/**
 * A check that answers true only for a row transactionSchema takes whole: no field but those an
 * import makes, each present with a value the schema accepts. It answers false for anything else
 * (an unusual field, an undefined value, a wrong one), and the caller asks the schema, so it never
 * lets through a row the schema refuses. The schema builds a copy of every row it reads, several
 * microseconds and an object each; a million-row import's rows are checked here in a fraction of
 * that. Dates, categories and accounts repeat, so each distinct value is checked once per checker.
 */
export function plainTransactionCheck(): (transaction: Transaction) => boolean {
  const date = repeatedText(isIsoDate);
  const category = repeatedText((value) => isKeepableText(value, MAX_NAME_LENGTH));
  const account = repeatedText(isIdText);
  return (t) => {
    if (typeof t !== 'object' || t === null || Array.isArray(t)) return false;
    // Keys only: a value read by a computed key boxes every amount and balance anew, a million
    // numbers of garbage for a million-row import; each field is read below by its name.
    for (const key in t) if (!IMPORT_FIELDS.has(key)) return false;
    // A missing required field reads as undefined, which each check refuses.
    if (typeof t.id !== 'string' || !isIdText(t.id)) return false;
    if (!date(t.date) || !category(t.category)) return false;
    if (t.type !== 'inflow' && t.type !== 'outflow') return false;
    if (typeof t.description !== 'string') return false;
    if (!isKeepableText(t.description, MAX_DESCRIPTION_LENGTH)) return false;
    if (typeof t.amount !== 'number' || !isAmount(t.amount)) return false;
    // An optional field present must hold a value: one set to undefined is left to the schema.
    if ('balance' in t && (typeof t.balance !== 'number' || !isAmount(t.balance))) return false;
    if ('categorySource' in t && !CATEGORY_SOURCES.has(t.categorySource)) return false;
    return !('accountId' in t) || account(t.accountId);
  };
}
