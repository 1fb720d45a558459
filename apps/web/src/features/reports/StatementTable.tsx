import { sectionedStatement } from '@cashline/core';
import type { CashFlowStatement, SectionChoices } from '@cashline/core';
import type { Formatters } from '../../lib/format/useFormat';

type Row = { label: string; values: number[]; strong?: boolean; indent?: boolean };

/**
 * The monthly cash-flow statement: months as columns; operating, investing and financing sections
 * with their categories (money out negative) and subtotals; cash at both ends.
 */
export function StatementTable({
  statement,
  choices,
  format,
}: {
  statement: CashFlowStatement;
  /** The user's sections of their categories. */
  choices: SectionChoices;
  format: Formatters;
}) {
  const sections = sectionedStatement(statement, choices).sections.filter(
    (s) => s.inflows.length + s.outflows.length > 0,
  );
  const rows: (Row | string)[] = [
    { label: 'Opening cash', values: statement.openingCash, strong: true },
    ...sections.flatMap((section) => [
      section.title,
      ...section.inflows.map((line) => ({
        label: line.category,
        values: line.amounts,
        indent: true,
      })),
      ...section.outflows.map((line) => ({
        label: line.category,
        values: line.amounts.map((amount) => (amount === 0 ? 0 : -amount)),
        indent: true,
      })),
      {
        label: `Net cash from ${section.section} activities`,
        values: section.net,
        strong: true,
      },
    ]),
    { label: 'Net cash flow', values: statement.net, strong: true },
    { label: 'Closing cash', values: statement.closingCash, strong: true },
  ];
  return (
    <section className="card" aria-label="Cash-Flow Statement">
      <h2 className="card__title">Cash-Flow Statement</h2>
      <div className="table-wrap">
        <table className="data-table data-table--stack statement-table">
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
            {rows.map((row, index) =>
              typeof row === 'string' ? (
                <tr key={index} className="statement-table__section">
                  <th scope="rowgroup" colSpan={statement.months.length + 1}>
                    {row}
                  </th>
                </tr>
              ) : (
                <tr
                  // A category may be a line of money in and of money out: the row's place is its key.
                  key={index}
                  className={row.strong ? 'statement-table__total' : undefined}
                >
                  <th scope="row" className={row.indent ? 'statement-table__indent' : undefined}>
                    {row.label}
                  </th>
                  {row.values.map((value, i) => (
                    <td
                      className="num"
                      key={statement.months[i]}
                      data-label={statement.monthLabels[i]}
                    >
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
