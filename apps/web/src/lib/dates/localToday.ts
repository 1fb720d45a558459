/** Today's calendar date in the user's own time zone, as `YYYY-MM-DD` (the core never reads a clock). */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
