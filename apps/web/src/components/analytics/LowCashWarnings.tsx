import { impliedRateSentence, lowCashText } from '@cashline/core';
import type { IsoDate, LowCashWarning } from '@cashline/core';
import { useLowCashWarnings } from '../../lib/analytics/useLowCashWarnings';
import { useFormat } from '../../lib/format/useFormat';
import type { Formatters } from '../../lib/format/useFormat';
import { useSettings } from '../../lib/settings/useSettings';
import { Notice } from '../ui/Notice';

/** What a converted total says: its currency and rates' date, and each currency left out. */
function conversionText({ conversion, currency }: LowCashWarning, format: Formatters): string {
  if (conversion === undefined || currency === undefined) return '';
  const at = conversion.ratesDate
    ? ` at the exchange rates of ${format.date(conversion.ratesDate)}`
    : '';
  const missing = conversion.missing.map(
    (code) => ` No ${code} to ${currency} rate: money in ${code} is left out, not counted 1:1.`,
  );
  const implied = conversion.implied.map((code) => ` ${impliedRateSentence(code)}`);
  return ` Figures in ${currency}${at}.${implied.join('')}${missing.join('')}`;
}

/** Warns, naming the week and the amount, where a projected balance falls below its minimum. */
export function LowCashWarnings({ asOf }: { asOf: IsoDate }) {
  const warnings = useLowCashWarnings(asOf);
  const { currency } = useSettings().settings.preferences;
  const format = useFormat();
  if (warnings.length === 0) return null;
  return (
    <Notice tone="warning">
      {warnings.map((w) => (
        <p key={w.accountId ?? 'total'}>
          {`${lowCashText(w, w.currency ?? currency)}.${conversionText(w, format)}`}
        </p>
      ))}
    </Notice>
  );
}
