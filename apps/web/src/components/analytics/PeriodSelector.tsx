import type { Period } from '@cashline/core';
import { useId } from 'react';

export const periodOptions: ReadonlyArray<{ value: Period; label: string }> = [
  { value: 'all', label: 'All Time' },
  { value: 'month', label: 'This Month' },
  { value: 'quarter', label: 'This Quarter' },
  { value: 'year', label: 'This Year' },
];

type PeriodSelectorProps = {
  value: Period;
  onChange: (period: Period) => void;
  label?: string;
};

function isPeriod(value: string): value is Period {
  return periodOptions.some((option) => option.value === value);
}

/** The period filter of the analytics panels (app.md section 4): all (default), month, quarter, year. */
export function PeriodSelector({ value, onChange, label = 'Period' }: PeriodSelectorProps) {
  const id = useId();
  return (
    <span className="period-selector">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          if (isPeriod(event.target.value)) onChange(event.target.value);
        }}
      >
        {periodOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </span>
  );
}
