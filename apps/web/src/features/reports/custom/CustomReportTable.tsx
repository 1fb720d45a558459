import type { CustomReport } from '@cashline/core';
import type { Formatters } from '../../../lib/format/useFormat';
import { TableScroll } from '../../../components/ui/TableScroll';

type Props = {
  report: CustomReport;
  format: Formatters;
  /** With the report's name and period above the table; without, when a page above says them. */
  titled?: boolean;
};

/** The report's groups with money in, out and net, and the total row (a block a row on a phone). */
export function CustomReportTable({ report, format, titled = true }: Props) {
  const { rows, total } = report;
  return (
    <section
      className="card"
      {...(titled
        ? { 'aria-labelledby': 'custom-report-result' }
        : { 'aria-label': report.definition.name })}
    >
      {titled ? (
        <>
          <h2 id="custom-report-result" className="card__title">
            {report.definition.name}
          </h2>
          <p className="panel__subtitle">{report.periodText}</p>
        </>
      ) : null}
      {rows.length === 0 ? (
        <p className="note">No transactions match this report.</p>
      ) : (
        <TableScroll>
          <table className="data-table data-table--stack">
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
                  <td className="num amount--inflow" data-label="Inflows">
                    {format.moneyExact(row.inflows)}
                  </td>
                  <td className="num amount--outflow" data-label="Outflows">
                    {format.moneyExact(row.outflows)}
                  </td>
                  <td className="num" data-label="Net">
                    {format.moneyExact(row.net)}
                  </td>
                  <td className="num" data-label="Transactions">
                    {row.count}
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Total</th>
                <td className="num" data-label="Inflows">
                  {format.moneyExact(total.inflows)}
                </td>
                <td className="num" data-label="Outflows">
                  {format.moneyExact(total.outflows)}
                </td>
                <td className="num" data-label="Net">
                  {format.moneyExact(total.net)}
                </td>
                <td className="num" data-label="Transactions">
                  {total.count}
                </td>
              </tr>
            </tfoot>
          </table>
        </TableScroll>
      )}
    </section>
  );
}
