import { weekSpanLabel } from '@cashline/core';
import type { ScenarioComparison } from '@cashline/core';
import type { Formatters } from '../../lib/format/useFormat';
import { TableScroll } from '../../components/ui/TableScroll';

type ScenarioWeeksProps = { comparison: ScenarioComparison; format: Formatters };

/** Week by week: the base balance, and what each scenario changes in money in, out and balance. */
export function ScenarioWeeks({ comparison, format }: ScenarioWeeksProps) {
  const { base, compared } = comparison;
  const change = (amount: number) =>
    amount === 0 ? '—' : amount > 0 ? `+${format.money(amount)}` : format.money(amount);
  return (
    <TableScroll>
      <table className="data-table" aria-label="Week by week">
        <thead>
          <tr>
            <th scope="col">Week</th>
            <th scope="col" className="num">
              Base balance
            </th>
            {compared.map(({ scenario }) => (
              <th key={scenario.id} scope="col" className="num">
                {scenario.name}: net change / balance
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {base.forecast.weeks.map((week, w) => (
            <tr key={week.start}>
              <th scope="row">{weekSpanLabel(week.start, week.end)}</th>
              <td className="num">{format.money(week.balance.expected)}</td>
              {compared.map(({ scenario, result }) => {
                const weekChange = result.changes[w];
                const net = weekChange ? weekChange.inflows - weekChange.outflows : 0;
                return (
                  <td key={scenario.id} className="num">
                    {change(Math.round(net * 100) / 100)} /{' '}
                    {format.money(result.forecast.weeks[w]?.balance.expected ?? 0)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
