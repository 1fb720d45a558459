/**
 * The one place the web app reads the clock. Core takes `today` as a parameter; this gives it the
 * user's local calendar date, so an evening in New York is still "today" there, not tomorrow in UTC.
 */
export function todayIso(now: Date = new Date()): string {
  const year = String(now.getFullYear()).padStart(4, '0');
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${year}-${month}-${day}`;
}
