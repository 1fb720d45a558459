import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeBytes } from './decodeBytes.js';
import {
  detectCardSignConvention,
  detectCardSignConventionPacked,
  flipSigns,
  guessAccountKind,
} from './cardFile.js';
import { importCsv } from './importCsv.js';
import { packedDescriptions, packTransactions } from './packedTransactions.js';
import type { ImportSummary } from './types.js';

function importFixture(name: string): ImportSummary {
  const bytes = fs.readFileSync(new URL(`../../test/fixtures/${name}`, import.meta.url));
  const result = importCsv(decodeBytes(bytes).text, { fileName: name, today: '2026-06-30' });
  if (!result.ok) throw new Error(`${name}: ${result.error.message}`);
  return result.value;
}

const descriptions = (summary: ImportSummary): string[] =>
  summary.transactions.map((t) => t.description);

describe('a Chase card export (Transaction Date, Post Date, Type = Sale/Payment)', () => {
  const summary = importFixture('us-chase-card.csv');

  it('is guessed to be a credit card from its two date columns', () => {
    expect(guessAccountKind(summary.headers, descriptions(summary))).toEqual({
      kind: 'credit card',
      reason: 'It has both a Transaction Date and a Post Date column, as card exports do.',
    });
  });

  it('writes charges as negative amounts, read from its payment', () => {
    expect(detectCardSignConvention(summary.transactions)).toMatchObject({
      convention: 'charges negative',
      evidence: 'payments',
    });
  });
});

describe('an American Express export (charges positive, payments negative)', () => {
  const summary = importFixture('us-amex-card.csv');

  it('is guessed to be a credit card from its Card Member column', () => {
    expect(guessAccountKind(summary.headers, descriptions(summary))).toEqual({
      kind: 'credit card',
      reason: 'It has a "Card Member" column, as card exports do.',
    });
  });

  it('writes charges as positive amounts, and says so', () => {
    const reading = detectCardSignConvention(summary.transactions);
    expect(reading).toEqual({
      convention: 'charges positive',
      evidence: 'payments',
      message:
        'The file was read as writing charges as positive amounts and payments as negative (from the sign of its payments to the card).',
    });
  });

  it('turns charges into money out and the payment into money in once flipped', () => {
    const flipped = flipSigns(summary.transactions);
    const payment = flipped.find((t) => t.description.startsWith('AUTOPAY'));
    const flight = flipped.find((t) => t.description.startsWith('DELTA'));
    expect(payment).toMatchObject({ amount: 4210.18, type: 'inflow' });
    expect(flight).toMatchObject({ amount: -612.4, type: 'outflow' });
    const refund = flipped.filter((t) => t.description.startsWith('AMAZON'));
    expect(refund.map((t) => t.type)).toEqual(['outflow', 'inflow']);
  });
});

describe('guessing the account kind', () => {
  it('offers no guess for a checking export', () => {
    const summary = importFixture('us-chase-checking.csv');
    expect(guessAccountKind(summary.headers, descriptions(summary))).toBeNull();
  });

  it('takes a card issuer payment line for a card when the columns say nothing', () => {
    expect(
      guessAccountKind(
        ['Date', 'Description', 'Amount'],
        ['SHELL', 'PAYMENT RECEIVED - THANK YOU'],
      ),
    ).toMatchObject({ kind: 'credit card' });
  });
});

describe('reading a card file without payments', () => {
  it('takes the sign most rows carry as the sign of charges', () => {
    const rows = [
      { amount: 12.5, description: 'COFFEE' },
      { amount: 80, description: 'FUEL' },
      { amount: -12.5, description: 'COFFEE REFUND' },
    ];
    expect(detectCardSignConvention(rows)).toMatchObject({
      convention: 'charges positive',
      evidence: 'majority',
    });
  });

  it('has nothing to say about a file of zero amounts', () => {
    expect(detectCardSignConvention([{ amount: 0, description: 'FEE WAIVED' }])).toBeNull();
  });
});

describe('reading a card file with its signs flipped (issue 34, item 3)', () => {
  it('reads Amex charges as money out and its payment as money in, before duplicates are matched', () => {
    const text = fs.readFileSync(
      new URL('../../test/fixtures/us-amex-card.csv', import.meta.url),
      'utf8',
    );
    const stored = {
      id: 'stored-1',
      date: '2026-06-07',
      amount: -72,
      description: 'GOOGLE *GSUITE_MERIDIAN CC@GOOGLE.COM',
    };
    const result = importCsv(text, {
      fileName: 'amex.csv',
      today: '2026-06-30',
      flipSigns: true,
      existing: [stored],
    });
    if (!result.ok) throw new Error(result.error.message);
    const { transactions, duplicates, signsFlipped } = result.value;
    expect(signsFlipped).toBe(true);
    expect(duplicates.map((d) => d.existingId)).toEqual(['stored-1']);
    expect(transactions.map((t) => [t.amount, t.type])).toEqual([
      [4210.18, 'inflow'],
      [-23.17, 'outflow'],
      [-64.99, 'outflow'],
      [64.99, 'inflow'],
      [-8.75, 'outflow'],
      [-612.4, 'outflow'],
    ]);
    expect(detectCardSignConvention(transactions)?.convention).toBe('charges negative');
  });
});

describe('a card file read into columns', () => {
  const summary = importFixture('us-amex-card.csv');
  const [head, tail] = [summary.transactions.slice(0, 3), summary.transactions.slice(3)];
  const lists = [packTransactions(head), packTransactions(tail)];

  it('reads the same convention as its rows as objects, either way round', () => {
    const rows = [...head, ...tail];
    expect(detectCardSignConventionPacked(lists, false)).toEqual(detectCardSignConvention(rows));
    expect(detectCardSignConventionPacked(lists, true)).toEqual(
      detectCardSignConvention(flipSigns(rows)),
    );
    expect(detectCardSignConventionPacked(lists, true)?.convention).toBe('charges negative');
  });

  it('is guessed a card from descriptions read one at a time', () => {
    const packed = packTransactions([
      { ...head[0]!, description: 'SHELL' },
      { ...head[0]!, description: 'PAYMENT RECEIVED - THANK YOU' },
    ]);
    expect(guessAccountKind(['Date', 'Description', 'Amount'], packedDescriptions(packed))).toEqual(
      guessAccountKind(
        ['Date', 'Description', 'Amount'],
        ['SHELL', 'PAYMENT RECEIVED - THANK YOU'],
      ),
    );
  });
});
