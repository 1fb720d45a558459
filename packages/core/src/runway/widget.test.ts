import { describe, expect, it } from 'vitest';
import { ledger } from '../testing/ledger.js';
import { runwayWidget, runwayWidgetFor } from './widget.js';

const widget = (balanceCents: number, outflowCentsSinceCutoff: number) =>
  runwayWidget({ balanceCents, outflowCentsSinceCutoff, cutoff: '2024-01-15' });

describe('runwayWidget', () => {
  it('burn is the outflow since the cutoff / 6 and runway is balance / burn, 1 decimal', () => {
    const result = widget(1_000_000, 3_600_000);
    expect(result.burnRate).toBe(6000);
    expect(result.runwayMonths).toBe(1.7);
    expect(result.balance).toBe(10_000);
  });

  it.each([
    [12, 'green', 'Healthy Cash Position'],
    [11.9, 'yellow', 'Monitor Cash Flow'],
    [6, 'yellow', 'Monitor Cash Flow'],
    [5.9, 'red', 'Critical Cash Position'],
  ])('a runway of %f months is %s (%s)', (months, health, label) => {
    const result = widget(Math.round(months * 100_000), 100_000 * 6);
    expect(result.runwayMonths).toBe(months);
    expect(result.health).toBe(health);
    expect(result.healthLabel).toBe(label);
  });

  it('keeps the chart at 24 months or more', () => {
    expect(widget(300_000, 600_000).chartMaxMonths).toBe(24);
    expect(widget(3_050_000, 600_000).chartMaxMonths).toBe(31);
    expect(widget(3_050_000, 0).chartMaxMonths).toBe(24);
  });

  it('takes the projection and advice from an AI runway analysis when there is one', () => {
    const ai = {
      currentRunway: 3,
      projectedRunway: 4.5,
      burnRate: 1000,
      recommendations: ['Renegotiate the lease'],
    };
    const result = runwayWidget(
      { balanceCents: 300_000, outflowCentsSinceCutoff: 600_000, cutoff: '2024-01-15' },
      ai,
    );
    expect(result.projectedRunwayMonths).toBe(4.5);
    expect(result.recommendations).toEqual(['Renegotiate the lease']);
    expect(widget(300_000, 600_000).projectedRunwayMonths).toBeNull();
  });
});

describe('runwayWidgetFor', () => {
  it('counts outflows after the cutoff (today minus 6 months) up to today', () => {
    const transactions = ledger()
      .outflow('2024-07-01', 9999)
      .outflow('2024-06-15', 600, { balance: 7200 })
      .outflow('2023-12-16', 600)
      .outflow('2023-12-15', 9999)
      .build();
    const result = runwayWidgetFor(transactions, { today: '2024-06-15' });
    expect(result.cutoff).toBe('2023-12-15');
    expect(result.burnRate).toBe(200);
    expect(result.runwayMonths).toBe(36);
  });

  it('counts a monthly rent six times in six months, also on the day it falls due', () => {
    const rents = ledger();
    for (const month of ['01', '02', '03', '04', '05', '06', '07']) {
      rents.outflow(`2024-${month}-01`, 1000, { category: 'Rent' });
    }
    const transactions = rents.inflow('2024-07-01', 12_000, { balance: 12_000 }).build();
    const result = runwayWidgetFor(transactions, { today: '2024-07-01' });
    expect(result.burnRate).toBe(1000);
    expect(result.runwayMonths).toBe(12);
    expect(result.health).toBe('green');
  });
});
