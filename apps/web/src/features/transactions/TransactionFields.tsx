import type { InputHTMLAttributes, ReactNode } from 'react';

/*
 * The labelled date and money inputs of the transaction form and the filters panel. The label
 * sits above its control and names it by id, so both line up in the panel's grid.
 */

type FieldProps = {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
};

function LabelledInput({
  id,
  label,
  onChange,
  ...input
}: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, keyof FieldProps>) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} {...input} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

export function DateField(props: FieldProps) {
  return <LabelledInput type="date" {...props} />;
}

/** An amount to the cent, with the decimal keypad on phones. */
export function MoneyField({
  signed = false,
  ...props
}: FieldProps & {
  /** Whether a negative value is allowed (a balance); amounts are entered as a positive size. */
  signed?: boolean;
}) {
  return (
    <LabelledInput
      type="number"
      inputMode="decimal"
      min={signed ? undefined : '0'}
      step="0.01"
      {...props}
    />
  );
}
