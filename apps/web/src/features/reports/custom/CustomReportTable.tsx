import type { CustomReport } from '@cashline/core';
import type { Formatters } from '../../../lib/format/useFormat';

type Props = { report: CustomReport; format: Formatters };

/** The report's groups with money in, out and net, and the total row. */
export function CustomReportTable({ report, format }: Props) {
  const { rows, total } = report;
  return (
    <section className="card" aria-labelledby="custom-report-result">
      <h2 id="custom-report-result" className="card__title">
        {report.definition.name}
      </h2>
      <p className="panel__subtitle">{report.periodText}</p>
      {rows.length === 0 ? (
        <p className="note">No transactions match this report.</p>
      ) : (
        <div className="table-wrap" tabIndex={0}>
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{report.groupHeader}</th>
                <th scope="col" className="num">
                  Inflows
                </th>
                <th scope="col" className="num">
                  Outflows
                </th>
                <th scope="col" className="num">
                  Net
                </th>
                <th scope="col" className="num">
                  Transactions
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key}>
                  <th scope="row">{row.label}</th>
                  <td className="num amount--inflow">{format.moneyExact(row.inflows)}</td>
                  <td className="num amount--outflow">{format.moneyExact(row.outflows)}</td>
                  <td className="num">{format.moneyExact(row.net)}</td>
                  <td className="num">{row.count}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Total</th>
                <td className="num">{format.moneyExact(total.inflows)}</td>
                <td className="num">{format.moneyExact(total.outflows)}</td>
                <td className="num">{format.moneyExact(total.net)}</td>
                <td className="num">{total.count}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </section>
  );
}
