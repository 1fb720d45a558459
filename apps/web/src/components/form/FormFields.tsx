import { useId } from 'react';
import type { HTMLInputAutoCompleteAttribute } from 'react';
import { OptionSelect } from './OptionSelect';

/*
 * The labelled fields of the site's forms (contact, support): the label wraps its control, and a
 * required field says so with a star in its label, as app.md writes them ('Full Name*').
 */

type TextFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  type?: 'text' | 'email' | 'password' | 'date' | 'number';
  /** A short note under the control, tied to it by aria-describedby. */
  hint?: string;
  placeholder?: string;
  autoComplete?: HTMLInputAutoCompleteAttribute;
  /** For a number field: the smallest value and the step (money: 0 and 0.01). */
  min?: number;
  step?: number;
};

export function TextField({
  label,
  value,
  onChange,
  required = false,
  type = 'text',
  autoComplete,
  min,
  step,
  hint,
  placeholder,
}: TextFieldProps) {
  const hintId = useId();
  return (
    <label className="field">
      {label}
      <input
        aria-describedby={hint ? hintId : undefined}
        placeholder={placeholder}
        required={required}
        type={type}
        autoComplete={autoComplete}
        min={min}
        step={step}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      {hint && (
        <span id={hintId} className="field__hint">
          {hint}
        </span>
      )}
    </label>
  );
}

type MessageFieldProps = { label: string; value: string; onChange: (value: string) => void };

/** A required message of six rows. */
export function MessageField({ label, value, onChange }: MessageFieldProps) {
  return (
    <label className="field">
      {label}
      <textarea required rows={6} value={value} onChange={(e) => onChange(e.target.value)} />
    </label>
  );
}

type ChoiceFieldProps<T extends string> = {
  label: string;
  value: T;
  options: ReadonlyArray<{ value: T; label: string }>;
  onChange: (value: T) => void;
};

/** A labelled choice among fixed options. */
export function ChoiceField<T extends string>({
  label,
  value,
  options,
  onChange,
}: ChoiceFieldProps<T>) {
  return (
    <label className="field">
      {label}
      <OptionSelect value={value} options={options} onChange={onChange} />
    </label>
  );
}
