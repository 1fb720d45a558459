/** A local request reference: SUP- and the last six digits of the clock in milliseconds. */
export function supportReference(nowMs: number): string {
  const digits = String(Math.trunc(Math.abs(nowMs)) % 1_000_000).padStart(6, '0');
  return `SUP-${digits}`;
}
