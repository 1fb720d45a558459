import { annualSavingPercent, plans, TRIAL_DAYS } from '@cashline/core';
import type { BillingInterval } from '@cashline/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { IntervalToggle } from '../../components/plans/IntervalToggle';
import { PlanCard } from '../../components/plans/PlanCard';
import { paths } from '../../config/paths';
import { pricingFaq } from './data/pricingFaq';

const bestSaving = Math.max(...plans.map(annualSavingPercent));

export function PricingPage() {
  const [interval, setBillingInterval] = useState<BillingInterval>('monthly');
  return (
    <article className="page">
      <header className="page-intro">
        <h1>{paths.pricing.title}</h1>
        <p>
          Simple plans that grow with your business. Every plan includes a {TRIAL_DAYS}-day free
          trial.
        </p>
      </header>
      <IntervalToggle
        interval={interval}
        onChange={setBillingInterval}
        savingPercent={bestSaving}
      />
      <div className="card-grid section">
        {plans.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            interval={interval}
            badge={plan.mostPopular ? 'Most Popular' : undefined}
            action={
              <Link className="button" to={paths.transactionAdd.path}>
                Start {TRIAL_DAYS}-day free trial
              </Link>
            }
          />
        ))}
      </div>
      <section className="section" aria-labelledby="pricing-faq">
        <h2 id="pricing-faq">Frequently Asked Questions</h2>
        {pricingFaq.map((entry) => (
          <div className="card section" key={entry.question}>
            <h3>{entry.question}</h3>
            <p>{entry.answer}</p>
          </div>
        ))}
      </section>
    </article>
  );
}
