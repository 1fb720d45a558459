import { sectionedStatement } from '@cashline/core';
import type { CashFlowStatement, SectionChoices } from '@cashline/core';
import type { Formatters } from '../../lib/format/useFormat';
import { blocks, statementColumns, statementRows } from './statementRows';

type Props = {
  statement: CashFlowStatement;
  /** The user's sections of their categories. */
  choices: SectionChoices;
  format: Formatters;
  /** A last column with the total of the months: the first opening cash and the last closing. */
  withTotal?: boolean;
  /**
   * At most this many columns a table: more months are laid out in tables one under the other,
   * each with the row labels, so that a long period still fits the width of a printed page.
   */
  columnsPerTable?: number;
  /** A line under the title saying what the columns are. */
  note?: string;
};

/**
 * The monthly cash-flow statement: months as columns (and their total when asked); operating,
 * investing and financing sections with their categories (money out negative) and subtotals; cash
 * at both ends.
 */
export function StatementTable({
  statement,
  choices,
  format,
  withTotal = false,
  columnsPerTable,
  note,
}: Props) {
  const sectioned = sectionedStatement(statement, choices);
  const rows = statementRows(sectioned, withTotal);
  const columns = blocks(statementColumns(statement, withTotal), columnsPerTable);
  return (
    <section className="card statement-card" aria-label="Cash-Flow Statement">
      <h2 className="card__title">Cash-Flow Statement</h2>
      {note ? <p className="panel__subtitle">{note}</p> : null}
      {columns.map((block) => (
        <div className="table-wrap statement-table__block" key={block[0]?.key}>
          <table className="data-table data-table--stack statement-table">
            <thead>
              <tr>
                <th scope="col">
                  <span className="visually-hidden">Line</span>
                </th>
                {block.map((column) => (
                  <th scope="col" className="num" key={column.key}>
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) =>
                typeof row === 'string' ? (
                  <tr key={index} className="statement-table__section">
                    <th scope="rowgroup" colSpan={block.length + 1}>
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
                    {block.map((column) => (
                      <td className="num" key={column.key} data-label={column.label}>
                        {format.moneyExact(row.values[column.index] ?? 0)}
                      </td>
                    ))}
                  </tr>
                ),
              )}
            </tbody>
          </table>
        </div>
      ))}
    </section>
  );
}
