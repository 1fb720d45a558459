import { receivables } from '@cashline/core';
import type { ExpectedPayment, IsoDate } from '@cashline/core';
import { useMemo } from 'react';
import type { Formatters } from '../../lib/format/useFormat';
import { TableScroll } from '../../components/ui/TableScroll';

type Props = { invoices: readonly ExpectedPayment[]; asOf: IsoDate; format: Formatters };

/**
 * Who owes what, when each open invoice is expected (with the dates it likely falls between) and
 * which are at risk of never being paid, from the forecast's placement of them.
 */
export function ReceivablesPanel({ invoices, asOf, format }: Props) {
  const owed = useMemo(() => receivables(invoices, asOf), [invoices, asOf]);
  if (owed.rows.length === 0) return null;
  return (
    <section className="card" aria-label="Receivables">
      <h2 className="card__title">Receivables</h2>
      <p className="panel__subtitle">
        Customers owe {format.money(owed.owed)} on {owed.rows.length} open{' '}
        {owed.rows.length === 1 ? 'invoice' : 'invoices'}
        {owed.atRisk > 0 ? `, ${format.money(owed.atRisk)} of it at risk of never being paid` : ''}.
        By age:{' '}
        {owed.byAge
          .filter((bucket) => bucket.owed > 0)
          .map((bucket) => `${bucket.label} ${format.money(bucket.owed)}`)
          .join(', ')}
        .
      </p>
      <TableScroll>
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">Customer</th>
              <th scope="col">Invoice</th>
              <th scope="col" className="num">
                Owed
              </th>
              <th scope="col">Due</th>
              <th scope="col">Expected</th>
              <th scope="col">Likely between</th>
              <th scope="col" className="num">
                Chance never paid
              </th>
            </tr>
          </thead>
          <tbody>
            {owed.rows.map((row) => (
              <tr key={row.id}>
                <th scope="row">{row.party}</th>
                <td>{row.number}</td>
                <td className="num">{format.money(row.owed)}</td>
                <td>
                  {format.date(row.dueDate)}
                  {row.daysOverdue > 0 ? ` (${row.daysOverdue} days overdue)` : ''}
                </td>
                <td>{format.date(row.likely.expected)}</td>
                <td>
                  {format.date(row.likely.from)} to {format.date(row.likely.to)}
                </td>
                <td className="num">
                  {Math.round(row.neverChance * 100)}%
                  {row.atRisk ? <span className="badge">At risk</span> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}
