import { categoriesIn, transferCounterpart } from '@cashline/core';
import type { RuleSuggestion, Transaction } from '@cashline/core';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ViewOnlyNotice } from '../../components/access/ViewOnlyNotice';
import { paths } from '../../config/paths';
import { useLedgerRole } from '../../lib/auth/useLedgerRole';
import { useRuleLearning } from '../../lib/categorisation/useRuleLearning';
import { useCategorisation } from '../../lib/categorisation/useCategorisation';
import { categoryOf } from '../../lib/transactions/rowCounts';
import { findRow } from '../../lib/transactions/rowPlaces';
import { useRowCounts } from '../../lib/transactions/useRowCounts';
import { useLedger, useLedgerActions, useLedgerRows } from '../../lib/transactions/useLedger';
import { useFromLast } from '../../lib/useFromLast';
import { RuleOffer } from './RuleOffer';
import { TransactionForm } from './TransactionForm';

export function EditTransactionPage() {
  const { id = '' } = useParams();
  const { transactions, transactionsChange, status } = useLedgerRows();
  const { accounts } = useLedger();
  const { updateTransaction, saveTransfer } = useLedgerActions();
  const navigate = useNavigate();
  const { definitions } = useCategorisation();
  // The ledger's categories and the user's own, even those no transaction uses yet.
  const categoryCounts = useRowCounts(transactions, transactionsChange, categoryOf);
  const categories = useMemo(
    () => [...categoriesIn(categoryCounts), ...definitions.map((d) => d.name)],
    [categoryCounts, definitions],
  );
  // Found once, then followed through the store's changes: saving it costs no second search.
  const transaction = useFromLast(
    [transactions, id],
    ([list, wanted], last): Transaction | undefined => {
      const change = transactionsChange;
      if (last && last.inputs[1] === wanted && change?.from === last.inputs[0]) {
        const added = change.added.find((t) => t.id === wanted);
        if (added) return added;
        if (!change.removed.some((t) => t.id === wanted)) return last.value;
      }
      return findRow(list, wanted);
    },
  );
  const counterpart = useMemo(
    () => transaction && transferCounterpart(transactions, transaction),
    [transactions, transaction],
  );
  const learning = useRuleLearning();
  const { canEdit } = useLedgerRole();
  const [offer, setOffer] = useState<{ suggestion: RuleSuggestion; ledger: Transaction[] } | null>(
    null,
  );

  if (offer) {
    return (
      <section className="page page--narrow">
        <h1>{paths.transactionEdit.title}</h1>
        <p role="status">Transaction saved.</p>
        <RuleOffer
          suggestion={offer.suggestion}
          onAccept={() => learning.accept(offer.suggestion, offer.ledger)}
          onDone={() => void navigate(paths.transactions.path)}
        />
      </section>
    );
  }

  if (!canEdit) {
    return (
      <section className="page page--narrow">
        <h1>{paths.transactionEdit.title}</h1>
        <ViewOnlyNotice />
      </section>
    );
  }

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
      <p>
        Does this happen again?{' '}
        <Link to={paths.forecast.getHref(transaction.id)}>Plan it in a scenario</Link> on the
        forecast.
      </p>
      <TransactionForm
        key={transaction.id}
        initial={{
          date: transaction.date,
          description: transaction.description,
          type: counterpart ? 'transfer' : transaction.type,
          amount: Math.abs(transaction.amount).toFixed(2),
          category: transaction.category,
          balance: transaction.balance === undefined ? '' : transaction.balance.toFixed(2),
          accountId: transaction.accountId ?? '',
          otherAccountId: counterpart?.accountId ?? '',
        }}
        receiving={transaction.amount > 0}
        submitLabel="Save Changes"
        categories={categories}
        accounts={accounts}
        onSave={async (values, transferWith) => {
          // A balance cleared in the form must not survive from the stored copy.
          const { balance: _previousBalance, ...stored } = transaction;
          const recategorised = values.category !== transaction.category;
          const saved: Transaction = {
            ...stored,
            ...values,
            id: transaction.id,
            // A category chosen by hand is the user's: no rule overwrites it.
            ...(recategorised ? { categorySource: 'manual' as const } : {}),
          };
          // A transfer, or one no longer, changes its other side too.
          if (transferWith !== null || counterpart) await saveTransfer(saved, transferWith);
          else await updateTransaction(saved);
          // Only a new category makes an offer: an edit of anything else reads no other row.
          const offerFor =
            recategorised && transferWith === null
              ? transactions.map((t) => (t.id === saved.id ? saved : t))
              : undefined;
          const suggestion = offerFor ? learning.offer(offerFor, saved) : null;
          if (suggestion && offerFor) setOffer({ suggestion, ledger: offerFor });
          else void navigate(paths.transactions.path);
        }}
      />
    </section>
  );
}
