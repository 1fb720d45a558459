import { describe, expect, it } from 'vitest';
import type { Burn } from './burn.js';
import { runwayPage } from './page.js';

const burn = (netBurnCents: number, grossBurnCents = netBurnCents): Burn => ({
  netBurnCents,
  grossBurnCents,
  basis: { kind: 'months', months: ['2024-03', '2024-04', '2024-05'] },
});
const page = (balanceCents: number, netBurnCents: number) =>
  runwayPage({ balanceCents, burn: burn(netBurnCents), asOf: '2024-06-10' });

describe('runwayPage', () => {
  it('gives months to 1 decimal, whole weeks and the low-runway alert under 6', () => {
    const result = page(1_000_000, 190_000);
    expect(result.runwayMonths).toBe(5.3);
    // 5.26 months of 30.4375 days is 160 days: 22 whole weeks.
    expect(result.runwayWeeks).toBe(22);
    expect(result.zeroCashDate).toBe('2024-11-17');
    expect(result.warning).toEqual({ level: 'low', title: 'Low Cash Runway Alert' });
  });

  it('warns critically under 3 months and not at all from 6', () => {
    expect(page(290, 100).warning?.title).toBe('Critical Cash Runway Warning');
    expect(page(300, 100).warning?.title).toBe('Low Cash Runway Alert');
    expect(page(600, 100).warning).toBeNull();
  });

  it('applies net burn x1.2 to the pessimistic and x0.8 to the optimistic scenario', () => {
    expect(page(1_200_000, 100_000).scenarios).toEqual([
      { name: 'pessimistic', label: '20% higher burn', burnRate: 1200, runwayMonths: 10 },
      { name: 'current', label: 'Current burn', burnRate: 1000, runwayMonths: 12 },
      { name: 'optimistic', label: '20% lower burn', burnRate: 800, runwayMonths: 15 },
    ]);
  });

  it('has no runway figure, warning or scenario runway when net burn is not above 0', () => {
    const result = page(500, 0);
    expect(result.status).toBe('cash-flow-positive');
    expect(result.runwayMonths).toBeNull();
    expect(result.runwayWeeks).toBeNull();
    expect(result.zeroCashDate).toBeNull();
    expect(result.warning).toBeNull();
    expect(result.scenarios.map((s) => s.runwayMonths)).toEqual([null, null, null]);
  });

  it('is out of cash at or below a zero balance, whatever the burn', () => {
    const result = runwayPage({ balanceCents: -100, burn: burn(-500, 200), asOf: '2024-06-10' });
    expect(result.status).toBe('no-cash');
    expect(result.runwayMonths).toBe(0);
    expect(result.grossRunwayMonths).toBe(0);
    expect(result.health).toBe('red');
    expect(result.warning?.level).toBe('critical');
  });

  it('claims nothing without history', () => {
    const result = runwayPage({
      balanceCents: 100_000,
      burn: { netBurnCents: 0, grossBurnCents: 0, basis: { kind: 'none' } },
      asOf: '2024-06-10',
    });
    expect(result.status).toBe('no-history');
    expect(result.health).toBe('unknown');
    expect(result.healthLabel).toBe('Not Enough History');
    expect(result.runwayMonths).toBeNull();
  });
});
