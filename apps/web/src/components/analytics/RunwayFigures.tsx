import {
  burnBasisText,
  cashFlowPositiveText,
  GROSS_BURN_DEFINITION,
  longDateLabel,
  NET_BURN_DEFINITION,
} from '@cashline/core';
import type { ConsolidatedFigure, CurrencyNote, Runway } from '@cashline/core';
import type { ReactNode } from 'react';
import type { Formatters } from '../../lib/format/useFormat';
import { missingRateHint } from './currencyNoteText';
import { MetricCard } from './MetricCard';

const healthTone = {
  green: 'inflow',
  yellow: 'warning',
  red: 'outflow',
  unknown: 'neutral',
} as const;

function zeroCashHint(date: string | null): string | undefined {
  return date === null ? undefined : `Cash reaches zero on ${longDateLabel(date)}`;
}

/** The headline runway line: months, or why there is no months figure. */
function runwayValue(
  runway: Runway,
  format: Formatters,
  zeroCashDate: string | null,
): { value: string; hint?: string } {
  switch (runway.status) {
    case 'burning':
    case 'no-cash':
      return {
        value: format.months(runway.runwayMonths ?? 0),
        hint: zeroCashHint(zeroCashDate),
      };
    case 'cash-flow-positive':
      return { value: 'Cash-flow positive', hint: cashFlowPositiveText(runway.basis) };
    case 'no-history':
      return { value: '—', hint: 'Not enough history to measure burn' };
  }
}

/**
 * Balance, net and gross burn with their definitions, runway at net burn with the day cash reaches
 * zero, and the "if revenue stopped" runway: the same cards on the dashboard and the runway page.
 */
export function RunwayFigures({
  runway,
  format,
  cashOutDate,
  children,
  withBalance = true,
  currency,
}: {
  runway: Runway;
  format: Formatters;
  /**
   * The day cash reaches zero on the forecast shown beside these cards (see core's
   * `forecastStory`), so that it and the forecast's lowest balance tell one story; without it, the
   * day at net burn.
   */
  cashOutDate?: string | null;
  /** Further cards of the page or panel, in the same row. */
  children?: ReactNode;
  /** Without the balance card, where the page shows the cash above (the dashboard). */
  withBalance?: boolean;
  /** With accounts in several currencies: which figures a missing rate leaves short. */
  currency?: CurrencyNote | undefined;
}) {
  const missing = (figure: ConsolidatedFigure) => missingRateHint(currency, figure);
  const headline = runwayValue(
    runway,
    format,
    cashOutDate === undefined ? runway.zeroCashDate : cashOutDate,
  );
  return (
    <>
      <p className="panel__basis">{burnBasisText(runway.basis)}</p>
      <div className="cards">
        {withBalance ? (
          <MetricCard
            label="Current Balance"
            value={format.moneyExact(runway.balance)}
            hint={missing('balance')}
          />
        ) : null}
        <MetricCard
          label="Net Burn"
          value={format.moneyExact(runway.netBurn)}
          unit="/mo"
          hint={missing('burn') ?? NET_BURN_DEFINITION}
          tone={runway.netBurn > 0 ? 'outflow' : 'inflow'}
        />
        <MetricCard
          label="Gross Burn"
          value={format.moneyExact(runway.grossBurn)}
          unit="/mo"
          hint={missing('burn') ?? GROSS_BURN_DEFINITION}
          tone="outflow"
        />
        <MetricCard
          label="Runway"
          value={headline.value}
          hint={missing('runway') ?? headline.hint}
          tone={healthTone[runway.health]}
        />
        <MetricCard
          label="If Revenue Stopped"
          value={runway.grossRunwayMonths === null ? '—' : format.months(runway.grossRunwayMonths)}
          hint={
            missing('runway') ??
            (runway.grossRunwayMonths === null
              ? 'No outflows to measure'
              : zeroCashHint(runway.grossZeroCashDate))
          }
        />
        {children}
      </div>
    </>
  );
}
