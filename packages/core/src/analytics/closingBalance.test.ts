import { describe, expect, it } from 'vitest';
import {
  closingBalance,
  offerBalance,
  offerUnbalanced,
  resolveClosingBalance,
} from './closingBalance.js';

/** Offers [key, amount cents, balance] rows in the order given and resolves. */
function closingOf(rows: ReadonlyArray<[number, number, number]>): number | null {
  const tracker = closingBalance();
  for (const [key, cents, balance] of rows) offerBalance(tracker, key, cents, balance);
  return resolveClosingBalance(tracker);
}

describe('closing balance of the newest day', () => {
  it('is null without any balance', () => {
    expect(closingOf([])).toBeNull();
  });

  it('takes the newest day, whatever order the days come in', () => {
    expect(
      closingOf([
        [20240601, 100, 1000],
        [20240603, -50, 950],
        [20240602, 0, 1000],
      ]),
    ).toBe(95_000);
  });

  it("follows the running balance to the day's last row when the file was oldest first", () => {
    // Payroll took the balance from 12,000 to 7,000, then a card settlement brought it to 9,000.
    expect(
      closingOf([
        [20240630, -500_000, 7000],
        [20240630, 200_000, 9000],
      ]),
    ).toBe(900_000);
  });

  it('and when the file was newest first', () => {
    expect(
      closingOf([
        [20240630, 200_000, 9000],
        [20240630, -500_000, 7000],
      ]),
    ).toBe(900_000);
  });

  it('keeps the stored order when the chain does not settle it', () => {
    expect(
      closingOf([
        [20240609, 100, 900],
        [20240609, 100, 800],
      ]),
    ).toBe(90_000);
    // Two rows of nothing at the same balance each start from the other.
    expect(
      closingOf([
        [20240609, 0, 500],
        [20240609, 0, 500],
      ]),
    ).toBe(50_000);
  });
});

/** Offers [key, amount cents, balance or null] rows in the order given and resolves. */
function balanceOf(rows: ReadonlyArray<[number, number, number | null]>): number | null {
  const tracker = closingBalance();
  for (const [key, cents, balance] of rows) {
    if (balance === null) offerUnbalanced(tracker, key, cents);
    else offerBalance(tracker, key, cents, balance);
  }
  return resolveClosingBalance(tracker);
}

describe('the balance after the newest running balance', () => {
  it('adds every transaction dated after the statement, in any order', () => {
    expect(
      balanceOf([
        [20240705, 100_000_00, null],
        [20240630, -50_00, 1000],
        [20240702, -25_00, null],
        [20240629, 10_00, null],
      ]),
    ).toBe(100_000_00 + 1000_00 - 25_00);
  });

  it("adds a same-day transaction that carries no balance, but not the statement's own rows", () => {
    expect(
      balanceOf([
        [20240630, 500_00, null],
        [20240630, -50_00, 1000],
        [20240630, 20_00, 1020],
      ]),
    ).toBe(1020_00 + 500_00);
  });

  it('drops what was offered before a newer statement day arrived', () => {
    expect(
      balanceOf([
        [20240601, 7_00, null],
        [20240602, 3_00, null],
        [20240603, 0, 100],
        [20240604, 1_00, null],
      ]),
    ).toBe(101_00);
  });

  it('is null when nothing carries a balance', () => {
    expect(balanceOf([[20240601, 7_00, null]])).toBeNull();
  });
});
