import type { GroupSummary } from '@cashline/core';
import type { Formatters } from '../../lib/format/useFormat';
import { TableCard } from './TableCard';

/** A group's name with its categories below it, which wrap on a narrow screen. */
export function GroupName({ group, categories }: { group: string; categories: readonly string[] }) {
  return (
    <>
      {group}
      <span className="group-name__categories">{categories.join(', ')}</span>
    </>
  );
}

type CategoryGroupTableProps = {
  title: string;
  groups: readonly GroupSummary[];
  format: Formatters;
  emptyMessage: string;
};

/** A flow's subtotals by category group (Payroll, Software, Rent under "Operating costs"). */
export function CategoryGroupTable({
  title,
  groups,
  format,
  emptyMessage,
}: CategoryGroupTableProps) {
  return (
    <TableCard
      title={title}
      emptyMessage={emptyMessage}
      rows={groups}
      rowHeader={{
        header: 'Group',
        key: (row) => row.group,
        cell: (row) => (
          <GroupName
            group={row.group}
            categories={row.categories.map((category) => category.category)}
          />
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
