/** The digest goes out from this hour on Monday, in the member's time zone. */
export const DIGEST_HOUR = 7;

/**
 * The Monday (YYYY-MM-DD, local to `timeZone`) whose digest is due at `now`, or undefined when it
 * is not Monday morning or later that Monday there. An unknown zone counts as UTC.
 */
export function digestWeekDue(now: Date, timeZone: string | null): string | undefined {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', {
      timeZone: timeZone ?? 'UTC',
      weekday: 'short',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(now);
  } catch {
    return digestWeekDue(now, 'UTC');
  }
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  if (part('weekday') !== 'Mon' || Number(part('hour')) < DIGEST_HOUR) return undefined;
  return `${part('year')}-${part('month')}-${part('day')}`;
}
