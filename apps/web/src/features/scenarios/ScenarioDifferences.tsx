import './scenarios.css';
import type { ComparedScenario, ScenarioComparison } from '@cashline/core';
import type { Formatters } from '../../lib/format/useFormat';
import { TableScroll } from '../../components/ui/TableScroll';

type ScenarioDifferencesProps = { comparison: ScenarioComparison; format: Formatters };

function signed(format: Formatters, amount: number | null): string {
  if (amount === null) return '—';
  return amount > 0 ? `+${format.moneyExact(amount)}` : format.moneyExact(amount);
}

function cashOut(format: Formatters, date: string | null): string {
  return date === null ? 'Not within 13 weeks' : format.date(date);
}

function Row({ compared, format }: { compared: ComparedScenario; format: Formatters }) {
  const { lowestBalance, cashOutDate, weekBalance } = compared.difference;
  return (
    <tr>
      <th scope="row">{compared.scenario.name}</th>
      <td className="num">
        {lowestBalance.scenario === null ? '—' : format.moneyExact(lowestBalance.scenario)}
        <span className="scenario-change">{signed(format, lowestBalance.change)}</span>
      </td>
      <td>{cashOut(format, cashOutDate.scenario)}</td>
      <td className="num">
        {weekBalance.scenario === null ? '—' : format.moneyExact(weekBalance.scenario)}
        <span className="scenario-change">{signed(format, weekBalance.change)}</span>
      </td>
    </tr>
  );
}

/** Each scenario against the base: the lowest balance, the day cash runs out, week 13's balance. */
export function ScenarioDifferences({ comparison, format }: ScenarioDifferencesProps) {
  const { base } = comparison;
  const week = comparison.compared[0]?.difference.weekBalance.week ?? base.forecast.weeks.length;
  const weekEnd = base.forecast.weeks[week - 1]?.balance.expected ?? null;
  return (
    <TableScroll>
      <table className="data-table" aria-label="What each scenario changes">
        <thead>
          <tr>
            <th scope="col">Forecast</th>
            <th scope="col" className="num">
              Lowest balance
            </th>
            <th scope="col">Cash runs out</th>
            <th scope="col" className="num">
              Balance at week {week}
            </th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Base forecast</th>
            <td className="num">{base.lowest ? format.moneyExact(base.lowest.balance) : '—'}</td>
            <td>{cashOut(format, base.cashOutDate)}</td>
            <td className="num">{weekEnd === null ? '—' : format.moneyExact(weekEnd)}</td>
          </tr>
          {comparison.compared.map((compared) => (
            <Row key={compared.scenario.id} compared={compared} format={format} />
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
