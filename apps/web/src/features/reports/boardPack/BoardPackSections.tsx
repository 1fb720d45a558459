import { boardPackRunwayText, burnBasisText, longDateLabel } from '@cashline/core';
import type { BoardPack, BoardPackAccount, SectionChoices } from '@cashline/core';
import { TableCard } from '../../../components/analytics/TableCard';
import type { Formatters } from '../../../lib/format/useFormat';
import { StatementTable } from '../StatementTable';

type Props = { pack: BoardPack; choices: SectionChoices; format: Formatters };

/**
 * The board pack's parts in the order a board reads them: where the cash is, what the month did,
 * how long it lasts, the next 13 weeks with their likely range, the largest payments coming and
 * the scenarios chosen for the board.
 */
export function BoardPackSections({ pack, choices, format }: Props) {
  const money = format.moneyExact;
  const { runway } = pack;
  const cashRows: BoardPackAccount[] = [
    ...pack.accounts,
    { name: 'Net cash position', kind: 'All accounts', balance: pack.cash.net },
  ];
  return (
    <>
      <TableCard
        title="Cash Position"
        emptyMessage="No account holds money on this date."
        rows={cashRows}
        rowHeader={{ header: 'Account', key: (row) => row.name, cell: (row) => row.name }}
        columns={[
          { header: 'Kind', cell: (row) => row.kind, className: 'num--text' },
          {
            header: 'Balance',
            cell: (row) => (row.balance === null ? 'No exchange rate' : money(row.balance)),
          },
          ...(pack.currencyNote
            ? [
                {
                  header: 'In its currency',
                  cell: (row: BoardPackAccount) =>
                    row.native ? format.moneyIn(row.native.balance, row.native.currency) : '',
                },
              ]
            : []),
        ]}
        stack
      />
      <StatementTable
        statement={pack.statement}
        choices={choices}
        format={format}
        withTotal
        note={
          pack.statement.months.length > 1
            ? `${pack.monthLabel} beside the months before it, and their total`
            : undefined
        }
      />
      <section className="card" aria-label="Burn and Runway">
        <h2 className="card__title">Burn and Runway</h2>
        <dl className="board-pack__figures">
          <dt>Cash</dt>
          <dd>{money(runway.balance)}</dd>
          <dt>Net burn per month</dt>
          <dd>{money(runway.netBurn)}</dd>
          <dt>Gross burn per month</dt>
          <dd>{money(runway.grossBurn)}</dd>
          <dt>Runway at net burn</dt>
          <dd>
            {boardPackRunwayText(pack)}
            {runway.zeroCashDate ? `, to ${longDateLabel(runway.zeroCashDate)}` : ''}
          </dd>
          <dt>If revenue stopped</dt>
          <dd>{runway.grossRunwayMonths === null ? '-' : `${runway.grossRunwayMonths} months`}</dd>
        </dl>
        <p className="note">{burnBasisText(runway.basis)}.</p>
      </section>
      <TableCard
        title="13-Week Forecast"
        emptyMessage="Not enough data to generate a forecast for this period."
        rows={pack.forecast}
        rowHeader={{
          header: 'Week ending',
          key: (week) => week.end,
          cell: (week) => longDateLabel(week.end),
        }}
        columns={[
          { header: 'Inflows', cell: (week) => money(week.inflows), className: 'amount--inflow' },
          {
            header: 'Outflows',
            cell: (week) => money(week.outflows),
            className: 'amount--outflow',
          },
          { header: 'Expected balance', cell: (week) => money(week.expected) },
          { header: 'Low (P10)', cell: (week) => money(week.low) },
          { header: 'High (P90)', cell: (week) => money(week.high) },
        ]}
        stack
      />
      <p className="note">
        The likely range runs from the 10th to the 90th percentile of each week&apos;s balance: 8 in
        10 weeks fall inside it.
      </p>
      <TableCard
        title="Largest Coming Payments"
        emptyMessage="No payment is expected in the 13 weeks."
        rows={pack.payments}
        rowHeader={{
          header: 'Payment',
          key: (p) => `${p.date}-${p.description}-${p.amount}`,
          cell: (p) => p.description,
        }}
        columns={[
          { header: 'Due', cell: (p) => longDateLabel(p.date), className: 'num--text' },
          { header: 'Category', cell: (p) => p.category, className: 'num--text' },
          { header: 'Amount', cell: (p) => money(p.amount), className: 'amount--outflow' },
        ]}
        stack
      />
      <TableCard
        title="Scenarios"
        emptyMessage="No scenarios chosen for this pack."
        rows={pack.scenarios}
        rowHeader={{ header: 'Scenario', key: (s) => s.name, cell: (s) => s.name }}
        columns={[
          { header: 'What it changes', cell: (s) => s.description, className: 'num--text' },
          { header: 'Balance at week 13', cell: (s) => money(s.endBalance) },
          { header: 'Lowest balance', cell: (s) => money(s.lowestBalance) },
        ]}
        stack
      />
    </>
  );
}
