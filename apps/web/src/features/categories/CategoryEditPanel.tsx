import { useId, useState } from 'react';
import type { FormEvent } from 'react';

export type CategoryEdit = { mode: 'rename' | 'merge' | 'group'; name: string };

type Props = {
  edit: CategoryEdit;
  /** Every other category, for a merge. */
  others: readonly string[];
  group: string;
  busy: boolean;
  onSubmit: (value: string) => void;
  onCancel: () => void;
};

const LABELS = { rename: 'New name', merge: 'Merge into', group: 'Group' } as const;
const ACTIONS = { rename: 'Rename', merge: 'Merge', group: 'Save group' } as const;

/** The one edit open on the categories page: a new name, the category to merge into, or a group. */
export function CategoryEditPanel({ edit, others, group, busy, onSubmit, onCancel }: Props) {
  const id = useId();
  const [value, setValue] = useState(
    edit.mode === 'rename' ? edit.name : edit.mode === 'group' ? group : (others[0] ?? ''),
  );

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit(value);
  }

  return (
    <form
      className="card form category-edit"
      aria-label={`${ACTIONS[edit.mode]} ${edit.name}`}
      onSubmit={submit}
    >
      <div className="field">
        <label htmlFor={id}>
          {LABELS[edit.mode]} for {edit.name}
        </label>
        {edit.mode === 'merge' ? (
          <select id={id} value={value} onChange={(e) => setValue(e.target.value)}>
            {others.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        ) : (
          <input
            id={id}
            type="text"
            maxLength={100}
            value={value}
            onChange={(e) => setValue(e.target.value)}
          />
        )}
      </div>
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {ACTIONS[edit.mode]}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
