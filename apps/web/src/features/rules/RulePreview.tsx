import type { RuleChange, Transaction } from '@cashline/core';
import { useFormat } from '../../lib/format/useFormat';
import { TableScroll } from '../../components/ui/TableScroll';

const SHOWN = 10;

type Props = { changes: readonly RuleChange[]; transactions: readonly Transaction[] };

/** The transactions a rule would change now, before it is applied: the first ten and the count. */
export function RulePreview({ changes, transactions }: Props) {
  const format = useFormat();
  if (changes.length === 0) {
    return <p role="status">This rule would change no transaction now.</p>;
  }
  return (
    <div className="rule-preview">
      <p role="status">
        This rule would change {changes.length.toLocaleString('en-US')}{' '}
        {changes.length === 1 ? 'transaction' : 'transactions'}.
      </p>
      <TableScroll variant="simple-table-wrap">
        <table className="simple-table" aria-label="Rule preview">
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Description</th>
              <th scope="col">Category now</th>
              <th scope="col">After</th>
            </tr>
          </thead>
          <tbody>
            {changes.slice(0, SHOWN).map((change) => {
              const t = transactions[change.index]!;
              return (
                <tr key={change.transactionId}>
                  <td>{format.date(t.date)}</td>
                  <td>{t.description}</td>
                  <td>{t.category}</td>
                  <td>
                    {[
                      change.set.category,
                      change.set.merchant && `payee ${change.set.merchant}`,
                      change.set.note && `note '${change.set.note}'`,
                      change.set.transferId && 'transfer',
                    ]
                      .filter(Boolean)
                      .join(', ')}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>
    </div>
  );
}
