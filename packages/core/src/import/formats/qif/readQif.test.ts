import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import { statementFixtures, totalCents } from '../../../testing/statementFixtures.js';
import { scanQifDate, qifIso } from './qifDate.js';

const { fixtureFailure, fixtureSummary, importFixture } = statementFixtures(
  (name) =>
    new Uint8Array(
      fs.readFileSync(new URL(`../../../../test/fixtures/statements/${name}`, import.meta.url)),
    ),
);

describe('QIF', () => {
  it("reads a Quicken bank register: ' years, splits summed into their parent, transfers", () => {
    const imported = importFixture('qif-bank-quicken.qif');
    expect(imported.format).toBe('qif');
    if (!imported.result.ok) throw new Error(imported.result.error.message);
    const summary = imported.result.value;
    expect(summary.transactions.map((t) => [t.date, t.amount, t.category])).toEqual([
      ['2024-01-02', -1250, 'Rent'],
      ['2024-01-15', 4210.55, 'Sales'],
      // Split across categories: inferred from the description ("Cleaning").
      ['2024-01-18', -389.4, 'Maintenance'],
      ['2024-01-25', -2000, 'Other'],
      ['2004-01-31', -9.99, 'Other'],
    ]);
    expect(totalCents(summary)).toBe(-125000 + 421055 - 38940 - 200000 - 999);
    expect(summary.transactions[0]!.description).toBe('LANDLORD LLC - January rent');
    expect(summary.transactions[2]!.description).toBe(
      'COSTCO WHOLESALE - Cleaning stock - Mop heads',
    );
    // `L[Savings]` is a transfer to another of the file's accounts.
    expect(summary.issues.filter((i) => i.field === 'type').map((i) => i.row)).toEqual([29]);
    // Every first number is 12 or less and some second ones are above: month first.
    expect(summary.dateFormatAmbiguous).toBe(false);
    expect(summary.transactions[0]!.bankId).toBeUndefined();
  });

  it('reads day-first dates and decimal commas of an ISO-8859-1 card export', () => {
    const summary = fixtureSummary('qif-ccard-latin1.qif');
    expect(summary.dateFormat).toBe('DD/MM/YYYY');
    expect(summary.transactions.map((t) => [t.date, t.amount, t.description])).toEqual([
      ['2024-02-03', -45.9, 'Bäckerei Schäfer'],
      ['2024-02-14', -1299, 'MédiaMarkt Köln - Neuer Laptop'],
      ['2024-02-20', 1500, 'Zahlung - Danke'],
      ['2024-02-29', -12.5, 'Gebühr'],
    ]);
    expect(summary.statement?.accounts[0]?.kind).toBe('credit card');
  });

  it('groups the registers of several !Account blocks', () => {
    const checking = fixtureSummary('qif-multiple-accounts.qif');
    expect(checking.statement?.accounts.map((a) => [a.number, a.kind, a.entryCount])).toEqual([
      ['Business Checking', 'checking', 2],
      ['Petty Cash', 'cash', 3],
    ]);
    expect(totalCents(checking)).toBe(150000 - 7525);
    const cash = fixtureSummary('qif-multiple-accounts.qif', { account: 1 });
    expect(cash.transactions.map((t) => t.amount)).toEqual([-12.4, -8, -4.6]);
    expect(cash.issues.map((i) => i.message)).toContain(
      'The !Type:Cat section is not a bank, card or cash account and was left out.',
    );
  });

  it('takes the sum of the splits when a record has no total, and notes a total they miss', () => {
    const summary = fixtureSummary('qif-splits-only.qif');
    expect(summary.transactions.map((t) => t.amount)).toEqual([-4000.5, -10]);
    expect(summary.issues).toContainEqual(
      expect.objectContaining({
        row: 9,
        kind: 'notice',
        message: 'The splits add up to -9.00, not the total -10.00; the total was kept.',
      }),
    );
    // 05/03 and 05/04 fit both orders: month first, said so, and the user can choose.
    expect(summary.transactions.map((t) => t.date)).toEqual(['2024-05-03', '2024-05-04']);
    expect(summary.issues.some((i) => i.message.startsWith('Every date fits both'))).toBe(true);
    expect([summary.dateFormat, summary.dateFormatAmbiguous]).toEqual(['MM/DD/YYYY', true]);
    const dayFirst = fixtureSummary('qif-splits-only.qif', { dateFormat: 'DD/MM/YYYY' });
    expect(dayFirst.transactions.map((t) => t.date)).toEqual(['2024-03-05', '2024-04-05']);
    expect(dayFirst.dateFormat).toBe('DD/MM/YYYY');
  });

  it('refuses a file with transactions before any !Type header, naming the line', () => {
    expect(fixtureFailure('qif-malformed.qif')).toBe(
      'The QIF file cannot be read at line 1: "D01/02/2024" comes before the first !Type: header, so this is not a QIF file',
    );
  });

  it("reads Quicken's date spellings", () => {
    const read = (raw: string, dayFirst = false) => {
      const scanned = scanQifDate(raw);
      return scanned === null ? null : qifIso(scanned, dayFirst);
    };
    expect(read("1/ 5'24")).toBe('2024-01-05');
    expect(read("12/31' 9")).toBe('2009-12-31');
    expect(read('01/15/98')).toBe('1998-01-15');
    expect(read('15.01.2024', true)).toBe('2024-01-15');
    expect(read('2/30/2024')).toBeNull();
    expect(read('yesterday')).toBeNull();
  });
});
