import type { CashPosition } from '@cashline/core';
import { useFormat } from '../../lib/format/useFormat';

type CashPositionCardsProps = { position: CashPosition; showOwed: boolean };

/** Total cash (cash-like accounts), what cards and loans owe, and the net position. */
export function CashPositionCards({ position, showOwed }: CashPositionCardsProps) {
  const { moneyExact } = useFormat();
  return (
    <section className="stat-grid" aria-label="Cash position">
      <article className="stat-card stat-card--in">
        <h2 className="stat-card__label">Total cash</h2>
        <p className="stat-card__value">{moneyExact(position.cashCents / 100)}</p>
      </article>
      {showOwed && (
        <article className="stat-card stat-card--out">
          <h2 className="stat-card__label">Owed on cards and loans</h2>
          <p className="stat-card__value">{moneyExact(position.owedCents / 100)}</p>
        </article>
      )}
      {showOwed && (
        <article className="stat-card">
          <h2 className="stat-card__label">Net cash position</h2>
          <p className="stat-card__value">{moneyExact(position.netCents / 100)}</p>
        </article>
      )}
    </section>
  );
}
