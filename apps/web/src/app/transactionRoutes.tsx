import type { ReactElement } from 'react';
import type { PathKey } from '../config/paths';
import { ImportPage } from '../features/import/ImportPage';
import { AddTransactionPage } from '../features/transactions/AddTransactionPage';
import { EditTransactionPage } from '../features/transactions/EditTransactionPage';
import { TransactionsPage } from '../features/transactions/TransactionsPage';

/** The transaction list, add, edit and import pages, by route key. */
export const transactionRoutes: Partial<Record<PathKey, ReactElement>> = {
  transactions: <TransactionsPage />,
  transactionAdd: <AddTransactionPage />,
  transactionEdit: <EditTransactionPage />,
  transactionImport: <ImportPage />,
};
