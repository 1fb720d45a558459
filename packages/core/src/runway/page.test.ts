import { describe, expect, it } from 'vitest';
import { ledger } from '../testing/ledger.js';
import { runwayPage, runwayPageFor } from './page.js';

describe('runwayPage', () => {
  it('gives whole months, weeks as 4 x months, and the low-runway alert under 6', () => {
    const page = runwayPage({ balanceCents: 1_000_000, monthBurnCents: 190_000 });
    expect(page.runwayMonths).toBe(5);
    expect(page.runwayWeeks).toBe(20);
    expect(page.warning).toEqual({ level: 'low', title: 'Low Cash Runway Alert' });
  });

  it('warns critically under 3 months and not at all from 6', () => {
    expect(runwayPage({ balanceCents: 299, monthBurnCents: 100 }).warning?.title).toBe(
      'Critical Cash Runway Warning',
    );
    expect(runwayPage({ balanceCents: 300, monthBurnCents: 100 }).warning?.title).toBe(
      'Low Cash Runway Alert',
    );
    expect(runwayPage({ balanceCents: 600, monthBurnCents: 100 }).warning).toBeNull();
  });

  it('applies burn x1.2 to the pessimistic and x0.8 to the optimistic scenario, exactly', () => {
    const page = runwayPage({ balanceCents: 1_200_000, monthBurnCents: 100_000 });
    expect(page.scenarios).toEqual([
      { name: 'pessimistic', label: '20% higher burn', burnRate: 1200, runwayMonths: 10 },
      { name: 'current', label: 'Current burn', burnRate: 1000, runwayMonths: 12 },
      { name: 'optimistic', label: '20% lower burn', burnRate: 800, runwayMonths: 15 },
    ]);
  });

  it('shows an unlimited runway without burn', () => {
    const page = runwayPage({ balanceCents: 500, monthBurnCents: 0 });
    expect(page.runwayMonths).toBe(Infinity);
    expect(page.runwayWeeks).toBe(Infinity);
    expect(page.warning).toBeNull();
    expect(page.scenarios.map((s) => s.runwayMonths)).toEqual([Infinity, Infinity, Infinity]);
  });
});

describe('runwayPageFor', () => {
  it("uses this calendar month's outflow as the burn", () => {
    const transactions = ledger()
      .outflow('2024-06-30', 500)
      .outflow('2024-06-01', 1500, { balance: 10_000 })
      .outflow('2024-05-31', 99_999)
      .build();
    const page = runwayPageFor(transactions, { today: '2024-06-10' });
    expect(page.burnRate).toBe(2000);
    expect(page.balance).toBe(10_000);
    expect(page.runwayMonths).toBe(5);
  });
});
