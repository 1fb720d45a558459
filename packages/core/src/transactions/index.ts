export type { TransactionFilters } from './filter.js';
export { categoriesIn, categoriesOf, filterTransactions } from './filter.js';
export type { RowDelta } from './rowDelta.js';
export { countsOf, countsWithDelta, deltaOfIds, sortedWithDelta } from './rowDelta.js';
export type { SortDirection, TransactionSort, TransactionSortKey } from './sort.js';
export { compareTransactions, NEWEST_FIRST, sortTransactions } from './sort.js';
export { IdHashSet, hashText, idLookup } from './idHashSet.js';
export type { IdLookup } from './idHashSet.js';
