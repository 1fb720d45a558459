import { describe, expect, it } from 'vitest';
import { checkBalanceContinuity, continuityBreakText } from './continuity.js';

describe('checkBalanceContinuity', () => {
  it('finds where the balance jumps in an oldest-first statement and says so', () => {
    const rows = [
      { row: 56, amount: -100, balance: 900 },
      { row: 57, amount: 50, balance: 950 },
      { row: 58, amount: -10, balance: 2180 },
      { row: 59, amount: -80, balance: 2100 },
    ];
    const check = checkBalanceContinuity(rows);
    expect(check?.steps).toBe(3);
    expect(check?.newestFirst).toBe(false);
    expect(check?.breaks).toEqual([{ fromRow: 57, toRow: 58, jumpCents: 124_000 }]);
    expect(continuityBreakText(check?.breaks[0] as never)).toBe(
      'Balance jumps by $1,240.00 between row 57 and row 58',
    );
  });

  it('reads a newest-first statement and a duplicated row as a break', () => {
    const rows = [
      { row: 2, amount: -20, balance: 480 },
      { row: 3, amount: -20, balance: 500 },
      { row: 4, amount: -20, balance: 500 },
      { row: 5, amount: 100, balance: 520 },
      { row: 6, amount: 0.5, balance: 420 },
    ];
    const check = checkBalanceContinuity(rows);
    expect(check?.newestFirst).toBe(true);
    expect(check?.breaks).toEqual([{ fromRow: 3, toRow: 4, jumpCents: 2000 }]);
  });

  it('reads a card statement whose balance counts what is owed', () => {
    const rows = [
      { row: 2, amount: -100, balance: 600 },
      { row: 3, amount: -50, balance: 650 },
      { row: 4, amount: 500, balance: 150 },
    ];
    const check = checkBalanceContinuity(rows);
    expect(check?.owedPositive).toBe(true);
    expect(check?.breaks).toEqual([]);
  });

  it('checks only consecutive rows that both carry a balance', () => {
    expect(
      checkBalanceContinuity([
        { row: 2, amount: 1 },
        { row: 3, amount: 1, balance: 5 },
      ]),
    ).toBeNull();
    const check = checkBalanceContinuity([
      { row: 2, amount: 1, balance: 1 },
      { row: 3, amount: 1 },
      { row: 4, amount: 1, balance: 3 },
      { row: 5, amount: 1, balance: 4 },
    ]);
    expect(check).toMatchObject({ steps: 1, breaks: [] });
  });
});
