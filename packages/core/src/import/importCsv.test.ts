import { describe, expect, it } from 'vitest';
import { transactionSchema } from '../transaction.js';
import { importCsv } from './importCsv.js';
import type {
  ImportFailureReading,
  ImportIssue,
  ImportOptions,
  ImportResult,
  ImportSummary,
} from './types.js';

const options: ImportOptions = { fileName: 'statement.csv', today: '2024-06-30' };

/** app.md section 8's failure, with the notes and the reading of the columns it comes with. */
function noValidTransactions(issues: ImportIssue[], reading: ImportFailureReading): ImportResult {
  return {
    ok: false,
    error: { message: 'No valid transactions found in the CSV file', issues, reading },
  };
}

function imported(text: string, extra: Partial<ImportOptions> = {}): ImportSummary {
  const result = importCsv(text, { ...options, ...extra });
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

describe('importCsv errors (app.md section 8, verbatim)', () => {
  it.each([
    ['an empty file', ''],
    ['blank lines only', '\n\n  \n'],
    ['a header row alone', 'Date,Description,Amount\n'],
    ['a header row and blank lines', 'Date,Description,Amount\n\n,,\n'],
  ])('%s needs a header row and a data row', (_, text) => {
    expect(importCsv(text, options)).toEqual({
      ok: false,
      error: {
        message: 'CSV file must contain at least a header row and one data row',
        issues: [],
      },
    });
  });

  it('a file with no dates and amounts has no valid transactions', () => {
    const result = importCsv('Name,Email\nAda,ada@example.com\n', options);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.message).toBe('No valid transactions found in the CSV file');
      expect(result.error.issues[0]?.message).toBe(
        'No row of the file holds both a date and an amount.',
      );
    }
  });

  it('a file whose every row is skipped has no valid transactions, and says why', () => {
    const result = importCsv('Date,Description,Amount\n2024-01-01,Coffee,\n', options);
    expect(result).toEqual(
      noValidTransactions(
        [{ row: 2, field: 'amount', kind: 'skipped', message: 'No amount: row skipped.' }],
        {
          headers: ['Date', 'Description', 'Amount'],
          headerRow: 1,
          mapping: { date: 'Date', description: 'Description', amount: 'Amount' },
        },
      ),
    );
  });

  it('a file with no row of dates and amounts has no header to offer', () => {
    const result = importCsv('Name,Email\nAda,ada@example.com\nBob,bob@example.com\n', options);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.reading).toBeUndefined();
  });
});

describe('importCsv when the columns cannot be guessed', () => {
  // "Balance change" reads as a balance by its name, so no column is left for the amount.
  const wallet = [
    'Wallet statement March 2024',
    'Booked,Memo,Balance change',
    '2024-03-01,Client payment INV-104,1250.00',
    '2024-03-02,Office rent March,-900.00',
    '2024-03-04,Printer paper,-23.45',
  ].join('\n');

  it('fails with the spec message, and says which header it found and what it mapped', () => {
    const result = importCsv(wallet, options);
    expect(result).toEqual(
      noValidTransactions(
        [
          {
            row: 1,
            field: 'row',
            kind: 'notice',
            message: 'Title or summary line above the transactions skipped.',
            value: 'Wallet statement March 2024',
          },
          {
            row: 2,
            field: 'amount',
            kind: 'notice',
            message: 'No column of amounts (or of debits and credits) was found.',
          },
        ],
        {
          headers: ['Booked', 'Memo', 'Balance change'],
          headerRow: 2,
          mapping: { date: 'Booked', description: 'Memo', balance: 'Balance change' },
        },
      ),
    );
  });

  it('reads the file once the user has chosen the amount column among those headers', () => {
    const failed = importCsv(wallet, options);
    if (failed.ok || !failed.error.reading)
      throw new Error('expected a failed reading with headers');
    const amount = failed.error.reading.headers[2];
    const summary = imported(wallet, { mapping: { amount } });
    expect(summary.mapping).toEqual({
      date: 'Booked',
      description: 'Memo',
      amount: 'Balance change',
    });
    expect(summary.headerRow).toBe(2);
    expect(
      summary.transactions.map((t) => [t.id, t.date, t.description, t.amount, t.type]),
    ).toEqual([
      ['imported-statement-row-3', '2024-03-01', 'Client payment INV-104', 1250, 'inflow'],
      ['imported-statement-row-4', '2024-03-02', 'Office rent March', -900, 'outflow'],
      ['imported-statement-row-5', '2024-03-04', 'Printer paper', -23.45, 'outflow'],
    ]);
  });
});

describe('importCsv parsing', () => {
  it('respects quoted commas and escaped quotes', () => {
    const summary = imported(
      'Date,Description,Amount\n2024-01-02,"Smith, Jones & ""Co""","-1,200.00"\n',
    );
    expect(summary.transactions[0]).toMatchObject({
      description: 'Smith, Jones & "Co"',
      amount: -1200,
    });
  });

  it.each([
    ['tab', '\t'],
    ['pipe', '|'],
    ['semicolon', ';'],
  ])('detects a %s delimiter', (_, delimiter) => {
    const text =
      ['Date', 'Description', 'Amount'].join(delimiter) +
      '\n' +
      ['2024-01-02', 'Coffee, large', '-4.50'].join(delimiter) +
      '\n';
    const summary = imported(text);
    expect(summary.delimiter).toBe(delimiter);
    expect(summary.transactions[0]).toMatchObject({ description: 'Coffee, large', amount: -4.5 });
  });

  it('strips a BOM given as text', () => {
    expect(imported('\uFEFFDate,Amount\n2024-01-02,5\n').mapping.date).toBe('Date');
  });

  it('accepts trailing commas on every line', () => {
    const summary = imported('Date,Description,Amount,\n2024-01-02,Coffee,-4.50,\n');
    expect(summary.transactions).toHaveLength(1);
  });

  it('reports an unterminated quote', () => {
    const summary = imported(
      'Date,Description,Amount\n2024-01-02,Coffee,-4.50\n2024-01-03,"Tea,-2.00\n',
    );
    expect(summary.issues.some((issue) => issue.message.startsWith('The file is malformed'))).toBe(
      true,
    );
  });

  it('produces transactions that satisfy the Transaction schema', () => {
    const summary = imported('Date,Description,Amount,Balance\n01/15/2024,Coffee,(4.50),95.50\n');
    for (const transaction of summary.transactions) {
      expect(transactionSchema.safeParse(transaction).success).toBe(true);
    }
  });
});

describe('importCsv ids', () => {
  it('are imported-{file name without extension, sanitised}-row-{row}', () => {
    const summary = imported('Date,Amount\n2024-01-02,5\n\n2024-01-03,6\n', {
      fileName: 'C:\\fakepath\\Chase Checking (Jan) 2024.CSV',
    });
    expect(summary.transactions.map((t) => t.id)).toEqual([
      'imported-Chase-Checking-Jan-2024-row-2',
      'imported-Chase-Checking-Jan-2024-row-4',
    ]);
  });
});

describe('importCsv column mapping', () => {
  const text =
    'Posted,Payee,Memo,Outflow,Inflow\n2024-01-02,Acme,Invoice 7,,100.00\n2024-01-03,Landlord,Rent,900.00,\n';

  it('uses other names banks give the columns', () => {
    const summary = imported(text);
    expect(summary.mapping).toEqual({
      date: 'Posted',
      description: 'Payee',
      debit: 'Outflow',
      credit: 'Inflow',
    });
    expect(summary.transactions.map((t) => t.amount)).toEqual([100, -900]);
    expect(summary.transactions.map((t) => t.description)).toEqual([
      'Acme - Invoice 7',
      'Landlord - Rent',
    ]);
  });

  it('lets the caller override a guess, ignoring "null" and unknown headers', () => {
    const summary = imported(text, {
      mapping: { description: 'Payee', category: 'null', balance: 'Nope' },
    });
    expect(summary.mapping.description).toBe('Payee');
    expect(summary.mapping.category).toBeUndefined();
    expect(summary.transactions[0]?.description).toBe('Acme');
    expect(summary.issues).toEqual([
      expect.objectContaining({ row: 1, field: 'balance', kind: 'notice' }),
    ]);
  });

  const categorised =
    'Date,Description,Category,Amount\n2024-01-02,Acme invoice,INV-7,100.00\n2024-01-03,Office rent,RENT-JAN,-900.00\n';

  it.each([
    ['null', null],
    ['an empty string', ''],
    ['a blank string', '  '],
  ])('leaves a field unmapped when the caller chooses %s for it', (_, choice) => {
    expect(imported(categorised).mapping.category).toBe('Category');
    const summary = imported(categorised, { mapping: { category: choice } });
    expect(summary.mapping).toEqual({ date: 'Date', description: 'Description', amount: 'Amount' });
    // The category comes from the description again, as for a file without a category column:
    // an invoice paid in is a sale.
    expect(summary.transactions.map((t) => t.category)).toEqual(['Sales', 'Rent']);
  });

  it("says whether a category is the file's own or the keyword heuristics'", () => {
    const text =
      'Date,Description,Category,Amount\n2024-01-02,Acme,Consulting,100\n2024-01-03,Office rent,,-900\n';
    expect(imported(text).transactions.map((t) => [t.category, t.categorySource])).toEqual([
      ['Consulting', 'import'],
      ['Rent', 'heuristic'],
    ]);
  });

  it('does not hand an unmapped column to another field', () => {
    const summary = imported(categorised, { mapping: { description: null } });
    expect(summary.mapping.description).toBeUndefined();
    expect(summary.transactions.map((t) => t.description)).toEqual([
      'Imported Transaction',
      'Imported Transaction',
    ]);
  });

  it('reports an unmapped date column as no valid transactions, saying why', () => {
    const result = importCsv(categorised, { ...options, mapping: { date: null } });
    expect(result).toEqual(
      noValidTransactions(
        [
          {
            row: 1,
            field: 'date',
            kind: 'notice',
            message: 'Date is set to not mapped: choose the column that holds the dates.',
          },
        ],
        {
          headers: ['Date', 'Description', 'Category', 'Amount'],
          headerRow: 1,
          mapping: { description: 'Description', category: 'Category', amount: 'Amount' },
        },
      ),
    );
  });

  it('reports an unmapped amount column with no debit or credit column the same way', () => {
    const result = importCsv(categorised, { ...options, mapping: { amount: '' } });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.message).toBe('No valid transactions found in the CSV file');
      expect(result.error.issues.map((i) => i.message)).toEqual([
        'Amount is set to not mapped and no debit or credit column is chosen: choose the column that holds the amounts.',
      ]);
    }
  });

  it('reads debit and credit columns when the amount is unmapped and they are chosen', () => {
    const summary = imported(
      'Date,Description,Amount,Out,In\n2024-01-02,Acme,x,,100.00\n2024-01-03,Rent,y,900.00,\n',
      { mapping: { amount: null, debit: 'Out', credit: 'In' } },
    );
    expect(summary.mapping.amount).toBeUndefined();
    expect(summary.transactions.map((t) => t.amount)).toEqual([100, -900]);
  });

  it('takes the decimal separator the caller chooses', () => {
    const summary = imported('Date,Amount\n2024-01-02,"-1,234"\n', { decimalSeparator: ',' });
    expect(summary.transactions[0]?.amount).toBe(-1.23);
  });

  it('infers unnamed columns from content below a header of unknown names', () => {
    const summary = imported(
      'Quand,Quoi,Combien\n2024-01-02,Loyer du local,-900.00\n2024-01-03,Vente,120.50\n',
    );
    expect(summary.headerRow).toBe(1);
    expect(summary.mapping).toEqual({ date: 'Quand', description: 'Quoi', amount: 'Combien' });
  });
});

describe('importCsv placeholders for "nothing" in money cells', () => {
  it.each(['-', '–', '—', '−', '--'])(
    'skips and reports a row whose only amount is "%s"',
    (dash) => {
      const summary = imported(
        `Date,Description,Amount\n2024-01-02,Coffee,-4.50\n2024-01-03,Memo line,${dash}\n`,
      );
      expect(summary.transactions.map((t) => t.amount)).toEqual([-4.5]);
      expect(summary.issues).toEqual([
        {
          row: 3,
          field: 'amount',
          kind: 'skipped',
          message: 'No amount: row skipped.',
          value: dash,
        },
      ]);
    },
  );

  it('skips and reports a row whose debit and credit are both dashes', () => {
    const summary = imported(
      'Date,Description,Debit,Credit\n2024-01-02,Coffee,4.50,-\n2024-01-03,Memo line,-,-\n',
    );
    expect(summary.transactions.map((t) => t.amount)).toEqual([-4.5]);
    expect(summary.issues).toEqual([
      { row: 3, field: 'debit', kind: 'skipped', message: 'No amount: row skipped.' },
    ]);
  });

  it('leaves out a balance written as a dash, without a note', () => {
    const summary = imported('Date,Description,Amount,Balance\n2024-01-02,Coffee,-4.50,—\n');
    expect(summary.transactions[0]).not.toHaveProperty('balance');
    expect(summary.issues).toEqual([]);
  });

  it('skips a row whose amount cannot be read, and says so: never an amount of 0', () => {
    const summary = imported(
      'Date,Description,Debit,Credit\n2024-01-02,Coffee,4.50,x\n2024-01-03,Tea,3.00,\n',
    );
    expect(summary.transactions.map((t) => t.amount)).toEqual([-3]);
    expect(summary.issues).toEqual([
      {
        row: 2,
        field: 'credit',
        kind: 'skipped',
        message: 'Unreadable amount: row skipped.',
        value: 'x',
      },
    ]);
    expect(summary.rowCount).toBe(2);
  });
});

describe('importCsv money out and money in columns', () => {
  it.each([
    ['Out', 'In'],
    ['Withdrawals', 'Deposits'],
    ['Paid out', 'Paid in'],
    ['Money out', 'Money in'],
    ['Debit', 'Credit'],
  ])('maps %s / %s to debit / credit by name', (out, into) => {
    const summary = imported(
      `Date,Description,${out},${into}\n2024-01-02,Rent,900.00,\n2024-01-03,Client,,100\n`,
    );
    expect(summary.mapping).toMatchObject({ debit: out, credit: into });
    expect(summary.transactions.map((t) => t.amount)).toEqual([-900, 100]);
  });

  it('pairs two columns no name describes when every row fills exactly one of them', () => {
    // Cents in one column and whole dollars in the other: only the first looks like money.
    const summary = imported(
      'Ref,Posted,Payee,Charges,Payments\n7,2024-01-02,Rent,900.00,\n8,2024-01-03,Client,,100\n9,2024-01-04,Fuel,45.10,\n',
    );
    expect(summary.mapping).toMatchObject({ debit: 'Charges', credit: 'Payments' });
    expect(summary.mapping.amount).toBeUndefined();
    expect(summary.transactions.map((t) => t.amount)).toEqual([-900, 100, -45.1]);
    expect(summary.issues).toEqual([]);
  });

  it('tells money in from money out by the running balance when no name says', () => {
    // No header; money in comes before money out.
    const summary = imported(
      '2024-01-02,Client,100.00,,1100.00\n2024-01-03,Rent,,900.00,200.00\n2024-01-04,Client,50.00,,250.00\n',
    );
    expect(summary.mapping).toMatchObject({
      credit: 'Column 3',
      debit: 'Column 4',
      balance: 'Column 5',
    });
    expect(summary.transactions.map((t) => t.amount)).toEqual([100, -900, 50]);
  });

  it.each([
    [
      'counts dashes as empty when pairing the columns',
      'Quand,Quoi,Sorties,Entrées\n2024-01-02,Loyer,900.00,-\n2024-01-03,Vente,-,100\n',
      ['Sorties', 'Entrées'],
    ],
    [
      'finds the other side of a named debit column from the content',
      'Date,Description,Withdrawals,Lodgements\n2024-01-02,Rent,900.00,\n2024-01-03,Client,,100.00\n',
      ['Withdrawals', 'Lodgements'],
    ],
  ])('%s', (_, text, [debit, credit]) => {
    const summary = imported(text);
    expect(summary.mapping).toMatchObject({ debit, credit });
    expect(summary.transactions.map((t) => t.amount)).toEqual([-900, 100]);
  });
});

describe('importCsv rows with no date', () => {
  const ledger = [
    ',Date,Description,Amount',
    'Checking,,,',
    ',2024-01-02,Coffee,-4.50',
    ',,Refund with its date cut off,12.00',
    'Subtotal,,,$-4.50',
    'Opening balance,,,100.00',
    'Savings,,,',
    ',2024-01-31,Interest,0.42',
  ].join('\n');

  it('notes headings and total or balance lines as expected, and skips a dateless amount in red', () => {
    const summary = imported(ledger);
    expect(summary.transactions.map((t) => t.amount)).toEqual([-4.5, 0.42]);
    expect(
      summary.issues.map(({ row, field, kind, message }) => [row, field, kind, message]),
    ).toEqual([
      [2, 'row', 'notice', 'Heading line with no date or amount: not a transaction.'],
      [4, 'date', 'skipped', 'No date: row skipped.'],
      [5, 'row', 'notice', 'Total or balance line: not a transaction.'],
      [6, 'row', 'notice', 'Total or balance line: not a transaction.'],
      [7, 'row', 'notice', 'Heading line with no date or amount: not a transaction.'],
    ]);
    expect(summary.issues[1]?.value).toBe('Refund with its date cut off 12.00');
  });

  it('counts the transaction that lost its date among the rows, and the headings not', () => {
    expect(imported(ledger).rowCount).toBe(3);
  });
});

describe('importCsv header detection', () => {
  it.each(['Address line 2', 'Account 1234', 'Q1', 'Ref tq58'])(
    'finds a header with a column named "%s": a name with a number in it is not an amount',
    (name) => {
      const summary = imported(
        `Date,Description,${name},Amount,Category\n2024-01-02,Acme invoice,x,100.00,Sales\n2024-01-03,Office rent,y,-900.00,Rent\n`,
      );
      expect(summary.headerRow).toBe(1);
      expect(summary.headers).toEqual(['Date', 'Description', name, 'Amount', 'Category']);
      expect(summary.mapping).toEqual({
        date: 'Date',
        description: 'Description',
        amount: 'Amount',
        category: 'Category',
      });
      expect(summary.issues).toEqual([]);
    },
  );

  it('does not count references with numbers in them as amounts when inferring columns', () => {
    // No header: the column naming an invoice is text, and the longest text is the description.
    const summary = imported(
      '2024-01-02,CARD,Invoice 1187 Acme Catering,250.00\n2024-01-05,ACH,Invoice 1188 Harbor Linen,-75.10\n',
    );
    expect(summary.mapping).toEqual({
      date: 'Column 1',
      description: 'Column 3',
      amount: 'Column 4',
    });
    expect(summary.transactions[0]?.description).toBe('Invoice 1187 Acme Catering');
  });
});

describe('importCsv duplicates', () => {
  const text =
    'Date,Description,Amount\n2024-01-02,Coffee,-4.50\n2024-01-02,Coffee,-4.50\n2024-01-03,Rent,-900\n';

  it('does not treat identical rows of one file as duplicates of each other', () => {
    expect(imported(text).transactions).toHaveLength(3);
    expect(imported(text).duplicates).toEqual([]);
  });

  it('flags and skips rows equal to stored ones on date, cents and normalised description', () => {
    const summary = imported(text, {
      existing: [
        { id: 'manual-1', date: '2024-01-03', amount: -900.0, description: '  RENT ' },
        { id: 'manual-2', date: '2024-01-02', amount: -4.5, description: 'coffee' },
      ],
    });
    expect(summary.transactions.map((t) => t.id)).toEqual(['imported-statement-row-3']);
    expect(summary.duplicates.map((d) => [d.row, d.existingId])).toEqual([
      [2, 'manual-2'],
      [4, 'manual-1'],
    ]);
  });

  it('finds nothing new in a re-import of the same file', () => {
    const first = imported(text);
    const again = imported(text, { existing: first.transactions });
    expect(again.transactions).toEqual([]);
    expect(again.duplicates).toHaveLength(3);
  });

  it('compares the signed amount: a refund is not a duplicate of the purchase', () => {
    const summary = imported(text, {
      existing: [{ id: 'manual-1', date: '2024-01-03', amount: 900, description: 'Rent' }],
    });
    expect(summary.duplicates).toEqual([]);
  });
});
