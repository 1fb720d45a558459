import { useFormat } from '../../lib/format/useFormat';
import type { Totals } from '@cashline/core';

type SummaryCardsProps = {
  summary: Totals;
  filtered: boolean;
  total: number;
  /** While the stored transactions are read, the cards say so rather than show zeros. */
  loading?: boolean;
  /**
   * The currencies of the transactions shown, in a ledger of several ([] otherwise): one is
   * shown in it; several are not added together here.
   */
  currencies?: readonly string[];
};

const PENDING = '…';

export function SummaryCards({
  summary,
  filtered,
  total,
  loading = false,
  currencies = [],
}: SummaryCardsProps) {
  const format = useFormat();
  const [only] = currencies;
  const mixed = currencies.length > 1;
  const money = (amount: number) =>
    mixed ? '—' : only === undefined ? format.money(amount) : format.moneyIn(amount, only);
  const netTone = summary.net < 0 ? 'out' : 'in';
  return (
    <section className="stat-grid" aria-label="Summary" aria-busy={loading}>
      <article className="stat-card">
        <h2 className="stat-card__label">Total Transactions</h2>
        <p className="stat-card__value">
          {loading ? PENDING : summary.count.toLocaleString('en-US')}
        </p>
        {filtered && (
          <p className="stat-card__note">
            of {total.toLocaleString('en-US')} matching your filters
          </p>
        )}
        {mixed && (
          <p className="stat-card__note">
            In {currencies.join(', ')}: not added up here. Choose one account, or see the dashboard
            and reports for totals converted into one currency.
          </p>
        )}
      </article>
      <article className="stat-card stat-card--in">
        <h2 className="stat-card__label">Total Inflows</h2>
        <p className="stat-card__value amount--in">{loading ? PENDING : money(summary.inflows)}</p>
      </article>
      <article className="stat-card stat-card--out">
        <h2 className="stat-card__label">Total Outflows</h2>
        <p className="stat-card__value amount--out">
          {loading ? PENDING : money(summary.outflows)}
        </p>
      </article>
      <article className="stat-card">
        <h2 className="stat-card__label">Net Cash Flow</h2>
        <p className={`stat-card__value amount--${netTone}`}>
          {loading ? PENDING : money(summary.net)}
        </p>
      </article>
    </section>
  );
}
