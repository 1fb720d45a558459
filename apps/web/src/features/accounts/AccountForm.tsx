import { ACCOUNT_KIND_LABELS, ACCOUNT_KINDS, isLiability } from '@cashline/core';
import type { Account } from '@cashline/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { ChoiceField, TextField } from '../../components/form/FormFields';
import { Notice } from '../../components/ui/Notice';
import { useLedgerActions } from '../../lib/transactions/useLedger';
import { accountFromDraft } from './accountDraft';
import { CurrencySelect } from './CurrencySelect';
import type { AccountDraft } from './accountDraft';

const KIND_OPTIONS = ACCOUNT_KINDS.map((kind) => ({
  value: kind,
  label: ACCOUNT_KIND_LABELS[kind],
}));

type AccountFormProps = {
  initial: AccountDraft;
  existing?: Account;
  onDone: (account: Account) => void;
  onCancel: () => void;
};

/** Creates or edits an account: name, kind, currency, opening balance and date, low-cash threshold. */
export function AccountForm({ initial, existing, onDone, onCancel }: AccountFormProps) {
  const { saveAccount } = useLedgerActions();
  const [draft, setDraft] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set =
    <K extends keyof AccountDraft>(key: K) =>
    (value: AccountDraft[K]) =>
      setDraft((d) => ({ ...d, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const made = accountFromDraft(draft, existing);
    if ('error' in made) {
      setError(made.error);
      return;
    }
    setSaving(true);
    try {
      onDone(await saveAccount(made.account));
    } catch (err) {
      setError(err instanceof Error ? err.message : 'The account could not be saved.');
    } finally {
      setSaving(false);
    }
  }

  const owed = isLiability(draft.kind);
  return (
    <form className="card account-form" onSubmit={(e) => void submit(e)}>
      <h2>{existing ? `Edit ${existing.name}` : 'New account'}</h2>
      {error && <Notice tone="error">{error}</Notice>}
      <TextField label="Account name*" required value={draft.name} onChange={set('name')} />
      <ChoiceField label="Kind" value={draft.kind} options={KIND_OPTIONS} onChange={set('kind')} />
      <CurrencySelect value={draft.currency} onChange={set('currency')} />
      <label className="field">
        {owed ? 'Amount owed on the opening date' : 'Opening balance'}
        <input
          type="number"
          step="0.01"
          value={draft.opening}
          onChange={(e) => set('opening')(e.target.value)}
        />
      </label>
      <label className="field">
        Opening date
        <input
          type="date"
          required
          value={draft.openingDate}
          onChange={(e) => set('openingDate')(e.target.value)}
        />
      </label>
      <label className="field">
        Low-cash threshold (optional)
        <input
          type="number"
          step="0.01"
          min="0"
          value={draft.threshold}
          onChange={(e) => set('threshold')(e.target.value)}
        />
      </label>
      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={saving}>
          {saving ? 'Saving...' : 'Save account'}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
