/** Calendar arithmetic on `YYYY-MM-DD` strings in UTC, so no local time zone can shift a date. */

export function parseIsoDate(date: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

export function formatIsoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  const d = parseIsoDate(date);
  d.setUTCDate(d.getUTCDate() + days);
  return formatIsoDate(d);
}

/** Day of the week, 0 = Sunday. */
export function weekday(date: string): number {
  return parseIsoDate(date).getUTCDay();
}

export function dayOfMonth(date: string): number {
  return parseIsoDate(date).getUTCDate();
}

/** Every date from `from` to `to`, both included. */
export function eachDay(from: string, to: string): string[] {
  const days: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) days.push(d);
  return days;
}
