import type { BalanceEntry } from './accountAnchor';

type NewAccountBalanceProps = {
  range: { from: string; to: string };
  /** A card or loan: asks for what it owed rather than what it held. */
  owed: boolean;
  entry: BalanceEntry;
  onEntry: (entry: BalanceEntry) => void;
  disabled: boolean;
};

/**
 * A file without a balance column says nothing of what the account held: the new account asks
 * for its balance (a card's amount owed) at the end of a day the file covers, and opens to match.
 */
export function NewAccountBalance({
  range,
  owed,
  entry,
  onEntry,
  disabled,
}: NewAccountBalanceProps) {
  return (
    <>
      <p className="field__hint">
        The file has no balance column.{' '}
        {owed ? 'What did the card owe' : 'What did the account hold'} at the end of a day it
        covers? Your statement shows it; left empty, the account starts at 0.
      </p>
      <label className="field">
        {owed ? 'Amount owed on' : 'Balance on'}
        <input
          type="date"
          min={range.from}
          max={range.to}
          value={entry.date}
          disabled={disabled}
          onChange={(e) => onEntry({ ...entry, date: e.target.value })}
        />
      </label>
      <label className="field">
        {owed ? 'Amount owed' : 'Balance'}
        <input
          inputMode="decimal"
          value={entry.amount}
          disabled={disabled}
          onChange={(e) => onEntry({ ...entry, amount: e.target.value })}
        />
      </label>
    </>
  );
}
