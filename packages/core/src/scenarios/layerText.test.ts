import { describe, expect, it } from 'vitest';
import { layerSummary } from './layerText.js';

const money = (amount: number) => `$${amount.toLocaleString('en-US')}`;
const common = { id: 'l', name: 'Layer', accountId: 'main', start: '2026-03-01' };

describe('layerSummary', () => {
  it('says what each layer does, with the figures it adds up', () => {
    expect(
      layerSummary(
        {
          ...common,
          type: 'hire',
          monthlySalary: 9_000,
          employerCostPercent: 13.8,
          headcount: 2,
        },
        money,
      ),
    ).toBe('Hire 2 at $9,000 a month + 13.8% employer costs ($20,484 a month) from 1 Mar 2026');
    expect(
      layerSummary(
        { ...common, type: 'loan', principal: 200_000, annualRatePercent: 7.5, termMonths: 36 },
        money,
      ),
    ).toBe('Borrow $200,000 on 1 Mar 2026 at 7.5% over 36 months');
    expect(
      layerSummary(
        {
          ...common,
          type: 'delay',
          end: '2026-06-30',
          target: { by: 'series', key: 'in|acme' },
          days: 30,
        },
        money,
        () => 'ACME Ltd',
      ),
    ).toBe('ACME Ltd arrives 30 days later from 1 Mar 2026 to 30 Jun 2026');
    expect(
      layerSummary(
        {
          ...common,
          type: 'scaleSeries',
          target: { by: 'category', category: 'Sales' },
          percent: 5,
        },
        money,
      ),
    ).toBe('Raise every Sales series by 5% from 1 Mar 2026');
  });
});
