import type { CashFlowStatement } from '@cashline/core';
import type { Formatters } from '../../lib/format/useFormat';

type Row = { label: string; values: number[]; strong?: boolean; indent?: boolean };

/** The monthly cash-flow statement: months as columns, categories as rows, cash at both ends. */
export function StatementTable({
  statement,
  format,
}: {
  statement: CashFlowStatement;
  format: Formatters;
}) {
  const rows: (Row | string)[] = [
    { label: 'Opening cash', values: statement.openingCash, strong: true },
    'Inflows',
    ...statement.inflows.map((line) => ({
      label: line.category,
      values: line.amounts,
      indent: true,
    })),
    { label: 'Total inflows', values: statement.totalInflows, strong: true },
    'Outflows',
    ...statement.outflows.map((line) => ({
      label: line.category,
      values: line.amounts,
      indent: true,
    })),
    { label: 'Total outflows', values: statement.totalOutflows, strong: true },
    { label: 'Net cash flow', values: statement.net, strong: true },
    { label: 'Closing cash', values: statement.closingCash, strong: true },
  ];
  return (
    <section className="card" aria-label="Cash-Flow Statement">
      <h2 className="card__title">Cash-Flow Statement</h2>
      <div className="table-wrap">
        <table className="data-table statement-table">
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">Line</span>
              </th>
              {statement.monthLabels.map((label) => (
                <th scope="col" className="num" key={label}>
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) =>
              typeof row === 'string' ? (
                <tr key={row} className="statement-table__section">
                  <th scope="rowgroup" colSpan={statement.months.length + 1}>
                    {row}
                  </th>
                </tr>
              ) : (
                <tr
                  key={`${row.label}-${row.indent ? 'line' : 'total'}`}
                  className={row.strong ? 'statement-table__total' : undefined}
                >
                  <th scope="row" className={row.indent ? 'statement-table__indent' : undefined}>
                    {row.label}
                  </th>
                  {row.values.map((value, i) => (
                    <td className="num" key={statement.months[i]}>
                      {format.moneyExact(value)}
                    </td>
                  ))}
                </tr>
              ),
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}
