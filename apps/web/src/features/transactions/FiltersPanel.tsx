import type { ChangeEvent } from 'react';
import type { TransactionFilters } from './transactionQuery';

type FiltersPanelProps = {
  id: string;
  filters: TransactionFilters;
  categories: string[];
  onChange: (filters: TransactionFilters) => void;
  onClear: () => void;
};

/** The collapsible filters of the transactions page (category, dates, amount range). */
export function FiltersPanel({ id, filters, categories, onChange, onClear }: FiltersPanelProps) {
  const field =
    (name: keyof TransactionFilters) =>
    (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      onChange({ ...filters, [name]: event.target.value });

  return (
    <div id={id} className="filters-panel" role="group" aria-label="Filters">
      <div className="field filters-panel__category">
        <label htmlFor="filter-category">Category</label>
        <select id="filter-category" value={filters.category} onChange={field('category')}>
          <option value="">All categories</option>
          {categories.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="filter-start">Start date</label>
        <input
          id="filter-start"
          type="date"
          value={filters.startDate}
          onChange={field('startDate')}
        />
      </div>
      <div className="field">
        <label htmlFor="filter-end">End date</label>
        <input id="filter-end" type="date" value={filters.endDate} onChange={field('endDate')} />
      </div>
      <div className="field">
        <label htmlFor="filter-min">Min amount</label>
        <input
          id="filter-min"
          type="number"
          inputMode="decimal"
          min="0"
          step="0.01"
          value={filters.minAmount}
          onChange={field('minAmount')}
        />
      </div>
      <div className="field">
        <label htmlFor="filter-max">Max amount</label>
        <input
          id="filter-max"
          type="number"
          inputMode="decimal"
          min="0"
          step="0.01"
          value={filters.maxAmount}
          onChange={field('maxAmount')}
        />
      </div>
      <div className="filters-panel__actions">
        <button type="button" className="button button--secondary" onClick={onClear}>
          Clear Filters
        </button>
      </div>
    </div>
  );
}
