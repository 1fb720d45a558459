import type { CashFlowSection, CategoryLine } from '@cashline/core';
import { CASH_FLOW_SECTION_LABELS, CASH_FLOW_SECTIONS, fromCents } from '@cashline/core';
import { useFormat } from '../../lib/format/useFormat';
import type { CategoryEdit } from './CategoryEditPanel';
import { TableScroll } from '../../components/ui/TableScroll';

const DIRECTIONS = { inflow: 'Money in', outflow: 'Money out', both: 'Both' } as const;

type Props = {
  lines: readonly CategoryLine[];
  busy: boolean;
  /** Rename, merge, group and delete, for someone who may change the ledger. */
  actions?: {
    onEdit: (edit: CategoryEdit) => void;
    onDelete: (line: CategoryLine) => void;
    onSection: (line: CategoryLine, section: CashFlowSection) => void;
  };
};

function isSection(value: string): value is CashFlowSection {
  return (CASH_FLOW_SECTIONS as readonly string[]).includes(value);
}

/**
 * Every category with its group, cash-flow section, direction, count and totals, and what can be
 * done to it; an editor picks the section right in the table.
 */
export function CategoryTable({ lines, busy, actions }: Props) {
  const format = useFormat();
  return (
    <TableScroll variant="simple-table-wrap">
      <table className="simple-table simple-table--stack" aria-label="Categories">
        <thead>
          <tr>
            <th scope="col">Category</th>
            <th scope="col">Group</th>
            <th scope="col">Cash-flow section</th>
            <th scope="col">Direction</th>
            <th scope="col" className="numeric">
              Transactions
            </th>
            <th scope="col" className="numeric">
              Money in
            </th>
            <th scope="col" className="numeric">
              Money out
            </th>
            {actions && <th scope="col">Actions</th>}
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.name}>
              <th scope="row">{line.name}</th>
              <td data-label="Group">{line.group}</td>
              <td data-label="Cash-flow section">
                {actions ? (
                  <select
                    aria-label={`Cash-flow section of ${line.name}`}
                    value={line.section}
                    disabled={busy}
                    onChange={(e) => {
                      const section = e.target.value;
                      if (isSection(section)) actions.onSection(line, section);
                    }}
                  >
                    {CASH_FLOW_SECTIONS.map((section) => (
                      <option key={section} value={section}>
                        {CASH_FLOW_SECTION_LABELS[section]}
                      </option>
                    ))}
                  </select>
                ) : (
                  CASH_FLOW_SECTION_LABELS[line.section]
                )}
              </td>
              <td data-label="Direction">{DIRECTIONS[line.direction]}</td>
              <td className="numeric" data-label="Transactions">
                {line.count.toLocaleString('en-US')}
              </td>
              <td className="numeric" data-label="Money in">
                {format.moneyExact(fromCents(line.inflowCents))}
              </td>
              <td className="numeric" data-label="Money out">
                {format.moneyExact(fromCents(line.outflowCents))}
              </td>
              {actions && (
                <td className="table-actions">
                  {(['rename', 'merge', 'group'] as const).map((mode) => (
                    <button
                      key={mode}
                      type="button"
                      className="button button--secondary button--small"
                      disabled={busy}
                      aria-label={`${mode === 'group' ? 'Set group of' : mode === 'rename' ? 'Rename' : 'Merge'} ${line.name}`}
                      onClick={() => actions.onEdit({ mode, name: line.name })}
                    >
                      {mode === 'group' ? 'Group' : mode === 'rename' ? 'Rename' : 'Merge'}
                    </button>
                  ))}
                  <button
                    type="button"
                    className="button button--danger button--small"
                    disabled={busy}
                    aria-label={`Delete ${line.name}`}
                    onClick={() => actions.onDelete(line)}
                  >
                    Delete
                  </button>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
