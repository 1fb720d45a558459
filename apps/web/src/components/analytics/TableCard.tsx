import type { ReactNode } from 'react';
import { EmptyState } from './EmptyState';
import { TableScroll } from '../ui/TableScroll';

/** A numeric column: its heading and how a row fills its cell. */
export type TableColumn<Row> = {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Extra classes of the cell, e.g. an inflow or outflow colour. */
  className?: string;
};

type TableCardProps<Row> = {
  title: string;
  emptyMessage: string;
  rows: readonly Row[];
  /** The first column: each row's name, which also keys it. */
  rowHeader: {
    header: string;
    key: (row: Row) => string;
    cell: (row: Row, index: number) => ReactNode;
  };
  columns: readonly TableColumn<Row>[];
  /** On a phone, one block per row with each cell labelled by its column (a wide table). */
  stack?: boolean;
};

/** A titled card holding a table of named rows and numeric columns, or its empty state. */
export function TableCard<Row>({
  title,
  emptyMessage,
  rows,
  rowHeader,
  columns,
  stack = false,
}: TableCardProps<Row>) {
  return (
    <section className="card" aria-label={title}>
      <h2 className="card__title">{title}</h2>
      {rows.length === 0 ? (
        <EmptyState message={emptyMessage} />
      ) : (
        <TableScroll>
          <table className={stack ? 'data-table data-table--stack' : 'data-table'}>
            <thead>
              <tr>
                <th scope="col">{rowHeader.header}</th>
                {columns.map((column) => (
                  <th key={column.header} scope="col" className="num">
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={rowHeader.key(row)}>
                  <th scope="row">{rowHeader.cell(row, index)}</th>
                  {columns.map((column) => (
                    <td
                      key={column.header}
                      className={column.className ? `num ${column.className}` : 'num'}
                      {...(stack ? { 'data-label': column.header } : {})}
                    >
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}
