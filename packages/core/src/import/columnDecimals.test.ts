import { describe, expect, it } from 'vitest';
import {
  decideColumnDecimals,
  emptyEvidence,
  isEvidenceSettled,
  noteDecimalCell,
} from './columnDecimals.js';
import type { MoneyColumn } from './columnDecimals.js';
import type { DecimalSeparator } from './types.js';

function decide(
  cells: Partial<Record<MoneyColumn, string[]>>,
  fallback: DecimalSeparator = ',',
): Record<MoneyColumn, DecimalSeparator> {
  const evidence = emptyEvidence();
  for (const [column, values] of Object.entries(cells) as [MoneyColumn, string[]][]) {
    for (const value of values) noteDecimalCell(evidence[column], value);
  }
  return decideColumnDecimals(evidence, fallback);
}

describe('decideColumnDecimals', () => {
  it('reads a column that shows three decimals in every cell as decimal points', () => {
    expect(decide({ amount: ['JOD 4.750', '93.210', '12.125'] }).amount).toBe('.');
  });

  it('takes a lone 0 before three digits as a decimal point on its own', () => {
    expect(decide({ amount: ['0.000', '120'] }).amount).toBe('.');
    expect(decide({ amount: ['0,500', '120'] }, '.').amount).toBe(',');
  });

  it('keeps grouped thousands where some amounts of the column have no separator', () => {
    expect(decide({ amount: ['1.500', '500', '2.300'] }).amount).toBe(',');
  });

  it('keeps grouped thousands where the other columns of the file write decimal commas', () => {
    const decided = decide({ amount: ['1.500', '2.300'], balance: ['10.234,56', '7.934,56'] });
    expect(decided).toMatchObject({ amount: ',', balance: ',' });
  });

  it('decides each column by its own cells before the file', () => {
    const decided = decide(
      { amount: ['4.750', '0.000', '93.210'], balance: ['1.234,56', '1.230,00'] },
      '.',
    );
    expect(decided).toMatchObject({ amount: '.', balance: ',' });
  });

  it('does not count the dots of a currency mark as separators', () => {
    const decided = decide({ amount: ['-د.ا.\u200f46.350', '-د.ا.\u200f25.000', 'Rs. 12.500'] });
    expect(decided.amount).toBe('.');
  });

  it('falls back on the delimiter when no cell says anything', () => {
    expect(decide({ amount: ['12', '1.234'] }).amount).toBe(',');
    expect(decide({ amount: ['12', '1,234'] }, '.').amount).toBe('.');
  });
});

describe('isEvidenceSettled', () => {
  it('stops reading a column for votes after 200 agreeing ones, or 1,000 whole numbers', () => {
    const evidence = emptyEvidence();
    for (let i = 0; i < 200; i++) noteDecimalCell(evidence.amount, `${i}.50`);
    for (let i = 0; i < 999; i++) noteDecimalCell(evidence.balance, `${i}`);
    expect(isEvidenceSettled(evidence)).toBe(false);
    noteDecimalCell(evidence.balance, '1000');
    expect(isEvidenceSettled(evidence)).toBe(true);
  });
});
