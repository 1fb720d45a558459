import type { ReactElement } from 'react';
import type { PathKey } from '../config/paths';
import { lazyNamed } from '../lib/lazyNamed';

const ImportPage = lazyNamed(() => import('../features/import/ImportPage'), 'ImportPage');
const AddTransactionPage = lazyNamed(
  () => import('../features/transactions/AddTransactionPage'),
  'AddTransactionPage',
);
const EditTransactionPage = lazyNamed(
  () => import('../features/transactions/EditTransactionPage'),
  'EditTransactionPage',
);
const CategoriesPage = lazyNamed(
  () => import('../features/categories/CategoriesPage'),
  'CategoriesPage',
);
const RulesPage = lazyNamed(() => import('../features/rules/RulesPage'), 'RulesPage');
const TransactionsPage = lazyNamed(
  () => import('../features/transactions/TransactionsPage'),
  'TransactionsPage',
);

const AccountsPage = lazyNamed(() => import('../features/accounts/AccountsPage'), 'AccountsPage');
const InvoicesPage = lazyNamed(() => import('../features/invoices/InvoicesPage'), 'InvoicesPage');

/** The transaction list, add, edit, import, categories and rules pages and the accounts page, by route key. */
export const transactionRoutes: Partial<Record<PathKey, ReactElement>> = {
  transactions: <TransactionsPage />,
  transactionAdd: <AddTransactionPage />,
  transactionEdit: <EditTransactionPage />,
  transactionImport: <ImportPage />,
  accounts: <AccountsPage />,
  invoices: <InvoicesPage />,
  transactionCategories: <CategoriesPage />,
  transactionRules: <RulesPage />,
};
