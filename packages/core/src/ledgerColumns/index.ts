export { applyToColumns, columnLedgerOf, stateOfColumns } from './columnLedger.js';
export type { ColumnLedger, TableChange } from './columnLedger.js';
export { rowsAt, selectRows, totalsOfRows } from './selectRows.js';
export type { RowCriteria } from './selectRows.js';
export { TransactionTable } from './transactionTable.js';
