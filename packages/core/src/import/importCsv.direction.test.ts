import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { toCents } from '../money.js';
import { decodeBytes } from './decodeBytes.js';
import { importCsv } from './importCsv.js';
import type { ImportSummary } from './types.js';

// Direction marks, unreadable amounts and unsettled rows on card and bank exports (issue 18,
// classes 3, 4 and 6).

function importFixture(name: string): ImportSummary {
  const bytes = fs.readFileSync(new URL(`../../test/fixtures/${name}`, import.meta.url));
  const result = importCsv(decodeBytes(bytes).text, { fileName: name, today: '2024-06-30' });
  if (!result.ok) throw new Error(`${name}: ${result.error.message}`);
  return result.value;
}

function imported(text: string): ImportSummary {
  const result = importCsv(text, { fileName: 'statement.csv', today: '2024-06-30' });
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

function cents(summary: ImportSummary): number[] {
  return summary.transactions.map((t) => toCents(t.amount));
}

describe('explicit direction marks decide before any keyword', () => {
  it('reads "+ £1,234.56" with CR in a trailing column as a payment in, the rest as charges', () => {
    const summary = importFixture('uk-card-plus-cr.csv');
    expect(cents(summary)).toEqual([-17_17, -6_80, 1234_56, -64_99, -1018_40, 42_00, -71_35]);
    expect(summary.issues).toEqual([
      {
        row: null,
        field: 'amount',
        kind: 'notice',
        message: 'Amounts marked CR, + or credit are money in; the 5 without a mark are money out.',
      },
    ]);
  });

  it('reads a CR suffix as money in and keeps an EFTPOS or Square purchase money out', () => {
    const summary = importFixture('au-card-cr-suffix.csv');
    expect(cents(summary)).toEqual([-45_90, 500_00, -1289_00, -8_50, 12_35, -342_18]);
  });

  it('reads a leading plus as money in without any marker column', () => {
    const summary = imported(
      'Date,Description,Amount\n2024-01-02,Salary,+2500.00\n2024-01-03,POS Coffee,4.50\n',
    );
    expect(cents(summary)).toEqual([2500_00, -4_50]);
  });

  it('reads the unmarked rows of a D/C column that marks debits only as money in', () => {
    const summary = imported(
      'Date,Text,Amount,D/C\n2024-01-02,Rent,900.00,D\n2024-01-05,Client payment,1200.00,\n',
    );
    expect(cents(summary)).toEqual([-900_00, 1200_00]);
  });
});

describe('currency marks are stripped; an amount that still cannot be read is a skipped row', () => {
  const summary = importFixture('jo-dinar-dotted-symbol.csv');

  it('reads dinars written د.ا. with a right-to-left mark, to the cent', () => {
    expect(cents(summary)).toEqual([1250_00, -46_35, -25_00, -4_75, -150_00, -12_50, 8_25]);
    expect(summary.transactions[3]).toMatchObject({ date: '2024-03-09', balance: 2242.35 });
  });

  it('skips the row whose amount is a spreadsheet error, and says so: never 0', () => {
    expect(summary.issues).toEqual([
      {
        row: 9,
        field: 'amount',
        kind: 'skipped',
        message: 'Unreadable amount: row skipped.',
        value: '#VALUE!',
      },
    ]);
    expect(summary.rowCount).toBe(8);
  });
});

describe('pending, declined, reverted and failed rows moved no money', () => {
  const summary = importFixture('uk-revolut-states.csv');

  it('keeps only the completed rows of a Revolut export, to the penny', () => {
    expect(summary.transactions.map((t) => [t.date, toCents(t.amount), t.description])).toEqual([
      ['2024-04-01', 1500_00, 'Payment from Acme Studio Ltd'],
      ['2024-04-02', -8_45, 'Pret A Manger'],
      ['2024-04-08', -640_00, 'To Northwind Supplies'],
      ['2024-04-12', -54_97, 'Screwfix'],
    ]);
  });

  it('lists each skipped row with its reason', () => {
    expect(summary.issues.map(({ row, kind, message }) => [row, kind, message])).toEqual([
      [4, 'skipped', 'Pending: no money has moved; row skipped.'],
      [5, 'skipped', 'Declined: no money has moved; row skipped.'],
      [7, 'skipped', 'Reverted: no money has moved; row skipped.'],
      [8, 'skipped', 'Failed: no money has moved; row skipped.'],
    ]);
    expect(summary.rowCount).toBe(8);
  });

  it('skips a savings bank row marked "Umsatz vorgemerkt" in its Info column', () => {
    const text = [
      '"Buchungstag";"Verwendungszweck";"Betrag";"Waehrung";"Info"',
      '"04.06.24";"Kartenzahlung REWE";"-23,10";"EUR";"Umsatz vorgemerkt"',
      '"03.06.24";"Miete Juni";"-900,00";"EUR";"Umsatz gebucht"',
      '"01.06.24";"Honorar";"1.250,00";"EUR";"Umsatz gebucht"',
    ].join('\n');
    const result = imported(text);
    expect(cents(result)).toEqual([-900_00, 1250_00]);
    expect(result.issues).toEqual([
      {
        row: 2,
        field: 'row',
        kind: 'skipped',
        message: 'Pending: no money has moved; row skipped.',
        value: 'Umsatz vorgemerkt',
      },
    ]);
  });
});

describe('a balance column gives unsigned amounts their direction (issue 34, item 5)', () => {
  it('reads a client payment that raised the balance as money in, whatever its words', () => {
    const summary = imported(
      [
        'Date,Description,Amount,Balance',
        '2024-03-01,Opening deposit,500.00,500.00',
        '2024-03-04,CLIENT PAYMENT,1000.00,1500.00',
        '2024-03-05,POS Coffee,4.50,1495.50',
        '2024-03-06,Office rent,900.00,595.50',
      ].join('\n'),
    );
    expect(cents(summary)).toEqual([500_00, 1000_00, -4_50, -900_00]);
    expect(summary.issues.map((issue) => issue.message)).toEqual([
      "No amount is negative: money in and out was read from the balance column's change on 3 of 4 rows.",
      "The balance column's change does not match this row's amount: the direction was taken from description keywords.",
    ]);
  });

  it('reads a newest-first statement from each row to the one below it', () => {
    const summary = imported(
      [
        'Date,Description,Amount,Balance',
        '2024-03-06,Office rent,900.00,595.50',
        '2024-03-05,POS Coffee,4.50,1495.50',
        '2024-03-04,CLIENT PAYMENT,1000.00,1500.00',
        '2024-03-01,Sale of stock,500.00,500.00',
      ].join('\n'),
    );
    expect(cents(summary)).toEqual([-900_00, -4_50, 1000_00, 500_00]);
  });
});
