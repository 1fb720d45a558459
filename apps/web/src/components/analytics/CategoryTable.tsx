import type { CategorySummary } from '@cashline/core';
import { paletteColor } from '../charts/palette';
import { EmptyState } from './EmptyState';
import type { Formatters } from '../../lib/format/useFormat';

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
    <section className="card" aria-label={title}>
      <h2 className="card__title">{title}</h2>
      {categories.length === 0 ? (
        <EmptyState message={emptyMessage} />
      ) : (
        <div className="table-wrap">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">Category</th>
                <th scope="col" className="num">
                  Amount
                </th>
                <th scope="col" className="num">
                  Transactions
                </th>
                <th scope="col" className="num">
                  Share
                </th>
              </tr>
            </thead>
            <tbody>
              {categories.map((row, index) => (
                <tr key={row.category}>
                  <th scope="row">
                    <span
                      className="dot"
                      style={{ background: paletteColor(palette, index), marginRight: '0.5rem' }}
                      aria-hidden="true"
                    />
                    {row.category}
                  </th>
                  <td className="num">{format.money(row.amount)}</td>
                  <td className="num">{row.count}</td>
                  <td className="num">{format.percent(row.percentage)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
