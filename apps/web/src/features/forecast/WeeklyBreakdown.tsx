import { hasAdjustment, scenarioFlows } from '@cashline/core';
import type { ForecastPageModel, ForecastScenario } from '@cashline/core';
import type { Formatters } from '../../lib/format/useFormat';
import { scenarioLabels } from './scenarioLabels';
import { TableScroll } from '../../components/ui/TableScroll';

type WeeklyBreakdownProps = {
  model: ForecastPageModel;
  scenario: ForecastScenario;
  format: Formatters;
  /** The engine's expected receipts of open invoices and payments of bills, by week start. */
  openItemWeeks?: OpenItemWeeks | undefined;
};

/** The Adjustment column's explanation: why a week's balance moves beyond its flows. */
export const ADJUSTMENT_EXPLANATION =
  "The engine's correction from its past forecast errors on this ledger: it moves the balance " +
  'without being counted as income or spending, so each week adds up as the balance before, plus ' +
  'inflows, minus outflows, plus this.';

export type OpenItemWeeks = ReadonlyMap<string, { fromInvoices: number; toBills: number }>;

/**
 * Each dated week's flows and ending balance under the scenario, with the likely range of the
 * expected balance under it, the lowest week marked.
 */
export function WeeklyBreakdown({ model, scenario, format, openItemWeeks }: WeeklyBreakdownProps) {
  const label = scenarioLabels[scenario];
  // Shown apart on the expected path only: the scenarios scale whole flows.
  const items =
    scenario === 'realistic' &&
    [...(openItemWeeks?.values() ?? [])].some((w) => w.fromInvoices !== 0 || w.toBills !== 0)
      ? openItemWeeks
      : undefined;
  const adjusted = hasAdjustment(model.weeks);
  return (
    <section className="card" aria-label="Weekly Breakdown">
      <h2 className="card__title">Weekly Breakdown ({label})</h2>
      <TableScroll>
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">Week</th>
              <th scope="col" className="num">
                Expected Inflows
              </th>
              {items ? (
                <th scope="col" className="num">
                  From open invoices
                </th>
              ) : null}
              <th scope="col" className="num">
                Expected Outflows
              </th>
              {items ? (
                <th scope="col" className="num">
                  To bills
                </th>
              ) : null}
              {adjusted ? (
                <th scope="col" className="num">
                  <abbr title={ADJUSTMENT_EXPLANATION}>Adjustment</abbr>
                </th>
              ) : null}
              <th scope="col" className="num">
                {label} Balance
              </th>
            </tr>
          </thead>
          <tbody>
            {model.weeks.map((week, i) => {
              const flows = scenarioFlows(week, scenario);
              const lowest = model.lowPoint?.week === i;
              return (
                <tr key={week.start} className={lowest ? 'forecast-low-week' : undefined}>
                  <th scope="row">
                    {week.period}
                    {lowest ? <span className="badge">Lowest</span> : null}
                  </th>
                  <td className="num amount--inflow">{format.money(flows.inflows)}</td>
                  {items ? (
                    <td className="num">
                      {format.money(items.get(week.start)?.fromInvoices ?? 0)}
                    </td>
                  ) : null}
                  <td className="num amount--outflow">{format.money(flows.outflows)}</td>
                  {items ? (
                    <td className="num">{format.money(items.get(week.start)?.toBills ?? 0)}</td>
                  ) : null}
                  {adjusted ? <td className="num">{format.money(week.adjustment)}</td> : null}
                  <td className="num">
                    {format.money(week[scenario])}
                    {scenario === 'realistic' && week.range ? (
                      <span className="forecast-range">
                        likely {format.money(week.range[0])} to {format.money(week.range[1])}
                      </span>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>
      {adjusted ? <p className="note">Adjustment: {ADJUSTMENT_EXPLANATION}</p> : null}
    </section>
  );
}
