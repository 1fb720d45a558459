import { isIsoDate } from '../dates.js';
import { isAmount, isIdText, isKeepableText, MAX_NAME_LENGTH } from '../inputLimits.js';
import { categorySourceSchema } from '../transaction.js';
import type { CategorySource } from '../transaction.js';
import type { ImportedRows } from './importedTransactions.js';

/** Some of an import's rows read from their lists as columns, each field in row order. */
export type ImportedRun = {
  count: number;
  id: string[];
  description: string[];
  date: string[];
  category: string[];
  /** Undefined when no row of the run has one. */
  categorySource: (CategorySource | undefined)[] | undefined;
  /** 1 for an outflow. */
  outflow: Uint8Array;
  amount: Float64Array;
  /** NaN where the row has no balance. */
  balance: Float64Array;
};

const CATEGORY_SOURCES: ReadonlySet<unknown> = new Set(categorySourceSchema.options);

/**
 * The rows at positions `from` to `to` (excluded) of an import, read from their lists without
 * making them, when each would pass `plainTransactionCheck` as made (ImportedRows.rowAt) in
 * `accountId`: its list's fields as packed (a clean list's descriptions are within the limits),
 * and an id, date, category, amount, balance and source the check takes. Undefined when one would
 * not: the caller makes those rows and checks them as the import command does.
 */
export function plainImportedRun(
  imported: ImportedRows,
  from: number,
  to: number,
  accountId: string,
): ImportedRun | undefined {
  if (!isIdText(accountId)) return undefined;
  const count = Math.max(0, to - from);
  const run: ImportedRun = {
    count,
    id: new Array<string>(count),
    description: new Array<string>(count),
    date: new Array<string>(count),
    category: new Array<string>(count),
    categorySource: undefined,
    outflow: new Uint8Array(count),
    amount: new Float64Array(count),
    balance: new Float64Array(count),
  };
  // Dates and categories repeat: each distinct one is checked once.
  const dates = new Set<string>();
  const categories = new Set<string>();
  for (let k = 0; k < count; k++) {
    const at = from + k;
    if (!imported.isPacked(at)) return undefined;
    const packed = imported.lists[imported.list[at]!]!;
    const i = imported.row[at]!;
    const id = imported.ids[at]!;
    const date = packed.dates[packed.dateCodes[i]!]!;
    const category = packed.categories[packed.categoryCodes[i]!]!;
    const source = packed.sources[packed.sourceCodes[i]!] ?? undefined;
    const amount = packed.amount[i]!;
    const balance = packed.balance[i]!;
    if (!isIdText(id) || !isAmount(amount) || !(Number.isNaN(balance) || isAmount(balance))) {
      return undefined;
    }
    if (!dates.has(date)) {
      if (!isIsoDate(date)) return undefined;
      dates.add(date);
    }
    if (!categories.has(category)) {
      if (!isKeepableText(category, MAX_NAME_LENGTH)) return undefined;
      categories.add(category);
    }
    if (source !== undefined) {
      if (!CATEGORY_SOURCES.has(source)) return undefined;
      run.categorySource ??= new Array<CategorySource | undefined>(count);
      run.categorySource[k] = source;
    }
    run.id[k] = id;
    run.description[k] = imported.descriptionAt(at);
    run.date[k] = date;
    run.category[k] = category;
    run.outflow[k] = packed.outflow[i] === 1 ? 1 : 0;
    run.amount[k] = amount;
    run.balance[k] = balance;
  }
  return run;
}
