import type { Rule } from '@cashline/core';
import { ruleText } from './ruleText';
import { TableScroll } from '../../components/ui/TableScroll';

type Props = {
  rules: readonly Rule[];
  counts: readonly number[];
  busy: boolean;
  /** Reorder, edit and delete, for someone who may change the ledger; without them it only reads. */
  actions?: {
    onMove: (index: number, by: -1 | 1) => void;
    onEdit: (rule: Rule) => void;
    onDelete: (rule: Rule) => void;
  };
};

/** The rules in the order they run, with how many transactions each matches now. */
export function RuleList({ rules, counts, busy, actions }: Props) {
  if (rules.length === 0) {
    if (!actions) return <p className="empty-state">No rules yet.</p>;
    return (
      <p className="empty-state">
        No rules yet. Create one here, or change a transaction&apos;s category and accept the offer
        to always do the same.
      </p>
    );
  }
  return (
    <TableScroll variant="simple-table-wrap">
      <table className="simple-table" aria-label="Rules">
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Rule</th>
            <th scope="col" className="numeric">
              Matches now
            </th>
            {actions && <th scope="col">Actions</th>}
          </tr>
        </thead>
        <tbody>
          {rules.map((rule, index) => (
            <tr key={rule.id}>
              <td>{index + 1}</td>
              <td>{ruleText(rule)}</td>
              <td className="numeric">{(counts[index] ?? 0).toLocaleString('en-US')}</td>
              {actions && (
                <td className="table-actions">
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    disabled={busy || index === 0}
                    aria-label={`Move rule ${index + 1} up`}
                    onClick={() => actions.onMove(index, -1)}
                  >
                    Up
                  </button>
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    disabled={busy || index === rules.length - 1}
                    aria-label={`Move rule ${index + 1} down`}
                    onClick={() => actions.onMove(index, 1)}
                  >
                    Down
                  </button>
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    disabled={busy}
                    aria-label={`Edit rule ${index + 1}`}
                    onClick={() => actions.onEdit(rule)}
                  >
                    Edit
                  </button>
                  <button
                    type="button"
                    className="button button--danger button--small"
                    disabled={busy}
                    aria-label={`Delete rule ${index + 1}`}
                    onClick={() => actions.onDelete(rule)}
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
