import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { statementFixtures } from '../../testing/statementFixtures.js';
import { detectCardSignConvention, guessStatementKind } from '../cardFile.js';
import { FORMAT_NAMES } from './statementSummary.js';

const { fixtureSummary } = statementFixtures(
  (name) =>
    new Uint8Array(
      fs.readFileSync(new URL(`../../../test/fixtures/statements/${name}`, import.meta.url)),
    ),
);

// An Amex QFX (OFX 1.02) and a card QIF that write charges as positive numbers.
const CHARGES_POSITIVE = ['ofx-amex-card-charges-positive.qfx', 'qif-ccard-charges-positive.qif'];

describe('card statements (OFX/QFX, QIF) that write charges as positive numbers', () => {
  it.each(CHARGES_POSITIVE)('%s: the convention is read from the payment to the card', (name) => {
    const summary = fixtureSummary(name);
    expect(detectCardSignConvention(summary.transactions)).toMatchObject({
      convention: 'charges positive',
      evidence: 'payments',
    });
    const account = summary.statement!.accounts[summary.statement!.account]!;
    expect(guessStatementKind(FORMAT_NAMES[summary.format as 'ofx' | 'qif'], account.kind)).toEqual(
      {
        kind: 'credit card',
        reason: `The ${FORMAT_NAMES[summary.format as 'ofx' | 'qif']} file says it is a credit card statement.`,
      },
    );
  });

  it.each(CHARGES_POSITIVE)('%s: flipped, charges are money out and payments money in', (name) => {
    const summary = fixtureSummary(name, { flipSigns: true });
    expect(summary.signsFlipped).toBe(true);
    expect(summary.transactions.map((t) => [t.amount, t.type])).toEqual([
      [-72, 'outflow'],
      [-1186.4, 'outflow'],
      [4210.18, 'inflow'],
      [-388.15, 'outflow'],
      [58.2, 'inflow'],
    ]);
    // Charges are not sales, nor a payment an expense, once the signs are right.
    expect(summary.transactions[2]?.category).not.toBe('Sales');
    expect(summary.transactions[3]?.category).not.toBe('Sales');
  });

  it("turns the Amex statement's balance owed into a debt, and matches stored rows as flipped", () => {
    const flipped = fixtureSummary(CHARGES_POSITIVE[0]!, { flipSigns: true });
    expect(flipped.transactions.at(-1)?.balance).toBe(-2911.67);
    // A QIF carries no bank ids: its rows match on date, amount and description.
    const stored = fixtureSummary(CHARGES_POSITIVE[1]!, { flipSigns: true });
    const existing = stored.transactions.map((t, i) => ({
      ...t,
      id: `stored-${i}`,
    }));
    const again = fixtureSummary(CHARGES_POSITIVE[1]!, { flipSigns: true, existing });
    expect(again.transactions).toEqual([]);
    expect(again.duplicates).toHaveLength(5);
    expect(fixtureSummary(CHARGES_POSITIVE[1]!, { existing }).transactions).toHaveLength(5);
  });

  it('reads a card statement writing charges as negative numbers as it is', () => {
    const summary = fixtureSummary('ofx2-xml-creditcard.qfx');
    expect(detectCardSignConvention(summary.transactions)?.convention).toBe('charges negative');
    expect(summary.signsFlipped).toBeUndefined();
  });

  it('takes no checking statement for a card', () => {
    expect(guessStatementKind('OFX', 'checking')).toBeNull();
  });
});
