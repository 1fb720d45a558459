type OptionSelectProps<T extends string> = {
  value: T;
  options: ReadonlyArray<{ value: T; label: string }>;
  onChange: (value: T) => void;
  id?: string;
};

/** A select over a fixed set of options; only a listed value is ever reported. */
export function OptionSelect<T extends string>({
  value,
  options,
  onChange,
  id,
}: OptionSelectProps<T>) {
  return (
    <select
      id={id}
      value={value}
      onChange={(event) => {
        const chosen = options.find((option) => option.value === event.target.value);
        if (chosen) onChange(chosen.value);
      }}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
