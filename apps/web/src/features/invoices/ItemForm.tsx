import { openItemSchema } from '@cashline/core';
import type { OpenItem, OpenItemKind } from '@cashline/core';
import { useState } from 'react';
import type { FormEvent } from 'react';

type Draft = {
  kind: OpenItemKind;
  party: string;
  number: string;
  amount: string;
  issueDate: string;
  dueDate: string;
};

const EMPTY: Draft = {
  kind: 'invoice',
  party: '',
  number: '',
  amount: '',
  issueDate: '',
  dueDate: '',
};

/** The item a draft stands for (open, nothing paid), or the reason it cannot be one. */
function itemOf(draft: Draft): OpenItem | string {
  const amount = Number(draft.amount);
  const party = draft.party.trim();
  const number = draft.number.trim();
  const parsed = openItemSchema.safeParse({
    id: `${draft.kind}:${party.toLowerCase()}:${number}`.slice(0, 200),
    kind: draft.kind,
    party,
    number,
    amount: draft.amount.trim() === '' ? NaN : amount,
    balance: amount,
    issueDate: draft.issueDate,
    dueDate: draft.dueDate,
    payments: [],
  });
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path[0];
  if (field === 'amount' || field === 'balance') return 'Enter an amount above 0';
  if (field === 'issueDate' || field === 'dueDate') {
    return issue?.message.includes('before') ? issue.message : 'Enter the issue and due dates';
  }
  return issue?.message ?? 'Not a valid invoice or bill';
}

/** A form to add one open invoice or bill by hand. */
export function ItemForm({
  onAdd,
  taken,
}: {
  onAdd: (item: OpenItem) => void;
  taken: (id: string) => boolean;
}) {
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const set = (field: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [field]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const item = itemOf(draft);
    if (typeof item === 'string') return setError(item);
    if (taken(item.id)) {
      return setError(
        `${item.party} already has ${item.kind === 'invoice' ? 'an invoice' : 'a bill'} ${item.number}`,
      );
    }
    setError(null);
    setDraft({ ...EMPTY, kind: draft.kind });
    onAdd(item);
  }

  const partyLabel = draft.kind === 'invoice' ? 'Customer' : 'Vendor';
  return (
    <form className="card open-item-form" onSubmit={submit} aria-label="Add an invoice or bill">
      <h2>Add by hand</h2>
      <label>
        Kind
        <select value={draft.kind} onChange={set('kind')}>
          <option value="invoice">Invoice (money in)</option>
          <option value="bill">Bill (money out)</option>
        </select>
      </label>
      <label>
        {partyLabel}
        <input value={draft.party} onChange={set('party')} maxLength={200} />
      </label>
      <label>
        Number
        <input value={draft.number} onChange={set('number')} maxLength={200} />
      </label>
      <label>
        Amount
        <input inputMode="decimal" value={draft.amount} onChange={set('amount')} />
      </label>
      <label>
        Issue date
        <input type="date" value={draft.issueDate} onChange={set('issueDate')} />
      </label>
      <label>
        Due date
        <input type="date" value={draft.dueDate} onChange={set('dueDate')} />
      </label>
      {error && (
        <p role="alert" className="form-error">
          {error}
        </p>
      )}
      <button type="submit" className="button button--primary">
        Add
      </button>
    </form>
  );
}
