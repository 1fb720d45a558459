import type { CategorySummary } from '@cashline/core';
import { paletteColor } from '../charts/palette';
import type { Formatters } from '../../lib/format/useFormat';
import { TableCard } from './TableCard';

type CategoryTableProps = {
  title: string;
  categories: readonly CategorySummary[];
  palette: readonly string[];
  format: Formatters;
  emptyMessage: string;
};

/** Every category of a flow, largest first: amount, number of transactions and share. */
export function CategoryTable({
  title,
  categories,
  palette,
  format,
  emptyMessage,
}: CategoryTableProps) {
  return (
    <TableCard
      title={title}
      emptyMessage={emptyMessage}
      rows={categories}
      rowHeader={{
        header: 'Category',
        key: (row) => row.category,
        cell: (row, index) => (
          <>
            <span
              className="dot"
              style={{ background: paletteColor(palette, index), marginRight: '0.5rem' }}
              aria-hidden="true"
            />
            {row.category}
          </>
        ),
      }}
      columns={[
        { header: 'Amount', cell: (row) => format.moneyExact(row.amount) },
        { header: 'Transactions', cell: (row) => row.count },
        { header: 'Share', cell: (row) => format.percent(row.percentage) },
      ]}
    />
  );
}
