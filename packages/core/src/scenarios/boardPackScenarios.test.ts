import { describe, expect, it } from 'vitest';
import { AS_OF, CUSTOMER, testBase } from '../testing/scenarioBase.js';
import { boardPackScenarios } from './boardPackScenarios.js';
import type { Scenario } from './scenarioSchema.js';

const money = (amount: number) => `$${amount.toFixed(2)}`;

describe('boardPackScenarios', () => {
  it("gives each kept scenario's layers in words, its week-13 and its lowest balance", () => {
    const scenarios: Scenario[] = [
      {
        id: 'machine',
        name: 'Buy the machine',
        layers: [
          {
            id: 'm',
            name: 'Machine',
            accountId: 'main',
            type: 'oneOff',
            start: '2026-01-29',
            amount: -40_000,
          },
        ],
      },
      {
        id: 'lose',
        name: 'Lose ACME',
        layers: [
          {
            id: 'l',
            name: 'ACME leaves',
            accountId: 'main',
            type: 'removeSeries',
            start: AS_OF,
            target: { by: 'series', key: CUSTOMER.key },
          },
        ],
      },
    ];
    const [machine, lose] = boardPackScenarios(testBase(), scenarios, money);
    // Base: 50,000 + 2,000 a week, 76,000 at week 13. The machine is paid in week 4 (26-31 Jan):
    // week 4 ends at 58,000 - 40,000 = 18,000, the lowest, and week 13 at 36,000.
    expect(machine).toEqual({
      name: 'Buy the machine',
      description: 'Pay $40000.00 on 29 Jan 2026',
      endBalance: 36_000,
      lowestBalance: 18_000,
    });
    // Three $3,000 receipts (20 Jan, 20 Feb, 20 Mar) gone: 76,000 - 9,000 at week 13; the
    // lowest is still week 1's 52,000.
    expect(lose).toMatchObject({ endBalance: 67_000, lowestBalance: 52_000 });
    expect(lose?.description).toContain('ACME Ltd');
  });
});
