/**
 * Ids for manually added transactions start with `manual-` (app.md section 3). getRandomValues works
 * on plain-HTTP origins too, where crypto.randomUUID does not exist.
 */
export function newManualId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  const random = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `manual-${random}`;
}
