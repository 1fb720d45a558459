import type { ForecastAgainstActual } from '@cashline/core';
import { useFormat } from '../../lib/format/useFormat';

type Props = { currency: ForecastAgainstActual['currency']; pending: boolean };

/**
 * Says which currency the balances are in when accounts hold several, and names the week-ends a
 * missing rate leaves without a comparison; nothing while all are in one currency.
 */
export function AgainstActualCurrency({ currency, pending }: Props) {
  const format = useFormat();
  if (currency === undefined) return null;
  const reporting = currency.reportingCurrency;
  return (
    <section className="card currency-notice" aria-label="Currency">
      <p>
        {pending
          ? `Balances in ${reporting}: the exchange rates are on their way.`
          : `Balances in ${reporting}, each week-end's at that day's exchange rate.`}
      </p>
      {pending
        ? null
        : currency.missing.map(({ currency: code, weekEnds }) => (
            <p key={code} className="field__hint--warning">
              {`No ${code} to ${reporting} rate for ${weekEnds.length === 1 ? 'the week-end' : 'the week-ends'} ${weekEnds.map(format.date).join(', ')}: ${weekEnds.length === 1 ? 'its comparisons are' : 'their comparisons are'} left out, not counted 1:1.`}
            </p>
          ))}
    </section>
  );
}
