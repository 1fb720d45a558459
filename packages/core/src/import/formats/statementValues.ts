import { isoOf } from '../parseDate.js';
import type { IsoDate } from '../../dates.js';
import type { Cents } from '../../money.js';
import { joinDescription } from '../describeColumns.js';

const DECIMAL = /^([+-])?(\d*)(?:[.,](\d*))?$/;

/**
 * Reads a statement's amount into cents, exactly (no floating point): `-1234.56`, `1234,5`,
 * `+.75`. Null for anything else, including more than two decimals that are not zeros.
 */
export function centsOf(raw: string): Cents | null {
  const match = DECIMAL.exec(raw.replace(/\s/g, ''));
  if (!match) return null;
  const whole = match[2] ?? '';
  const fraction = (match[3] ?? '').replace(/0+$/, '');
  if ((whole === '' && fraction === '' && !/0/.test(raw)) || fraction.length > 2) return null;
  const cents = Number(whole === '' ? '0' : whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  return match[1] === '-' && cents !== 0 ? -cents : cents;
}

/** `YYYYMMDD...` or `YYYY-MM-DD...` (OFX, CAMT) as an ISO date; null when not a calendar date. */
export function isoOfCompact(raw: string): IsoDate | null {
  const match = /^(\d{4})-?(\d{2})-?(\d{2})/.exec(raw.trim());
  if (!match) return null;
  return isoOf(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** Joins the parts of a description with ` - `, leaving out a part another one already holds. */
export function joinParts(parts: readonly string[]): string {
  const filled = parts.map((part) => part.replace(/\s+/g, ' ').trim()).filter((p) => p !== '');
  return joinDescription(
    filled,
    filled.map((_, i) => [i]),
  );
}
