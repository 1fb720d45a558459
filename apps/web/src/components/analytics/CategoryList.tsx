import { paletteColor } from '../charts/palette';
import { EmptyState } from './EmptyState';
import type { Formatters } from '../../lib/format/useFormat';

export type CategoryListItem = { category: string; amount: number; percentage: number };

type CategoryListProps = {
  title: string;
  items: readonly CategoryListItem[];
  palette: readonly string[];
  format: Formatters;
  emptyMessage: string;
};

/** A card listing categories with their colour dot, amount and share of the total. */
export function CategoryList({ title, items, palette, format, emptyMessage }: CategoryListProps) {
  return (
    <section className="card" aria-label={title}>
      <h3 className="card__title">{title}</h3>
      {items.length === 0 ? (
        <EmptyState message={emptyMessage} />
      ) : (
        <ul className="category-list">
          {items.map((item, index) => (
            <li key={item.category} className="category-list__item">
              <span
                className="dot"
                style={{ background: paletteColor(palette, index) }}
                aria-hidden="true"
              />
              <span className="category-list__name">{item.category}</span>
              <span className="category-list__amount">{format.moneyExact(item.amount)}</span>
              <span className="category-list__share">{format.percent(item.percentage)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
