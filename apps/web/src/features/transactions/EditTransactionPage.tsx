import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useTransactions } from '../../lib/transactions/useTransactions';
import { TransactionForm } from './TransactionForm';
import { categoriesOf } from '@cashline/core';

export function EditTransactionPage() {
  const { id = '' } = useParams();
  const { transactions, status, updateTransaction } = useTransactions();
  const navigate = useNavigate();
  const categories = useMemo(() => categoriesOf(transactions), [transactions]);
  const transaction = useMemo(() => transactions.find((t) => t.id === id), [transactions, id]);

  if (status === 'loading') {
    return (
      <section className="page page--narrow">
        <h1>{paths.transactionEdit.title}</h1>
        <p role="status">Loading transaction...</p>
      </section>
    );
  }

  if (!transaction) {
    return (
      <section className="page page--narrow empty-state">
        <h1>Transaction Not Found</h1>
        <p>The transaction you&apos;re looking for doesn&apos;t exist.</p>
        <button
          type="button"
          className="button button--primary"
          onClick={() => void navigate(paths.transactions.path)}
        >
          Back to Transactions
        </button>
      </section>
    );
  }

  return (
    <section className="page page--narrow">
      <h1>{paths.transactionEdit.title}</h1>
      <TransactionForm
        key={transaction.id}
        initial={{
          date: transaction.date,
          description: transaction.description,
          type: transaction.type,
          amount: Math.abs(transaction.amount).toFixed(2),
          category: transaction.category,
          balance: transaction.balance === undefined ? '' : transaction.balance.toFixed(2),
        }}
        submitLabel="Save Changes"
        categories={categories}
        onSave={async (values) => {
          // A balance cleared in the form must not survive from the stored copy.
          const { balance: _previousBalance, ...stored } = transaction;
          await updateTransaction({ ...stored, ...values, id: transaction.id });
          void navigate(paths.transactions.path);
        }}
      />
    </section>
  );
}
