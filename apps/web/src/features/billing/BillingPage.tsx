import {
  annualSavingPercent,
  CURRENT_PLAN_ID,
  formatCurrency,
  planById,
  planPrice,
  plans,
} from '@cashline/core';
import type { BillingInterval } from '@cashline/core';
import { useState } from 'react';
import { IntervalToggle } from '../../components/plans/IntervalToggle';
import { PlanCard } from '../../components/plans/PlanCard';
import { paths } from '../../config/paths';
import { useFormat } from '../../lib/format/useFormat';
import { billingSample } from './data/billingSample';

const count = new Intl.NumberFormat('en-US');

/** Cashline bills in US dollars (app.md section 9), whatever currency the user's books are in. */
function billedAmount(amount: number): string {
  return formatCurrency(amount, 'USD', { fractionDigits: 2 });
}
const bestSaving = Math.max(...plans.map(annualSavingPercent));

export function BillingPage() {
  const [interval, setBillingInterval] = useState<BillingInterval>(billingSample.interval);
  const format = useFormat();
  const currentPlan = planById(CURRENT_PLAN_ID);
  const { paymentCard, invoices, usage } = billingSample;

  return (
    <article className="page">
      <header className="page-intro">
        <h1>{paths.billing.title}</h1>
        <p>Your plan, payment method, invoices and usage.</p>
      </header>

      <section className="split" aria-label="Current subscription">
        <div className="card">
          <h2>Current Plan</h2>
          <p className="price">{currentPlan.name}</p>
          <p>
            {billedAmount(planPrice(currentPlan, billingSample.interval))} per month. Next payment
            on {format.date(billingSample.nextBillingDate)}.
          </p>
        </div>
        <div className="card">
          <h2>Payment Method</h2>
          <p>
            {paymentCard.brand} ending in {paymentCard.last4}
          </p>
          <p className="muted">
            Expires {paymentCard.expiry} · {paymentCard.holder}
          </p>
        </div>
      </section>

      <section className="section" aria-labelledby="billing-plans">
        <h2 id="billing-plans">Plans</h2>
        <IntervalToggle
          interval={interval}
          onChange={setBillingInterval}
          savingPercent={bestSaving}
        />
        <div className="card-grid section">
          {plans.map((plan) => {
            const current = plan.id === CURRENT_PLAN_ID;
            return (
              <PlanCard
                key={plan.id}
                plan={plan}
                interval={interval}
                headingLevel="h3"
                badge={current ? 'Current Plan' : undefined}
                action={
                  <button
                    className={current ? 'button button--secondary' : 'button'}
                    type="button"
                    disabled={current}
                  >
                    {current ? 'Current Plan' : `Switch to ${plan.name}`}
                  </button>
                }
              />
            );
          })}
        </div>
      </section>

      <section className="section" aria-labelledby="billing-usage">
        <h2 id="billing-usage">Usage</h2>
        <div className="card-grid">
          {usage.map((item) => (
            <div className="card" key={item.label}>
              <h3>{item.label}</h3>
              <p className="price">{count.format(item.used)}</p>
              <p className="muted">
                {item.limit === null ? 'Unlimited on your plan' : `of ${count.format(item.limit)}`}
              </p>
              {item.limit !== null && (
                <div
                  className="meter"
                  role="meter"
                  aria-label={item.label}
                  aria-valuemin={0}
                  aria-valuemax={item.limit}
                  aria-valuenow={item.used}
                >
                  <span style={{ width: `${Math.min(100, (item.used / item.limit) * 100)}%` }} />
                </div>
              )}
            </div>
          ))}
        </div>
      </section>

      <section className="section" aria-labelledby="billing-invoices">
        <h2 id="billing-invoices">Invoices</h2>
        <div className="table-wrap" role="region" aria-label="Invoice history" tabIndex={0}>
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">Invoice</th>
                <th scope="col">Date</th>
                <th scope="col">Description</th>
                <th scope="col">Amount</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {invoices.map((invoice) => (
                <tr key={invoice.id}>
                  <td>{invoice.id}</td>
                  <td>{format.date(invoice.date)}</td>
                  <td>{invoice.description}</td>
                  <td>{billedAmount(invoice.amount)}</td>
                  <td>{invoice.status}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </article>
  );
}
