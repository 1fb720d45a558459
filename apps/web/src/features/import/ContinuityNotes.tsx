import { continuityBreakText } from '@cashline/core';
import type { ContinuityCheck } from '@cashline/core';
import { Notice } from '../../components/ui/Notice';

const SHOWN = 5;

/** Where the statement's running balance jumps: rows missing or repeated between two rows. */
export function ContinuityNotes({
  check,
  currency,
}: {
  check: ContinuityCheck | null;
  currency: string;
}) {
  if (check === null || check.breaks.length === 0) return null;
  const more = check.breaks.length - SHOWN;
  return (
    <Notice tone="warning">
      <p>
        The running balance does not follow the amounts in{' '}
        {check.breaks.length.toLocaleString('en-US')}{' '}
        {check.breaks.length === 1 ? 'place' : 'places'}: rows may be missing or repeated there.
      </p>
      <ul>
        {check.breaks.slice(0, SHOWN).map((gap) => (
          <li key={`${gap.fromRow}-${gap.toRow}`}>{continuityBreakText(gap, currency)}</li>
        ))}
      </ul>
      {more > 0 && <p>and {more.toLocaleString('en-US')} more.</p>}
    </Notice>
  );
}
