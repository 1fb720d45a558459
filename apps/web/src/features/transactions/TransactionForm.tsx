import { BUILT_IN_CATEGORIES, TRANSFER_CATEGORY, fromCents, toCents } from '@cashline/core';
import type { Account, TransactionType } from '@cashline/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import type { NewTransaction } from '../../lib/transactions/rowActions';
import { defaultAccountId } from '../../lib/transactions/storeChanges';
import { AccountField } from './AccountField';
import { CategoryField, resolveCategory } from './CategoryField';
import { DateField, MoneyField } from './TransactionFields';
import { TransferFields } from './TransferFields';

export type TransactionFormValues = {
  date: string;
  description: string;
  /** `transfer`: between two of the business's accounts, neither money in nor out. */
  type: TransactionType | 'transfer';
  amount: string;
  category: string;
  balance: string;
  /** The account it is in; '' leaves the choice to the ledger (its first account). */
  accountId: string;
  /** A transfer's other account; '' when none is chosen. */
  otherAccountId: string;
};

type TransactionFormProps = {
  initial: TransactionFormValues;
  submitLabel: string;
  categories: string[];
  accounts: readonly Account[];
  /** The transaction is an inflow: as a transfer, its account is where the money arrives. */
  receiving?: boolean;
  /**
   * Resolves once saved, with the transfer's other account (null for money in or out); a
   * rejection keeps the form as it is so nothing typed is lost.
   */
  onSave: (transaction: NewTransaction, transferWith: string | null) => Promise<void>;
};

const COMMON_CATEGORIES = BUILT_IN_CATEGORIES.map((category) => category.name);

const REQUIRED = ['date', 'description', 'category'] as const;

function toMoney(text: string): number | undefined {
  const value = Number.parseFloat(text);
  return Number.isFinite(value) ? fromCents(toCents(value)) : undefined;
}

/**
 * The add and edit form (app.md section 5): date, description, amount and category required; the
 * amount is entered positive and its sign comes from the Type select (default outflow).
 */
export function TransactionForm({
  initial,
  submitLabel,
  categories,
  accounts,
  receiving = false,
  onSave,
}: TransactionFormProps) {
  const [values, setValues] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const suggestions = [...new Set([...COMMON_CATEGORIES, ...categories])].sort();
  // Before the stored accounts load, '' stands for the ledger's default account.
  const accountId = values.accountId === '' ? (defaultAccountId(accounts) ?? '') : values.accountId;
  // A transfer needs two accounts to move money between.
  const canTransfer =
    values.type === 'transfer' || accounts.filter((account) => !account.archived).length > 1;

  const set = (name: keyof TransactionFormValues) => (value: string) =>
    setValues((current) => ({ ...current, [name]: value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const amount = toMoney(values.amount);
    if (amount === undefined) {
      window.alert('Please enter a valid amount');
      return;
    }
    const transfer = values.type === 'transfer';
    const required = transfer ? (['date', 'description'] as const) : REQUIRED;
    const missing = required.filter((name) => values[name].trim() === '');
    if (missing.length > 0) {
      setProblem(`Please fill in: ${missing.join(', ')}.`);
      return;
    }
    const balance = values.balance.trim() === '' ? undefined : toMoney(values.balance);
    if (values.balance.trim() !== '' && balance === undefined) {
      setProblem('Please enter a valid balance, or leave it empty.');
      return;
    }
    if (transfer && (values.otherAccountId === '' || values.otherAccountId === accountId)) {
      setProblem('Choose two different accounts for the transfer.');
      return;
    }
    const size = Math.abs(amount);
    const type: TransactionType =
      values.type === 'transfer' ? (receiving ? 'inflow' : 'outflow') : values.type;
    const transaction: NewTransaction = {
      date: values.date,
      description: values.description.trim(),
      amount: type === 'outflow' && size !== 0 ? -size : size,
      type,
      category: transfer ? TRANSFER_CATEGORY : resolveCategory(values.category, suggestions),
      ...(balance === undefined ? {} : { balance }),
      ...(accountId === '' ? {} : { accountId }),
    };
    setProblem(null);
    setSaving(true);
    try {
      await onSave(transaction, transfer ? values.otherAccountId : null);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'The transaction could not be saved.');
      setSaving(false);
    }
  }

  return (
    <form className="card form" onSubmit={(event) => void onSubmit(event)} noValidate={false}>
      <div className="form__grid">
        <DateField id="tx-date" label="Date" required value={values.date} onChange={set('date')} />
        <div className="field">
          <label htmlFor="tx-type">Type</label>
          <select id="tx-type" value={values.type} onChange={(e) => set('type')(e.target.value)}>
            <option value="outflow">Outflow (money out)</option>
            <option value="inflow">Inflow (money in)</option>
            {canTransfer && <option value="transfer">Transfer between my accounts</option>}
          </select>
        </div>
        <div className="field field--wide">
          <label htmlFor="tx-description">Description</label>
          <input
            id="tx-description"
            type="text"
            required
            maxLength={500}
            value={values.description}
            onChange={(e) => set('description')(e.target.value)}
          />
        </div>
        <MoneyField
          id="tx-amount"
          label="Amount"
          required
          value={values.amount}
          onChange={set('amount')}
        />
        {values.type === 'transfer' ? (
          <TransferFields
            accountId={accountId}
            otherAccountId={values.otherAccountId}
            receiving={receiving}
            accounts={accounts}
            onAccount={set('accountId')}
            onOther={set('otherAccountId')}
          />
        ) : (
          <>
            <AccountField
              value={values.accountId}
              accounts={accounts}
              onChange={set('accountId')}
            />
            <CategoryField
              value={values.category}
              categories={suggestions}
              onChange={set('category')}
            />
          </>
        )}
        <MoneyField
          id="tx-balance"
          label={
            <>
              Balance <span className="field__optional">(optional)</span>
            </>
          }
          signed
          value={values.balance}
          onChange={set('balance')}
        />
      </div>
      {problem && (
        <p className="form__error" role="alert">
          {problem}
        </p>
      )}
      <div className="form__actions">
        <Link className="button button--secondary" to={paths.transactions.path}>
          Cancel
        </Link>
        <button type="submit" className="button button--primary" disabled={saving}>
          {saving ? 'Saving...' : submitLabel}
        </button>
      </div>
    </form>
  );
}
