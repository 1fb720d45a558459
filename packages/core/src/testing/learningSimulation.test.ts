import { describe, expect, it } from 'vitest';
import { labelledLedger } from './labelledLedger.js';
import { simulateLearning } from './learningSimulation.js';

describe('learning rules from corrections (issue: 90% after correcting the first 10%)', () => {
  const ledger = labelledLedger({ seed: 7 });
  const result = simulateLearning(ledger);

  it('generates a few thousand labelled transactions in date order', () => {
    expect(ledger.length).toBeGreaterThan(3000);
    expect(ledger.length).toBeLessThan(6000);
    const dates = ledger.map((l) => l.transaction.date);
    expect([...dates].sort()).toEqual(dates);
  });

  it('is the same ledger for the same seed', () => {
    expect(labelledLedger({ seed: 7, months: 2 })).toEqual(labelledLedger({ seed: 7, months: 2 }));
  });

  it('gets at least 90% right on the rest once the first 10% are corrected', () => {
    expect(result.learnedRest).toBeGreaterThanOrEqual(0.9);
    expect(result.learnedRest).toBeGreaterThan(result.heuristicsRest);
    expect(result.corrections).toBeLessThan(result.walked);
  });
});
