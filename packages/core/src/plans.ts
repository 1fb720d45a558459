/**
 * The one plan catalogue (decisions.md: pricing and billing show the same plans). Prices are whole
 * US dollars; the annual price is what a year costs when paid at once.
 */
export type PlanId = 'starter' | 'professional' | 'enterprise';
export type BillingInterval = 'monthly' | 'annual';

export type Plan = {
  id: PlanId;
  name: string;
  tagline: string;
  monthlyPrice: number;
  annualPrice: number;
  /** Transactions per month; null means unlimited. */
  transactionLimit: number | null;
  /** Team members; null means unlimited. */
  userLimit: number | null;
  /** Custom reports; null means unlimited. */
  customReportLimit: number | null;
  features: readonly string[];
  mostPopular: boolean;
};

export const TRIAL_DAYS = 14;

export const plans: readonly Plan[] = [
  {
    id: 'starter',
    name: 'Starter',
    tagline: 'For small businesses getting their cash flow in order.',
    monthlyPrice: 29,
    annualPrice: 290,
    transactionLimit: 1000,
    userLimit: 1,
    customReportLimit: 3,
    features: [
      'Up to 1,000 transactions per month',
      '3 custom reports',
      'Dashboard and cash-flow analytics',
      'CSV import and export',
      'Email support',
    ],
    mostPopular: false,
  },
  {
    id: 'professional',
    name: 'Professional',
    tagline: 'For growing teams that forecast and plan together.',
    monthlyPrice: 79,
    annualPrice: 790,
    transactionLimit: null,
    userLimit: 5,
    customReportLimit: null,
    features: [
      'Unlimited transactions',
      'Team of up to 5 users',
      'Unlimited custom reports',
      '13-week forecast and runway analysis',
      'AI-assisted import and insights',
      'Priority email and chat support',
    ],
    mostPopular: true,
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    tagline: 'For organisations with many teams and their own systems.',
    monthlyPrice: 199,
    annualPrice: 1990,
    transactionLimit: null,
    userLimit: null,
    customReportLimit: null,
    features: [
      'Unlimited transactions',
      'Unlimited team members',
      'API access',
      'White-label reports',
      'Dedicated account manager',
      '24/7 phone support',
    ],
    mostPopular: false,
  },
];

export function planById(id: PlanId): Plan {
  const plan = plans.find((p) => p.id === id);
  if (!plan) throw new RangeError(`Unknown plan: ${id}`);
  return plan;
}

export function planPrice(plan: Plan, interval: BillingInterval): number {
  return interval === 'monthly' ? plan.monthlyPrice : plan.annualPrice;
}

/** What paying yearly saves against twelve monthly payments, in whole percent. */
export function annualSavingPercent(plan: Plan): number {
  const twelveMonths = plan.monthlyPrice * 12;
  if (twelveMonths === 0) return 0;
  return Math.round(((twelveMonths - plan.annualPrice) / twelveMonths) * 100);
}
