import { dueDatesText, plannedItemSchema } from '@cashline/core';
import type { PlannedItem } from '@cashline/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { ChoiceField, TextField } from '../../components/form/FormFields';
import type { Formatters } from '../../lib/format/useFormat';

type Direction = 'out' | 'in';
const DIRECTIONS = [
  { value: 'out', label: 'Payment (money out)' },
  { value: 'in', label: 'Receipt (money in)' },
] as const;

type PlannedItemsSectionProps = {
  items: readonly PlannedItem[];
  /** Ids of the items the forecast includes (dated in its 13 weeks). */
  included: ReadonlySet<string>;
  format: Formatters;
  /** Without them (a viewer) the items are shown, not offered for change. */
  onAdd?: (item: PlannedItem) => void;
  onRemove?: (id: string) => void;
};

function newPlannedId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `planned-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

function PlannedForm({ onAdd }: { onAdd: (item: PlannedItem) => void }) {
  const [date, setDate] = useState('');
  const [description, setDescription] = useState('');
  const [amount, setAmount] = useState('');
  const [direction, setDirection] = useState<Direction>('out');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = Number(amount);
    const parsed = plannedItemSchema.safeParse({
      id: newPlannedId(),
      date,
      description: description.trim(),
      amount: direction === 'out' ? -Math.abs(value) : Math.abs(value),
    });
    if (amount.trim() === '' || !Number.isFinite(value) || !parsed.success) {
      setError(
        amount.trim() === '' || !Number.isFinite(value)
          ? 'Enter the amount.'
          : `${parsed.error?.issues[0]?.message ?? 'Check the item'}.`,
      );
      return;
    }
    onAdd(parsed.data);
    setError(null);
    setDate('');
    setDescription('');
    setAmount('');
  };

  return (
    <form className="coming-up__planned-form" aria-label="Add a planned payment" onSubmit={submit}>
      <TextField label="Date" type="date" value={date} onChange={setDate} required />
      <TextField label="Description" value={description} onChange={setDescription} required />
      <TextField
        label="Amount"
        type="number"
        min={0}
        step={0.01}
        value={amount}
        onChange={setAmount}
        required
      />
      <ChoiceField label="Kind" value={direction} options={DIRECTIONS} onChange={setDirection} />
      <button type="submit" className="button">
        Add to forecast
      </button>
      {error === null ? null : (
        <p className="banner banner--error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

/**
 * The one-off payments and receipts the user expects (a tax bill, a purchase, a grant): each is
 * added to the forecast on its date when it falls in the 13 weeks.
 */
export function PlannedItemsSection({
  items,
  included,
  format,
  onAdd,
  onRemove,
}: PlannedItemsSectionProps) {
  const sorted = [...items].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return (
    <section aria-label="Planned one-offs" className="coming-up__planned">
      <h3>Planned One-Offs</h3>
      <p className="panel__subtitle">
        A payment or receipt you expect that your history does not show. The forecast adds it on its
        date.
      </p>
      {sorted.length === 0 ? (
        <p>No planned payments yet.</p>
      ) : (
        <ul className="coming-up__planned-list">
          {sorted.map((item) => (
            <li key={item.id}>
              <span className="coming-up__what">{item.description}</span>{' '}
              {dueDatesText([item.date])}{' '}
              <span className={item.amount < 0 ? 'amount--outflow' : 'amount--inflow'}>
                {format.moneyExact(item.amount)}
              </span>
              {included.has(item.id) ? null : (
                <span className="coming-up__detail"> · not within these 13 weeks</span>
              )}
              {onRemove && (
                <button
                  type="button"
                  className="button button--secondary"
                  aria-label={`Remove ${item.description}`}
                  onClick={() => onRemove(item.id)}
                >
                  Remove
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {onAdd && <PlannedForm onAdd={onAdd} />}
    </section>
  );
}
