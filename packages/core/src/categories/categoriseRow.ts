import { matchCategory } from '../import/inferCategory.js';
import type { CategorySource, TransactionType } from '../transaction.js';
import { readFileCategory } from './bankCategories.js';
import type { BankCategoryTable } from './bankCategories.js';
import { BUILT_IN_CATEGORIES } from './builtInCategories.js';

const DIRECTION = new Map(BUILT_IN_CATEGORIES.map((c) => [c.name, c.direction]));

/** Whether a built-in category may hold money going `type`. */
const holds = (category: string, type: TransactionType): boolean => {
  const direction = DIRECTION.get(category);
  return direction === undefined || direction === 'both' || direction === type;
};

/**
 * The category of an imported row and where it came from. A Cashline category the file wrote, or
 * a category the file's own scheme names (a bookkeeping export's), is the file's. A bank's
 * category goes through the table: a name of the built-in payee list wins over it (Chase's "Bills
 * & Utilities" for Google Ads is Marketing), it wins over generic words, and it never gives a
 * category meant for money going the other way. Otherwise the heuristics decide.
 */
export function categoriseRow(
  description: string,
  type: TransactionType,
  fileCell: string,
  table?: BankCategoryTable,
): { category: string; categorySource: CategorySource } {
  const file = readFileCategory(fileCell, table);
  if (file.kind === 'category' || file.kind === 'own') {
    return { category: file.category, categorySource: 'import' };
  }
  const match = matchCategory(description, type);
  if (file.kind === 'mapped' && !match.specific && holds(file.category, type)) {
    return { category: file.category, categorySource: 'import' };
  }
  return { category: match.category, categorySource: 'heuristic' };
}
