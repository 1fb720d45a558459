import { describe, expect, it } from 'vitest';
import { closingBalance, offerBalance, resolveClosingBalance } from './closingBalance.js';

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
