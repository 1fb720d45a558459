import type { BillingInterval } from '@cashline/core';

type IntervalToggleProps = {
  interval: BillingInterval;
  onChange: (interval: BillingInterval) => void;
  savingPercent: number;
};

/** Monthly / annual switch shared by the pricing and billing pages. */
export function IntervalToggle({ interval, onChange, savingPercent }: IntervalToggleProps) {
  return (
    <div className="toggle-group" role="group" aria-label="Billing interval">
      <button
        type="button"
        aria-pressed={interval === 'monthly'}
        onClick={() => onChange('monthly')}
      >
        Monthly
      </button>
      <button type="button" aria-pressed={interval === 'annual'} onClick={() => onChange('annual')}>
        Annual <span className="toggle-group__note">Save {savingPercent}%</span>
      </button>
    </div>
  );
}
