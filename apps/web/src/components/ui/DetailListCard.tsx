import { useId } from 'react';

type DetailListCardProps = {
  title: string;
  /** Each row: what it is about (days, a priority) and its detail (hours, a time). */
  rows: ReadonlyArray<{ term: string; detail: string }>;
};

/** A titled card listing terms and their details, such as opening hours. */
export function DetailListCard({ title, rows }: DetailListCardProps) {
  const titleId = useId();
  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <dl className="detail-list">
        {rows.map((row) => (
          <div key={row.term}>
            <dt>{row.term}</dt>
            <dd>{row.detail}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
