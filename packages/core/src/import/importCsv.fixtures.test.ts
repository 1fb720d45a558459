import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { toCents } from '../money.js';
import { decodeBytes } from './decodeBytes.js';
import { importCsv } from './importCsv.js';
import type { ImportIssue, ImportSummary } from './types.js';

const TODAY = '2024-06-30';

/** Reads a fixture the way the upload route does: bytes, decoded at the edge, then imported. */
function importFixture(name: string): ImportSummary {
  const bytes = fs.readFileSync(new URL(`../../test/fixtures/${name}`, import.meta.url));
  const result = importCsv(decodeBytes(bytes).text, { fileName: name, today: TODAY });
  if (!result.ok) throw new Error(`${name}: ${result.error.message}`);
  return result.value;
}

function totalCents(summary: ImportSummary): number {
  return summary.transactions.reduce((sum, t) => sum + toCents(t.amount), 0);
}

function issuesOf(summary: ImportSummary): Pick<ImportIssue, 'row' | 'field' | 'kind'>[] {
  return summary.issues.map(({ row, field, kind }) => ({ row, field, kind }));
}

describe('a US bank export (Chase checking)', () => {
  const summary = importFixture('us-chase-checking.csv');

  it('keeps every row, signed amounts as they are', () => {
    expect(summary.transactions).toHaveLength(9);
    expect(totalCents(summary)).toBe(
      -1842_17 + 3210_55 - 412_80 - 2500_00 - 6890_42 + 1500_00 - 4_85 - 4_85 - 15_00,
    );
    expect(summary.issues).toEqual([]);
  });

  it('reads the posting date as M/D/Y and the running balance', () => {
    expect(summary.dateFormat).toBe('MM/DD/YYYY');
    expect(summary.transactions[0]).toEqual({
      id: 'imported-us-chase-checking-row-2',
      date: '2024-01-31',
      description: 'SYSCO CORPORATION  HOUSTON TX',
      amount: -1842.17,
      type: 'outflow',
      category: 'Food Supplies',
      categorySource: 'heuristic',
      balance: 12504.33,
    });
  });

  it('keeps a deposit an inflow although no keyword names it', () => {
    const deposit = summary.transactions.find((t) => t.description.startsWith('DEPOSIT'));
    expect(deposit).toMatchObject({ amount: 1500, type: 'inflow' });
  });

  it('keeps two identical coffees on one day as two transactions', () => {
    expect(summary.transactions.filter((t) => t.description.startsWith('STARBUCKS'))).toHaveLength(
      2,
    );
  });
});

describe('a UK bank export with debit and credit columns (Lloyds)', () => {
  const summary = importFixture('uk-lloyds-debit-credit.csv');

  it('computes amount = credit - debit, a negative debit still counting as money out', () => {
    expect(summary.mapping).toMatchObject({ debit: 'Debit Amount', credit: 'Credit Amount' });
    expect(summary.transactions.map((t) => toCents(t.amount))).toEqual([
      -86_40, 2480_00, -1204_99, -1450_00, 74_99, -38_50,
    ]);
  });

  it('detects D/M/Y from a day above 12', () => {
    expect(summary.dateFormat).toBe('DD/MM/YYYY');
    expect(summary.transactions.map((t) => t.date)).toEqual([
      '2024-01-31',
      '2024-01-29',
      '2024-01-25',
      '2024-01-19',
      '2024-01-12',
      '2024-01-02',
    ]);
  });
});

describe('a UK bank export in Windows-1252 with a title block (Nationwide)', () => {
  const summary = importFixture('uk-nationwide-windows1252.csv');

  it('decodes £, é, è, î and – instead of replacement characters', () => {
    expect(summary.transactions.map((t) => t.description)).toEqual([
      'Café Nero Supplies',
      'Invoice 1187 – Smith & Co',
      'Crème Fraîche Wholesale',
      'Savings',
    ]);
  });

  it('skips and reports the account lines above the header', () => {
    expect(summary.headerRow).toBe(5);
    expect(issuesOf(summary)).toEqual([
      { row: 1, field: 'row', kind: 'notice' },
      { row: 2, field: 'row', kind: 'notice' },
      { row: 3, field: 'row', kind: 'notice' },
    ]);
  });

  it('reads "02 Jan 2024" dates and "£1,250.00" paid in / paid out amounts', () => {
    expect(summary.transactions.map((t) => t.date)).toEqual([
      '2024-01-02',
      '2024-01-08',
      '2024-01-15',
      '2024-01-31',
    ]);
    expect(totalCents(summary)).toBe(-120_00 + 1250_00 - 38_50 - 2000_00);
    expect(summary.transactions[3]?.balance).toBe(3091.75);
  });
});

describe('a UK business account export printing dashes for "nothing" (Paid out / Paid in)', () => {
  const summary = importFixture('uk-paid-out-in-dashes.csv');

  it('reads a dash, en dash or em dash beside an amount as an empty cell', () => {
    expect(summary.mapping).toMatchObject({ debit: 'Paid out', credit: 'Paid in' });
    expect(summary.transactions.map((t) => [t.date, toCents(t.amount), t.balance])).toEqual([
      ['2024-01-02', -312_45, 4187.55],
      ['2024-01-05', 1250_00, 5437.55],
      ['2024-01-09', -186_20, 5251.35],
      ['2024-01-15', -8_50, 5242.85],
      ['2024-01-31', 2000_00, 7242.85],
    ]);
    expect(summary.issues).toEqual([]);
  });
});

describe('a credit union export with Out and In columns, whole dollars in In', () => {
  const summary = importFixture('us-credit-union-out-in.csv');

  it('reads Out as money out and In as money in, keeping every inflow', () => {
    expect(summary.mapping).toEqual({
      date: 'Posted',
      description: 'Payee',
      debit: 'Out',
      credit: 'In',
    });
    expect(summary.transactions.map((t) => [t.date, toCents(t.amount), t.type])).toEqual([
      ['2024-02-01', -286_14, 'outflow'],
      ['2024-02-02', 1840_00, 'inflow'],
      ['2024-02-05', -4210_00, 'outflow'],
      ['2024-02-09', 650_00, 'inflow'],
      ['2024-02-12', -129_99, 'outflow'],
      ['2024-02-20', 2105_00, 'inflow'],
    ]);
    expect(summary.issues).toEqual([]);
  });
});

describe('a German savings bank export (semicolons, decimal comma, D.M.YY)', () => {
  const summary = importFixture('de-sparkasse-semicolon.csv');

  it('detects the semicolon, the decimal comma and the German column names', () => {
    expect(summary.delimiter).toBe(';');
    expect(summary.decimalSeparator).toBe(',');
    expect(summary.mapping).toEqual({
      date: 'Buchungstag',
      description: 'Beguenstigter/Zahlungspflichtiger',
      amount: 'Betrag',
    });
    expect(summary.transactions.map((t) => t.description)).toEqual([
      'Mueller Events GmbH - RE 2024-017 Catering Mueller',
      'Hausverwaltung Schmidt - Miete Februar Laden',
      'METRO Cash & Carry Koeln',
      'Kontofuehrungsgebuehr',
    ]);
  });

  it('reads 1.450,00 as one thousand four hundred fifty and 30.01.24 as 2024-01-30', () => {
    expect(summary.transactions.map((t) => [t.date, toCents(t.amount)])).toEqual([
      ['2024-01-30', 2380_00],
      ['2024-01-29', -1450_00],
      ['2024-01-15', -312_47],
      ['2024-01-02', -9_90],
    ]);
    expect(summary.dateFormat).toBe('DD.MM.YYYY');
    expect(summary.issues).toEqual([]);
  });
});

describe('a French bank export (title block, débit/crédit, spaces as thousands)', () => {
  const summary = importFixture('fr-banque-debit-credit.csv');

  it('finds the header below the title block and reports the block', () => {
    expect(summary.headerRow).toBe(6);
    expect(issuesOf(summary)).toEqual([
      { row: 1, field: 'row', kind: 'notice' },
      { row: 3, field: 'row', kind: 'notice' },
      { row: 4, field: 'row', kind: 'notice' },
    ]);
  });

  it('reads "1 850,00" in the credit column as money in', () => {
    expect(summary.transactions.map((t) => [t.date, toCents(t.amount)])).toEqual([
      ['2024-01-31', -148_22],
      ['2024-01-26', 1850_00],
      ['2024-01-18', -1236_90],
      ['2024-01-03', -2100_00],
    ]);
  });
});

describe('an accounting-package export (QuickBooks transaction list)', () => {
  const summary = importFixture('quickbooks-transaction-list.csv');

  it('keeps only the dated transaction lines', () => {
    expect(summary.transactions.map((t) => t.id)).toEqual([
      'imported-quickbooks-transaction-list-row-7',
      'imported-quickbooks-transaction-list-row-8',
      'imported-quickbooks-transaction-list-row-9',
      'imported-quickbooks-transaction-list-row-10',
      'imported-quickbooks-transaction-list-row-13',
    ]);
    expect(totalCents(summary)).toBe(1245_00 - 860_40 - 150_00 - 75_00 + 42);
  });

  it('notes the title block, group headings, "Total for" lines and the footer as expected lines', () => {
    expect(issuesOf(summary)).toEqual([
      { row: 1, field: 'row', kind: 'notice' },
      { row: 2, field: 'row', kind: 'notice' },
      { row: 3, field: 'row', kind: 'notice' },
      { row: 6, field: 'row', kind: 'notice' },
      { row: 11, field: 'row', kind: 'notice' },
      { row: 12, field: 'row', kind: 'notice' },
      { row: 14, field: 'row', kind: 'notice' },
      { row: 16, field: 'row', kind: 'notice' },
    ]);
    expect(summary.issues.slice(3).map((issue) => [issue.message, issue.value])).toEqual([
      ['Heading line with no date or amount: not a transaction.', 'Checking'],
      ['Total or balance line: not a transaction.', 'Total for Checking $159.60'],
      ['Heading line with no date or amount: not a transaction.', 'Savings'],
      ['Total or balance line: not a transaction.', 'Total for Savings $0.42'],
      [
        'Heading line with no date or amount: not a transaction.',
        'Cash Basis Monday, February 5, 2024 10:15 AM',
      ],
    ]);
  });

  it('counts as rows only the lines that are transactions, so that none is unaccounted for', () => {
    expect(summary.rowCount).toBe(5);
    const skipped = summary.issues.filter((issue) => issue.kind === 'skipped').length;
    expect(summary.transactions.length + summary.duplicates.length + skipped).toBe(
      summary.rowCount,
    );
  });

  it('describes each row by its name and memo, and infers categories from them', () => {
    expect(summary.mapping.description).toBe('Name');
    expect(summary.transactions[1]!.description).toBe('US Foods - Flour and butter');
    expect(summary.transactions.map((t) => t.category)).toEqual([
      'Sales',
      'Food Supplies',
      'Maintenance',
      'Miscellaneous',
      'Other',
    ]);
  });
});

describe('a payments export whose column names hold digits (Address line 1, Address line 2)', () => {
  const summary = importFixture('us-payee-address-columns.csv');

  it('takes the first row as the header: names with a number in them are names, not amounts', () => {
    expect(summary.headerRow).toBe(1);
    expect(summary.headers).toContain('Address line 2');
    expect(summary.mapping).toEqual({
      date: 'Date',
      description: 'Payee',
      amount: 'Amount',
      category: 'Category',
    });
    expect(summary.issues).toEqual([]);
  });

  it("keeps the file's own categories and every amount", () => {
    expect(summary.transactions.map((t) => [t.date, t.category, toCents(t.amount)])).toEqual([
      ['2024-01-08', 'Cleaning', -318_40],
      ['2024-01-12', 'Sales', 2140_75],
      ['2024-01-15', 'Utilities', -612_09],
      ['2024-01-22', 'Rent', -3200_00],
      ['2024-01-29', 'Food Supplies', -1488_62],
    ]);
  });
});

describe('a file with no header row', () => {
  const summary = importFixture('headerless.csv');

  it('recognises date, description, amount and running balance from the content', () => {
    expect(summary.headerRow).toBeNull();
    expect(summary.mapping).toEqual({
      date: 'Column 1',
      description: 'Column 2',
      amount: 'Column 3',
      balance: 'Column 4',
    });
    expect(summary.transactions).toHaveLength(5);
    expect(summary.transactions[0]?.id).toBe('imported-headerless-row-1');
    expect(totalCents(summary)).toBe(2450_00 - 54_99 - 320_00 - 4200_00 + 1980_50);
  });

  it('says the columns were recognised from content', () => {
    expect(issuesOf(summary)).toEqual([{ row: null, field: 'file', kind: 'notice' }]);
  });
});

describe('a UTF-8 file with a byte order mark, CRLF and a quoted line break', () => {
  const summary = importFixture('bom-crlf-quoted-newline.csv');

  it('reads the first header despite the BOM and keeps a multi-line description as one line', () => {
    expect(summary.mapping.date).toBe('Date');
    expect(summary.transactions[0]?.description).toBe(
      'Catering for "Spring Gala" deposit received',
    );
    expect(summary.transactions.map((t) => t.id)).toEqual([
      'imported-bom-crlf-quoted-newline-row-2',
      'imported-bom-crlf-quoted-newline-row-3',
      'imported-bom-crlf-quoted-newline-row-4',
    ]);
  });

  it("keeps the file's categories, infers missing ones and names a missing description", () => {
    expect(summary.transactions.map((t) => [t.category, t.description])).toEqual([
      ['Sales', 'Catering for "Spring Gala" deposit received'],
      ['Food Supplies', 'Farmers market produce'],
      ['Software', 'Imported Transaction'],
    ]);
    expect(issuesOf(summary)).toEqual([{ row: 4, field: 'description', kind: 'altered' }]);
  });
});

describe('a file that carries no direction at all', () => {
  const summary = importFixture('unsigned-keywords.csv');

  it('applies the keyword rule: sales, pos, ubereats, square, revenue, income are money in', () => {
    expect(summary.transactions.map((t) => [t.description, toCents(t.amount), t.type])).toEqual([
      ['Square sale lunch service', 845_20, 'inflow'],
      ['Sysco weekly order', -612_75, 'outflow'],
      ['UberEats payout', 230_10, 'inflow'],
      ['Monthly rent', -2800_00, 'outflow'],
      ['Catering invoice', 500_00, 'inflow'],
    ]);
  });

  it('says directions came from keywords', () => {
    expect(issuesOf(summary)).toEqual([{ row: null, field: 'amount', kind: 'notice' }]);
  });
});

describe('unsigned amounts with a Dr/Cr column', () => {
  const summary = importFixture('type-column-dr-cr.csv');

  it('takes the direction from the Dr/Cr column', () => {
    expect(summary.typeColumn).toBe('Dr/Cr');
    expect(summary.transactions.map((t) => toCents(t.amount))).toEqual([
      85000_00, -2310_50, -1245_00, 112_40,
    ]);
    expect(summary.issues).toEqual([]);
  });
});

describe('a file whose dates fit both month/day and day/month', () => {
  const summary = importFixture('ambiguous-dates.csv');

  it('reads them as M/D/Y and reports the ambiguity', () => {
    expect(summary.dateFormat).toBe('MM/DD/YYYY');
    expect(summary.dateFormatAmbiguous).toBe(true);
    expect(summary.transactions.map((t) => t.date)).toEqual([
      '2024-01-02',
      '2024-03-04',
      '2024-05-06',
    ]);
    expect(issuesOf(summary)).toEqual([{ row: null, field: 'date', kind: 'notice' }]);
  });

  it('reads them as D/M/Y when the user says so', () => {
    const bytes = fs.readFileSync(
      new URL('../../test/fixtures/ambiguous-dates.csv', import.meta.url),
    );
    const result = importCsv(decodeBytes(bytes).text, {
      fileName: 'ambiguous-dates.csv',
      today: TODAY,
      dateFormat: 'DD/MM/YYYY',
    });
    expect(result.ok && result.value.transactions.map((t) => t.date)).toEqual([
      '2024-02-01',
      '2024-04-03',
      '2024-06-05',
    ]);
  });
});

describe('a file with messy rows', () => {
  const summary = importFixture('messy-rows.csv');

  it('keeps what it can, with today for an unreadable date, and never 0 for an unreadable amount', () => {
    expect(
      summary.transactions.map((t) => [t.id, t.date, toCents(t.amount), t.description]),
    ).toEqual([
      ['imported-messy-rows-row-2', '2024-05-01', -10_00, 'Valid row'],
      ['imported-messy-rows-row-3', TODAY, -20_00, 'Date unreadable'],
      ['imported-messy-rows-row-7', '2024-05-06', -5_00, 'Imported Transaction'],
    ]);
  });

  it('reports every skipped and altered row with its row number and field', () => {
    expect(issuesOf(summary)).toEqual([
      { row: 3, field: 'date', kind: 'altered' },
      { row: 4, field: 'amount', kind: 'skipped' },
      { row: 5, field: 'row', kind: 'skipped' },
      { row: 6, field: 'amount', kind: 'skipped' },
      { row: 7, field: 'description', kind: 'altered' },
      { row: 8, field: 'row', kind: 'skipped' },
    ]);
    expect(summary.issues[0]).toMatchObject({ value: 'soon' });
    expect(summary.rowCount).toBe(7);
  });
});
