/**
 * The one patch rule of the ledger, used by every store and the server: each field is set to its
 * value, and a field set to null is removed (a transfer unlinked, a threshold cleared).
 */
export function withFieldChanges<T extends object>(
  record: T,
  changes: Readonly<Record<string, unknown>>,
): T {
  const next: Record<string, unknown> = { ...(record as Record<string, unknown>) };
  for (const [field, value] of Object.entries(changes)) {
    if (value === null) delete next[field];
    else if (value !== undefined) next[field] = value;
  }
  return next as T;
}

/** Fields to set and fields to remove, as one changes object in the patch rule's terms. */
export function changesOf(
  set: Readonly<Record<string, unknown>>,
  remove: readonly string[] = [],
): Record<string, unknown> {
  const changes: Record<string, unknown> = { ...set };
  for (const field of remove) changes[field] = null;
  return changes;
}

/**
 * What turns `before` into `after` in the patch rule's terms: the fields whose values differ, a
 * field `after` lacks as null. Compares one record's own fields, never a list.
 */
export function fieldChangesBetween<T extends object>(
  before: T,
  after: T,
): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  const b = before as Record<string, unknown>;
  const a = after as Record<string, unknown>;
  for (const key of new Set([...Object.keys(b), ...Object.keys(a)])) {
    if (b[key] !== a[key]) changes[key] = a[key] ?? null;
  }
  return changes;
}
