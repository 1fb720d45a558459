/**
 * Ids for manually added transactions start with `manual-` (app.md section 3). getRandomValues works
 * on plain-HTTP origins too, where crypto.randomUUID does not exist.
 */
export function newManualId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  const random = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `manual-${random}`;
}

/** Makes every id in `incoming` unique against `taken` by suffixing `-2`, `-3`, ... where needed. */
export function withUniqueIds<T extends { id: string }>(
  incoming: readonly T[],
  taken: Set<string>,
): T[] {
  return incoming.map((item) => {
    if (!taken.has(item.id)) {
      taken.add(item.id);
      return item;
    }
    let n = 2;
    while (taken.has(`${item.id}-${n}`)) n += 1;
    const id = `${item.id}-${n}`;
    taken.add(id);
    return { ...item, id };
  });
}
