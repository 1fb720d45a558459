import { describe, expect, it } from 'vitest';
import { annualSavingPercent, planById, planPrice, plans, TRIAL_DAYS } from './plans.js';

describe('plan catalogue', () => {
  it('holds the three plans of app.md section 9 at their monthly and annual prices', () => {
    expect(plans.map((p) => [p.name, planPrice(p, 'monthly'), planPrice(p, 'annual')])).toEqual([
      ['Starter', 29, 290],
      ['Professional', 79, 790],
      ['Enterprise', 199, 1990],
    ]);
  });

  it('marks only Professional as most popular', () => {
    expect(plans.filter((p) => p.mostPopular).map((p) => p.id)).toEqual(['professional']);
  });

  it('gives every plan the 17% annual saving the toggle advertises', () => {
    expect(plans.map(annualSavingPercent)).toEqual([17, 17, 17]);
  });

  it('states the limits: Starter 1,000 transactions and 3 reports, Professional 5 users', () => {
    expect(planById('starter')).toMatchObject({ transactionLimit: 1000, customReportLimit: 3 });
    expect(planById('professional')).toMatchObject({ transactionLimit: null, userLimit: 5 });
    expect(planById('enterprise')).toMatchObject({ userLimit: null });
  });

  it('offers a 14-day trial', () => {
    expect(TRIAL_DAYS).toBe(14);
  });
});
