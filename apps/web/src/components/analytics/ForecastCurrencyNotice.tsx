import { impliedRateSentence } from '@cashline/core';
import type { ForecastCurrencyNote } from '@cashline/core';
import { useFormat } from '../../lib/format/useFormat';

/** The sentence a forecast of several currencies carries; nothing for one currency. */
export function forecastCurrencyLines(
  note: ForecastCurrencyNote & { pending?: boolean },
  date: (isoDate: string) => string,
): string[] {
  if (note.pending) return ['The exchange rates the forecast is converted at are on their way.'];
  const lines: string[] = [];
  if (note.converted.length > 0) {
    const at =
      note.ratesDate === null ? 'the latest rates' : `the rates of ${date(note.ratesDate)}`;
    lines.push(
      `Accounts, invoices and bills in ${note.converted.join(', ')} are forecast in their own currency and converted into ${note.reportingCurrency} at ${at}. The range holds no exchange-rate risk.`,
    );
  }
  for (const currency of note.implied) lines.push(impliedRateSentence(currency));
  for (const currency of note.missing) {
    lines.push(
      `No ${currency} to ${note.reportingCurrency} rate: accounts, invoices and bills in ${currency} are left out of the forecast, not counted 1:1.`,
    );
  }
  return lines;
}

export function ForecastCurrencyNotice({
  note,
}: {
  note: (ForecastCurrencyNote & { pending?: boolean }) | undefined;
}) {
  const format = useFormat();
  if (note === undefined) return null;
  return (
    <>
      {forecastCurrencyLines(note, format.date).map((line) => (
        <p key={line} className="panel__basis">
          {line}
        </p>
      ))}
    </>
  );
}
