import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { ViewOnlyNotice } from '../../components/access/ViewOnlyNotice';
import { paths } from '../../config/paths';
import { useLedgerRole } from '../../lib/auth/useLedgerRole';
import { localToday } from '../../lib/dates/localToday';
import { useCategorisation } from '../../lib/categorisation/useCategorisation';
import { categoryOf } from '../../lib/transactions/rowCounts';
import { useRowCounts } from '../../lib/transactions/useRowCounts';
import { useLedger, useLedgerActions, useLedgerRows } from '../../lib/transactions/useLedger';
import { TransactionForm } from './TransactionForm';
import { categoriesIn } from '@cashline/core';
import { defaultAccountId } from '../../lib/transactions/storeChanges';

export function AddTransactionPage() {
  const { transactions, transactionsChange } = useLedgerRows();
  const { accounts } = useLedger();
  const { addTransaction, saveTransfer } = useLedgerActions();
  const navigate = useNavigate();
  const { definitions } = useCategorisation();
  // The ledger's categories and the user's own, even those no transaction uses yet.
  const categoryCounts = useRowCounts(transactions, transactionsChange, categoryOf);
  const categories = useMemo(
    () => [...categoriesIn(categoryCounts), ...definitions.map((d) => d.name)],
    [categoryCounts, definitions],
  );
  const { canEdit } = useLedgerRole();

  return (
    <section className="page page--narrow">
      <h1>{paths.transactionAdd.title}</h1>
      <p className="page-header__lead">
        Record money in or out, or a transfer between your accounts, by hand.
      </p>
      <ViewOnlyNotice />
      {canEdit && (
        <TransactionForm
          initial={{
            date: localToday(),
            description: '',
            type: 'outflow',
            amount: '',
            category: '',
            balance: '',
            accountId: defaultAccountId(accounts) ?? '',
            otherAccountId: '',
          }}
          submitLabel="Add Transaction"
          categories={categories}
          accounts={accounts}
          onSave={async (transaction, transferWith) => {
            // A category typed in by the user is theirs: no rule changes it.
            const input = { ...transaction, categorySource: 'manual' as const };
            if (transferWith === null) await addTransaction(input);
            else await saveTransfer(input, transferWith);
            void navigate(paths.transactions.path);
          }}
        />
      )}
    </section>
  );
}
