import { cashOutText } from '@cashline/core';
import type { ForecastPageModel, ForecastScenario } from '@cashline/core';
import { LowestBalanceCard } from '../../components/analytics/LowestBalanceCard';
import { MetricCard } from '../../components/analytics/MetricCard';
import type { Formatters } from '../../lib/format/useFormat';
import { scenarioLabels } from './scenarioLabels';

type ForecastCardsProps = {
  model: ForecastPageModel;
  scenario: ForecastScenario;
  format: Formatters;
};

function cashOutValue(model: ForecastPageModel): string {
  const { cashOut } = model;
  switch (cashOut.status) {
    case 'already':
      return 'Already below zero';
    case 'expected':
      return `Week of ${model.weeks[cashOut.week]?.period ?? ''}`;
    case 'possible':
      return 'Not on the expected path';
    case 'none':
      return `Not within ${model.weeks.length} weeks`;
  }
}

/** Today's balance, the last week's, the low point and whether cash runs out. */
export function ForecastCards({ model, scenario, format }: ForecastCardsProps) {
  const last = model.weeks.at(-1);
  const { cashOut } = model;
  return (
    <div className="cards">
      <MetricCard label="Current Balance" value={format.money(model.balance)} />
      <MetricCard
        label={`Balance in ${model.weeks.length} Weeks (${scenarioLabels[scenario]})`}
        value={last ? format.money(last[scenario]) : '—'}
        hint={last ? `Week of ${last.period}` : undefined}
      />
      <LowestBalanceCard model={model} format={format} />
      <MetricCard
        label="Cash Runs Out"
        value={cashOutValue(model)}
        hint={cashOutText(cashOut, model.weeks)}
        tone={cashOut.status === 'none' ? 'neutral' : 'warning'}
      />
    </div>
  );
}
