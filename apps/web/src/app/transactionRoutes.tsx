import type { ReactElement } from 'react';
import type { PathKey } from '../config/paths';
import { lazyPage } from './lazyPage';

const ImportPage = lazyPage(() => import('../features/import/ImportPage'), 'ImportPage');
const AddTransactionPage = lazyPage(
  () => import('../features/transactions/AddTransactionPage'),
  'AddTransactionPage',
);
const EditTransactionPage = lazyPage(
  () => import('../features/transactions/EditTransactionPage'),
  'EditTransactionPage',
);
const TransactionsPage = lazyPage(
  () => import('../features/transactions/TransactionsPage'),
  'TransactionsPage',
);

/** The transaction list, add, edit and import pages, by route key. */
export const transactionRoutes: Partial<Record<PathKey, ReactElement>> = {
  transactions: <TransactionsPage />,
  transactionAdd: <AddTransactionPage />,
  transactionEdit: <EditTransactionPage />,
  transactionImport: <ImportPage />,
};
