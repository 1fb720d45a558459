import { useState } from 'react';

const sameInputs = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((value, i) => Object.is(value, b[i]));

/**
 * A value worked out from `inputs` and from the value worked out last (React's "storing information
 * from previous renders"): when the inputs change, `derive` gets the last inputs and value too, so
 * it can bring that value up to date instead of working it out afresh.
 */
export function useFromLast<const I extends readonly unknown[], T>(
  inputs: I,
  derive: (inputs: I, last: { inputs: I; value: T } | undefined) => T,
): T {
  const [held, setHeld] = useState<{ inputs: I; value: T }>();
  if (held && sameInputs(held.inputs, inputs)) return held.value;
  const value = derive(inputs, held);
  setHeld({ inputs, value });
  return value;
}
