import { formatCurrency, planPrice } from '@cashline/core';
import type { BillingInterval, Plan } from '@cashline/core';
import type { ReactNode } from 'react';

type PlanCardProps = {
  plan: Plan;
  interval: BillingInterval;
  /** The plan's call to action (a link or button), rendered under its features. */
  action: ReactNode;
  badge?: string;
  headingLevel?: 'h2' | 'h3';
};

/** One plan of the shared catalogue: name, price for the interval, features and an action. */
export function PlanCard({ plan, interval, action, badge, headingLevel = 'h2' }: PlanCardProps) {
  const Heading = headingLevel;
  const unit = interval === 'monthly' ? '/month' : '/year';
  return (
    <section
      className={`card plan-card${badge ? ' card--highlight' : ''}`}
      aria-label={`${plan.name} plan`}
    >
      {badge && <p className="badge badge--primary">{badge}</p>}
      <Heading>{plan.name}</Heading>
      <p className="muted">{plan.tagline}</p>
      <p>
        <span className="price" data-testid={`price-${plan.id}`}>
          {/* Plans are priced in US dollars (app.md section 9), whatever currency the books are in. */}
          {formatCurrency(planPrice(plan, interval), 'USD')}
        </span>{' '}
        <span className="muted">{unit}</span>
      </p>
      <ul className="check-list">
        {plan.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      {action}
    </section>
  );
}
