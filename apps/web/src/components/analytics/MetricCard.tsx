type Tone = 'inflow' | 'outflow' | 'neutral' | 'warning';

type MetricCardProps = { label: string; value: string; tone?: Tone; hint?: string };

/** One headline figure with its label; the label names the figure for screen readers. */
export function MetricCard({ label, value, tone = 'neutral', hint }: MetricCardProps) {
  return (
    <section className={`metric-card metric-card--${tone}`} aria-label={label}>
      <h3 className="metric-card__label">{label}</h3>
      <p className="metric-card__value">{value}</p>
      {hint ? <p className="metric-card__hint">{hint}</p> : null}
    </section>
  );
}
