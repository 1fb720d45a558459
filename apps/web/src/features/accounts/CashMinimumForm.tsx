import { useState } from 'react';
import type { FormEvent } from 'react';
import { Notice } from '../../components/ui/Notice';
import { useLedger, useLedgerActions } from '../../lib/transactions/useLedger';

/** The minimum for total cash: the dashboard and the forecast warn when it may fall below it. */
export function CashMinimumForm() {
  const { cashMinimum } = useLedger();
  const { setCashMinimum } = useLedgerActions();
  const [value, setValue] = useState(cashMinimum === null ? '' : String(cashMinimum));
  // A minimum saved elsewhere (another tab or member) replaces what the field shows.
  const [shown, setShown] = useState(cashMinimum);
  if (shown !== cashMinimum) {
    setShown(cashMinimum);
    setValue(cashMinimum === null ? '' : String(cashMinimum));
  }
  const [note, setNote] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const minimum = value.trim() === '' ? null : Number(value);
    try {
      await setCashMinimum(minimum);
      setNote({
        tone: 'success',
        text: minimum === null ? 'Minimum cleared.' : 'Minimum saved.',
      });
    } catch (err) {
      setNote({ tone: 'error', text: err instanceof Error ? err.message : String(err) });
    }
  }

  return (
    <form className="card cash-minimum" onSubmit={(e) => void submit(e)}>
      <h2>Low-cash warning</h2>
      <label className="field">
        Minimum total cash (optional)
        <input
          type="number"
          step="0.01"
          min="0"
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
      </label>
      <p className="field__hint">
        The dashboard and the forecast warn when total cash is projected to fall below it within 13
        weeks, or has a chance of 1 in 3 or more of doing so. Each account can have its own
        threshold too.
      </p>
      {note && <Notice tone={note.tone}>{note.text}</Notice>}
      <button type="submit" className="button button--secondary">
        Save minimum
      </button>
    </form>
  );
}
