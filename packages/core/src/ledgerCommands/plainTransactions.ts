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

const REQUIRED = ['id', 'date', 'description', 'amount', 'type', 'category'] as const;
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
    for (const key in t) {
      const value = t[key as keyof Transaction];
      switch (key) {
        case 'id':
          if (typeof value !== 'string' || !isIdText(value)) return false;
          break;
        case 'date':
          if (!date(value)) return false;
          break;
        case 'description':
          if (typeof value !== 'string' || !isKeepableText(value, MAX_DESCRIPTION_LENGTH)) {
            return false;
          }
          break;
        case 'amount':
        case 'balance':
          if (typeof value !== 'number' || !isAmount(value)) return false;
          break;
        case 'type':
          if (value !== 'inflow' && value !== 'outflow') return false;
          break;
        case 'category':
          if (!category(value)) return false;
          break;
        case 'categorySource':
          if (!CATEGORY_SOURCES.has(value)) return false;
          break;
        case 'accountId':
          if (!account(value)) return false;
          break;
        default:
          return false;
      }
    }
    // The fields every row must have; the optional ones were checked where present.
    return REQUIRED.every((key) => key in t);
  };
}
