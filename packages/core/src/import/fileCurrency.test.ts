import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { statementFixtures } from '../testing/statementFixtures.js';
import { decodeBytes } from './decodeBytes.js';
import { importStatement } from './formats/importStatement.js';
import { importCsv } from './importCsv.js';
import type { ImportSummary } from './types.js';

const { fixtureSummary } = statementFixtures((name) =>
  fs.readFileSync(new URL(`../../test/fixtures/statements/${name}`, import.meta.url)),
);

function csvFixture(name: string): ImportSummary {
  const bytes = fs.readFileSync(new URL(`../../test/fixtures/${name}`, import.meta.url));
  const result = importCsv(decodeBytes(bytes).text, { fileName: name, today: '2024-06-30' });
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

function csv(text: string): ImportSummary {
  const result = importCsv(text, { fileName: 'rows.csv', today: '2024-06-30' });
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

describe("the currency a file states for the account's amounts", () => {
  it("is a statement's own field: camt.053 Ccy, OFX CURDEF, MT940's opening balance", () => {
    expect(fixtureSummary('camt053-v02-batch-reversal.xml').currency).toEqual({
      code: 'EUR',
      source: 'statement',
    });
    expect(fixtureSummary('camt053-v08-two-accounts-latin1.xml').currency?.code).toBe('CHF');
    expect(fixtureSummary('ofx-saved-as.txt').currency).toEqual({
      code: 'CAD',
      source: 'statement',
    });
    expect(fixtureSummary('ofx2-xml-creditcard.qfx').currency?.code).toBe('USD');
    expect(fixtureSummary('mt940-sparkasse-latin1.sta').currency).toEqual({
      code: 'EUR',
      source: 'statement',
    });
  });

  it('is not said by a QIF file, which has no currency', () => {
    expect(fixtureSummary('qif-bank-quicken.qif').currency).toBeUndefined();
  });

  it("is a CSV column's code, whatever the bank calls the column", () => {
    expect(csvFixture('uk-revolut-states.csv').currency).toEqual({
      code: 'GBP',
      source: 'column',
      column: 'Currency',
    });
    expect(csvFixture('de-vwz-columns.csv').currency).toEqual({
      code: 'EUR',
      source: 'column',
      column: 'Währung',
    });
    // UBS writes "Ccy."; its "settlement currency" rate column is not the account's currency.
    expect(csvFixture('ch-ubs-description-columns.csv').currency).toEqual({
      code: 'CHF',
      source: 'column',
      column: 'Ccy.',
    });
    expect(csvFixture('app-initial-date-balance.csv').currency?.code).toBe('USD');
  });

  it('is not set from a column naming several currencies, and a notice says which', () => {
    const summary = csv(
      'Date,Description,Amount,Currency\n2024-05-01,Hotel,-120.00,EUR\n2024-05-02,Taxi,-30.00,EUR\n2024-05-03,Lunch,-12.00,usd\n',
    );
    expect(summary.currency).toBeUndefined();
    expect(summary.issues).toContainEqual({
      row: null,
      field: 'file',
      kind: 'notice',
      message:
        "The Currency column names several currencies: EUR (2 rows), USD (1 rows). An account holds one currency, so the account's currency was not set from the file; check the rows in the others.",
    });
  });

  it('reads the codes of every row, not only the first ones', () => {
    const rows = Array.from(
      { length: 400 },
      (_, i) =>
        `2024-05-${String((i % 28) + 1).padStart(2, '0')},Item ${i},-1.00,${i === 399 ? 'USD' : 'EUR'}`,
    );
    const summary = csv(`Date,Description,Amount,Currency\n${rows.join('\n')}\n`);
    expect(summary.currency).toBeUndefined();
    expect(summary.issues.some((issue) => issue.message.includes('USD (1 rows)'))).toBe(true);
  });

  it('is read from a Valuta column of codes, not from one of value dates', () => {
    expect(csvFixture('dk-nordea-valuta-column.csv').currency).toEqual({
      code: 'DKK',
      source: 'column',
      column: 'Valuta',
    });
    const valueDates = csv(
      'Datum;Valuta;Omschrijving;Bedrag\n01-05-2024;02-05-2024;Huur;-900,00\n03-05-2024;03-05-2024;Klant;1250,00\n',
    );
    expect(valueDates.transactions).toHaveLength(2);
    expect(valueDates.currency).toBeUndefined();
    expect(csv('Date,Description,Amount\n2024-05-01,Hotel,-120.00\n').currency).toBeUndefined();
  });

  it("is read from a workbook's currency column", () => {
    const { result } = importStatement(
      {
        sheets: [
          {
            name: 'Statement',
            rows: [
              ['Date', 'Details', 'Amount', 'Currency'],
              ['2026-07-30', 'Client payment', 1_250.5, 'GBP'],
              ['2026-07-31', 'Rent', -900, 'GBP'],
            ],
          },
        ],
      },
      { fileName: 'statement.xlsx', today: '2026-08-01' },
    );
    expect(result.ok && result.value.currency).toEqual({
      code: 'GBP',
      source: 'column',
      column: 'Currency',
    });
  });
});
