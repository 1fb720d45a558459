import { BUILT_IN_CATEGORIES } from '@cashline/core';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';

type Props = {
  /** How many rows are selected. */
  count: number;
  /** The ledger's categories, offered beside the built-in ones. */
  categories: readonly string[];
  onApply: (category: string) => Promise<void>;
  onClear: () => void;
};

const BUILT_IN = BUILT_IN_CATEGORIES.map((category) => category.name);

/** Bulk edit: how many rows are selected, and a category to give them all at once. */
export function BulkCategoryBar({ count, categories, onApply, onClear }: Props) {
  const [category, setCategory] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const listId = useId();
  const suggestions = [...new Set([...BUILT_IN, ...categories])].sort();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const chosen = category.trim();
    if (chosen === '') {
      setProblem('Choose a category for the selected transactions.');
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      await onApply(chosen);
      setCategory('');
      onClear();
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      setProblem(`The category could not be set: ${reason} Nothing was changed.`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="bulk-bar"
      aria-label="Bulk edit"
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <p className="bulk-bar__count" aria-live="polite">
        {count === 0
          ? 'Select transactions to change their category together.'
          : `${count.toLocaleString('en-US')} selected`}
      </p>
      {count > 0 && (
        <>
          <label htmlFor="bulk-category">Category for the selected transactions</label>
          <input
            id="bulk-category"
            type="text"
            list={listId}
            value={category}
            onChange={(event) => setCategory(event.target.value)}
          />
          <datalist id={listId}>
            {suggestions.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? 'Saving...' : `Set category of ${count.toLocaleString('en-US')}`}
          </button>
          <button type="button" className="button button--secondary" onClick={onClear}>
            Clear selection
          </button>
        </>
      )}
      {problem && (
        <p className="form__error" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}
