import { DateField, MoneyField } from './TransactionFields';
import type { TransactionFilters } from './transactionQuery';

type FiltersPanelProps = {
  id: string;
  filters: TransactionFilters;
  categories: string[];
  /** The ledger's accounts; the account choice shows only when there are several. */
  accounts: readonly { id: string; name: string }[];
  onChange: (filters: TransactionFilters) => void;
  onClear: () => void;
};

/** The date and amount ranges, in the order the panel shows them. */
const rangeFields = [
  { Field: DateField, id: 'filter-start', label: 'Start date', name: 'startDate' },
  { Field: DateField, id: 'filter-end', label: 'End date', name: 'endDate' },
  { Field: MoneyField, id: 'filter-min', label: 'Min amount', name: 'minAmount' },
  { Field: MoneyField, id: 'filter-max', label: 'Max amount', name: 'maxAmount' },
] as const;

/** The collapsible filters of the transactions page (category, account, dates, amount range). */
export function FiltersPanel({
  id,
  filters,
  categories,
  accounts,
  onChange,
  onClear,
}: FiltersPanelProps) {
  const set = (name: keyof TransactionFilters) => (value: string) =>
    onChange({ ...filters, [name]: value });

  return (
    <div id={id} className="filters-panel" role="group" aria-label="Filters">
      <div className="field filters-panel__category">
        <label htmlFor="filter-category">Category</label>
        <select
          id="filter-category"
          value={filters.category}
          onChange={(e) => set('category')(e.target.value)}
        >
          <option value="">All categories</option>
          {categories.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </select>
      </div>
      {accounts.length > 1 ? (
        <div className="field filters-panel__category">
          <label htmlFor="filter-account">Account</label>
          <select
            id="filter-account"
            value={filters.account}
            onChange={(e) => set('account')(e.target.value)}
          >
            <option value="">All accounts</option>
            {accounts.map((account) => (
              <option key={account.id} value={account.id}>
                {account.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {rangeFields.map(({ Field, id: fieldId, label, name }) => (
        <Field key={name} id={fieldId} label={label} value={filters[name]} onChange={set(name)} />
      ))}
      <div className="filters-panel__actions">
        <button type="button" className="button button--secondary" onClick={onClear}>
          Clear Filters
        </button>
      </div>
    </div>
  );
}
