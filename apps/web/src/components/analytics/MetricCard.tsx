import { useId } from 'react';

type Tone = 'inflow' | 'outflow' | 'neutral' | 'warning';

type MetricCardProps = {
  label: string;
  value: string;
  /** Written after the value, smaller ('/mo'); a narrow card breaks the line before it. */
  unit?: string;
  tone?: Tone;
  hint?: string;
};

/**
 * One headline figure with its label. A named group, not a landmark or a heading: a page holds
 * many cards, some with the same label in two places (the runway page and its widget), and
 * neither should crowd the landmarks or break the heading order.
 */
export function MetricCard({ label, value, unit, tone = 'neutral', hint }: MetricCardProps) {
  const id = useId();
  return (
    <div className={`metric-card metric-card--${tone}`} role="group" aria-labelledby={id}>
      <p className="metric-card__label" id={id}>
        {label}
      </p>
      <p className="metric-card__value">
        {value}
        {unit ? (
          <>
            <wbr />
            <span className="metric-card__unit">{unit}</span>
          </>
        ) : null}
      </p>
      {hint ? <p className="metric-card__hint">{hint}</p> : null}
    </div>
  );
}
