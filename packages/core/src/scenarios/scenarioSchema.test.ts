import { describe, expect, it } from 'vitest';
import { scenariosSchema, scenarioSchema } from './scenarioSchema.js';

const hire = {
  id: 'l1',
  type: 'hire',
  name: 'Two engineers',
  start: '2026-03-01',
  accountId: 'main',
  monthlySalary: 9_000,
  employerCostPercent: 13.8,
  headcount: 2,
};
const scenario = { id: 's1', name: 'Hire and borrow', layers: [hire] };

describe('scenario schemas', () => {
  it('accept a scenario of valid layers', () => {
    expect(scenariosSchema.parse([scenario])).toEqual([scenario]);
  });

  it('refuse a layer that ends before it starts', () => {
    const result = scenarioSchema.safeParse({
      ...scenario,
      layers: [{ ...hire, end: '2026-02-01' }],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('The end cannot be before the start');
  });

  it('refuse unknown layer types, zero one-offs, odd loans and unnamed layers', () => {
    const layer = (extra: object) =>
      scenarioSchema.safeParse({ ...scenario, layers: [{ ...hire, ...extra }] }).success;
    expect(layer({ type: 'windfall' })).toBe(false);
    expect(layer({ type: 'oneOff', amount: 0 })).toBe(false);
    expect(layer({ type: 'oneOff', amount: -40_000 })).toBe(true);
    expect(layer({ type: 'loan', principal: 200_000, annualRatePercent: 7, termMonths: 0 })).toBe(
      false,
    );
    expect(layer({ name: '   ' })).toBe(false);
    expect(layer({ headcount: 1.5 })).toBe(false);
    expect(layer({ accountId: '' })).toBe(false);
    expect(layer({ type: 'delay', target: { by: 'series', key: 'in|acme' }, days: 10 })).toBe(true);
  });

  it('refuse repeated ids of scenarios and of layers', () => {
    expect(scenariosSchema.safeParse([scenario, scenario]).success).toBe(false);
    expect(scenarioSchema.safeParse({ ...scenario, layers: [hire, hire] }).success).toBe(false);
  });
});
