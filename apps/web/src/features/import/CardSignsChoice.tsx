import type { CardConventionReading } from '@cashline/core';

type CardSignsChoiceProps = {
  reading: CardConventionReading;
  flip: boolean;
  remembered: boolean;
  onFlip: (flip: boolean) => void;
  disabled: boolean;
};

/** Says how a card file's amounts were read, and offers to flip their signs. */
export function CardSignsChoice({
  reading,
  flip,
  remembered,
  onFlip,
  disabled,
}: CardSignsChoiceProps) {
  return (
    <fieldset className="card import-card-signs">
      <legend>Card amounts</legend>
      <p>{reading.message}</p>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={flip}
          disabled={disabled}
          onChange={(e) => onFlip(e.target.checked)}
        />
        Amounts are charges (flip signs)
      </label>
      <p className="field__hint">
        {flip
          ? 'Positive amounts are imported as charges (money out), negative ones as payments to the card.'
          : 'Negative amounts are imported as charges (money out), positive ones as payments to the card.'}
        {remembered && ' Chosen last time for a file laid out like this one.'}
      </p>
    </fieldset>
  );
}
