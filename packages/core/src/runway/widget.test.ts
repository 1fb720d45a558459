import { describe, expect, it } from 'vitest';
import { runwayOf } from './runway.js';
import { runwayWidget } from './widget.js';

const runway = (balanceCents: number, netBurnCents: number) =>
  runwayOf(
    balanceCents,
    { netBurnCents, grossBurnCents: netBurnCents, basis: { kind: 'months', months: ['2024-05'] } },
    '2024-06-10',
  );

describe('runwayWidget', () => {
  it.each([
    [12, 'green', 'Healthy Cash Position'],
    [11.9, 'yellow', 'Monitor Cash Flow'],
    [6, 'yellow', 'Monitor Cash Flow'],
    [5.9, 'red', 'Critical Cash Position'],
  ])('a runway of %f months is %s (%s)', (months, health, label) => {
    const result = runwayWidget(runway(Math.round(months * 100_000), 100_000));
    expect(result.runwayMonths).toBe(months);
    expect(result.health).toBe(health);
    expect(result.healthLabel).toBe(label);
  });

  it('takes the projection and advice from an AI runway analysis when there is one', () => {
    const ai = {
      currentRunway: 3,
      projectedRunway: 4.5,
      burnRate: 1000,
      recommendations: ['Renegotiate the lease'],
    };
    const result = runwayWidget(runway(300_000, 100_000), ai);
    expect(result.projectedRunwayMonths).toBe(4.5);
    expect(result.recommendations).toEqual(['Renegotiate the lease']);
    expect(runwayWidget(runway(300_000, 100_000)).projectedRunwayMonths).toBeNull();
  });

  it('asks for history instead of advising on a burn it cannot measure', () => {
    const result = runwayWidget(
      runwayOf(100, { netBurnCents: 0, grossBurnCents: 0, basis: { kind: 'none' } }, '2024-06-10'),
    );
    expect(result.recommendations).toEqual([
      'Import or add at least one complete month of transactions to measure burn',
    ]);
  });
});
