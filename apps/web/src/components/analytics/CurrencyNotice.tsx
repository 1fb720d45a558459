import type { PageCurrencyNote } from '../../lib/analytics/useAnalysis';
import { useFormat } from '../../lib/format/useFormat';
import { currencyNoteLines } from './currencyNoteText';

/**
 * Says the reporting currency, the rates' date and every rate that is missing, on each page whose
 * figures convert accounts of several currencies; nothing while all are in one currency.
 */
export function CurrencyNotice({ note }: { note: PageCurrencyNote | undefined }) {
  const format = useFormat();
  if (note === undefined) return null;
  const [first, ...rest] = currencyNoteLines(note, format);
  return (
    <section
      className={`card currency-notice${note.missing.length > 0 && !note.pending ? ' currency-notice--missing' : ''}`}
      aria-label="Currency"
    >
      <p>{first}</p>
      {rest.map((line) => (
        <p key={line} className={line.startsWith('No ') ? 'field__hint--warning' : undefined}>
          {line}
        </p>
      ))}
    </section>
  );
}
