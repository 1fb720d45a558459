import { lowCashText } from '@cashline/core';
import type { IsoDate } from '@cashline/core';
import { useLowCashWarnings } from '../../lib/analytics/useLowCashWarnings';
import { useSettings } from '../../lib/settings/useSettings';
import { Notice } from '../ui/Notice';

/** Warns, naming the week and the amount, where a projected balance falls below its minimum. */
export function LowCashWarnings({ asOf }: { asOf: IsoDate }) {
  const warnings = useLowCashWarnings(asOf);
  const { currency } = useSettings().settings.preferences;
  if (warnings.length === 0) return null;
  return (
    <Notice tone="warning">
      {warnings.map((w) => (
        <p key={w.accountId ?? 'total'}>{lowCashText(w, currency)}.</p>
      ))}
    </Notice>
  );
}
