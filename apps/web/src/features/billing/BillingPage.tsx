import { annualSavingPercent, planById, plans } from '@cashline/core';
import type { BillingInterval } from '@cashline/core';
import { useMemo, useState } from 'react';
import { IntervalToggle } from '../../components/plans/IntervalToggle';
import { PlanCard } from '../../components/plans/PlanCard';
import { Notice } from '../../components/ui/Notice';
import { paths } from '../../config/paths';
import { useLedgerRows } from '../../lib/transactions/useLedger';
import { useToday } from '../../lib/useToday';

const count = new Intl.NumberFormat('en-US');
const STARTER_LIMIT = planById('starter').transactionLimit ?? 0;
const bestSaving = Math.max(...plans.map(annualSavingPercent));

export const BILLING_NOT_SET_UP =
  'Billing is not set up on this installation: there is no subscription, payment method or invoice to show, and nothing is charged.';

/**
 * Billing (decisions.md, Pages and plans): the plan catalogue and the user's own usage, computed
 * from their data. No invented plan, card, invoice or team is shown as theirs.
 */
export function BillingPage() {
  const [interval, setBillingInterval] = useState<BillingInterval>('monthly');
  const { transactions, status } = useLedgerRows();
  const thisMonth = useToday().slice(0, 7);
  const addedThisMonth = useMemo(
    () => transactions.reduce((n, t) => (t.date.startsWith(thisMonth) ? n + 1 : n), 0),
    [transactions, thisMonth],
  );

  return (
    <article className="page">
      <header className="page-intro">
        <h1>{paths.billing.title}</h1>
        <p>The plans Cashline offers and how much of it you use.</p>
      </header>

      <Notice tone="info">{BILLING_NOT_SET_UP}</Notice>

      <section className="section" aria-labelledby="billing-usage">
        <h2 id="billing-usage">Your usage</h2>
        {status === 'loading' ? (
          <p className="muted">Counting your transactions…</p>
        ) : (
          <div className="card-grid">
            <div className="card">
              <h3>Transactions stored</h3>
              <p className="price">{count.format(transactions.length)}</p>
              <p className="muted">In this browser</p>
            </div>
            <div className="card">
              <h3>Dated this month</h3>
              <p className="price">{count.format(addedThisMonth)}</p>
              <p className="muted">
                The Starter plan covers up to {count.format(STARTER_LIMIT)} a month
              </p>
            </div>
          </div>
        )}
      </section>

      <section className="section" aria-labelledby="billing-plans">
        <h2 id="billing-plans">Plans</h2>
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
              headingLevel="h3"
              action={
                <button className="button button--secondary" type="button" disabled>
                  Not available on this installation
                </button>
              }
            />
          ))}
        </div>
      </section>
    </article>
  );
}
