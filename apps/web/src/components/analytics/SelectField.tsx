import { useId } from 'react';
import { OptionSelect } from '../form/OptionSelect';

type SelectFieldProps<T extends string> = {
  label: string;
  value: T;
  options: ReadonlyArray<{ value: T; label: string }>;
  onChange: (value: T) => void;
};

/** A labelled select over a fixed set of string options. */
export function SelectField<T extends string>({
  label,
  value,
  options,
  onChange,
}: SelectFieldProps<T>) {
  const id = useId();
  return (
    <span className="select-field">
      <label htmlFor={id}>{label}</label>{' '}
      <OptionSelect id={id} value={value} options={options} onChange={onChange} />
    </span>
  );
}
