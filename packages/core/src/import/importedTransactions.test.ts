import { describe, expect, it } from 'vitest';
import { MAX_DESCRIPTION_LENGTH, MAX_NAME_LENGTH } from '../inputLimits.js';
import type { Transaction } from '../transaction.js';
import { NEWEST_FIRST, sortTransactions } from '../transactions/sort.js';
import { importCsvPacked } from './importCsv.js';
import { importedRows, importedTransactions } from './importedTransactions.js';
import { keepableTransaction } from './keepableTransaction.js';
import { packTransactions, unpackTransactions } from './packedTransactions.js';
import type { PackedTransactions } from './packedTransactions.js';

/** The rows as the import made them before: objects, sorted, each copied into the account. */
function objectPath(lists: readonly PackedTransactions[], accountId: string): Transaction[] {
  const joined = lists.flatMap((packed) => unpackTransactions(packed));
  return sortTransactions(joined, NEWEST_FIRST).map((t) =>
    keepableTransaction(t.accountId === accountId ? t : { ...t, accountId }),
  );
}

/** A file whose dates run both ways and repeat, with and without balances, matching a stored row. */
const VARIED_CSV = [
  'Date,Description,Amount,Balance,Category',
  '2024-03-05,Client payment Acme,1200.00,5200.00,',
  '2024-03-01,Rent March,-1500.00,4000.00,Rent',
  '2024-03-05,Coffee beans,-12.40,,',
  '2024-02-28,Stripe payout,830.15,5512.40,',
  '2024-03-05,Gusto payroll,-2100.00,,Payroll',
  '2024-03-01,Card fee,-2.00,3998.00,',
  '2024-02-28,Google Ads,-310.00,,Marketing',
  '2024-03-07,Refund from supplier,45.00,,',
  '2024-03-01,Rent March,-1500.00,,Rent',
].join('\n');

const STORED = [{ id: 'stored-9', date: '2024-03-01', amount: -1500, description: 'Rent March' }];

function variedFile(): { transactions: PackedTransactions; duplicates: PackedTransactions } {
  const result = importCsvPacked(VARIED_CSV, {
    fileName: 'march.csv',
    today: '2024-03-10',
    existing: STORED,
  });
  if (!result.ok) throw new Error(result.error.message);
  return {
    transactions: result.value.transactions,
    duplicates: result.value.duplicates.transactions,
  };
}

/** Rows a statement file may carry: sparse fields, another account named, text past the limits. */
const UNRULY: Transaction[] = [
  {
    id: 'ofx-1',
    date: '2024-03-02',
    description: `Wire\u0007 from client ${'x'.repeat(MAX_DESCRIPTION_LENGTH)}`,
    amount: 900,
    type: 'inflow',
    category: 'Sales',
    categorySource: 'heuristic',
    bankId: 'ofx:123:FIT1',
    merchant: 'Client\u0001 Co',
    accountId: 'savings',
  },
  {
    id: 'ofx-2',
    date: '2024-03-06',
    description: 'ATM withdrawal',
    amount: -60,
    type: 'outflow',
    category: `C${'a'.repeat(MAX_NAME_LENGTH)}`,
    balance: 1200,
    note: 'cash for the float',
  },
  {
    id: 'ofx-3',
    date: '2024-03-02',
    description: 'Interest',
    amount: 0.42,
    type: 'inflow',
    category: 'Interest',
  },
];

describe('importedTransactions', () => {
  it('gives a varied CSV file the rows, order and account the object path gives', () => {
    const { transactions, duplicates } = variedFile();
    expect(duplicates.count).toBe(1);
    for (const lists of [[transactions], [transactions, duplicates]]) {
      const rows = importedTransactions(lists, 'checking');
      expect(rows).toStrictEqual(objectPath(lists, 'checking'));
      expect(rows.map((t) => t.date)).toEqual([...rows.map((t) => t.date)].sort().reverse());
      expect(new Set(rows.map((t) => t.accountId))).toEqual(new Set(['checking']));
    }
  });

  it('keeps rows of one date in the order of the file, duplicates after the new rows', () => {
    const { transactions, duplicates } = variedFile();
    const rows = importedTransactions([transactions, duplicates], 'checking');
    // Row 3 matches the stored rent, so it is the duplicate, listed after the file's new rows.
    expect(rows.filter((t) => t.date === '2024-03-01').map((t) => t.id)).toEqual([
      'imported-march-row-7',
      'imported-march-row-10',
      'imported-march-row-3',
    ]);
  });

  it('cuts and cleans text, keeps sparse fields and puts every row in the chosen account', () => {
    const lists = [packTransactions(UNRULY)];
    const rows = importedTransactions(lists, 'checking');
    expect(rows).toStrictEqual(objectPath(lists, 'checking'));
    const wire = rows.find((t) => t.id === 'ofx-1')!;
    expect(wire.accountId).toBe('checking');
    expect(wire.bankId).toBe('ofx:123:FIT1');
    expect(wire.description).toHaveLength(MAX_DESCRIPTION_LENGTH);
    expect(wire.description).not.toContain('\u0007');
    expect(wire.merchant).toBe('Client  Co');
    expect(rows.find((t) => t.id === 'ofx-2')!.category).toHaveLength(MAX_NAME_LENGTH);
    expect(rows.map((t) => t.id)).toEqual(['ofx-2', 'ofx-1', 'ofx-3']);
  });

  it('gives an id the ledger or an earlier row holds the first free suffix, as a Set of ids did', () => {
    const { transactions } = variedFile();
    const existing = [
      { id: 'imported-march-row-7' },
      { id: 'imported-march-row-7-2' },
      { id: 'imported-march-row-10' },
    ];
    // The same file twice: the second list's ids are all taken by the first's.
    const rows = importedTransactions([transactions, transactions], 'checking', existing);
    const taken = new Set(existing.map((t) => t.id));
    const expected = objectPath([transactions, transactions], 'checking').map((t) => {
      let id = t.id;
      for (let n = 2; taken.has(id); n += 1) id = `${t.id}-${n}`;
      taken.add(id);
      return { ...t, id };
    });
    expect(rows).toStrictEqual(expected);
    expect(rows.filter((t) => t.id.startsWith('imported-march-row-7'))).toHaveLength(2);
    expect(rows.map((t) => t.id)).toContain('imported-march-row-7-3');
    expect(new Set(rows.map((t) => t.id)).size).toBe(rows.length);
  });

  it("gives one file's rows that the ledger holds the first free suffix, its own rows none", () => {
    const { transactions, duplicates } = variedFile();
    // Both lists name their rows by the file's row numbers.
    expect(duplicates.count).toBeGreaterThan(0);
    expect([transactions.idRows, duplicates.idRows]).not.toContain(undefined);
    const existing = [
      { id: 'imported-march-row-7' },
      { id: 'imported-march-row-7-2' },
      { id: 'imported-march-row-3' },
      { id: 'imported-march-row-3-3' },
    ];
    const rows = importedTransactions([transactions, duplicates], 'checking', existing);
    const taken = new Set(existing.map((t) => t.id));
    const expected = objectPath([transactions, duplicates], 'checking').map((t) => {
      let id = t.id;
      for (let n = 2; taken.has(id); n += 1) id = `${t.id}-${n}`;
      taken.add(id);
      return { ...t, id };
    });
    expect(rows).toStrictEqual(expected);
    expect(rows.map((t) => t.id)).toEqual(
      expect.arrayContaining(['imported-march-row-7-3', 'imported-march-row-3-2']),
    );
    expect(new Set(rows.map((t) => t.id)).size).toBe(rows.length);
  });

  it('names every row and makes each on request as importedTransactions makes it', () => {
    const { transactions, duplicates } = variedFile();
    const existing = [{ id: 'imported-march-row-7' }, { id: 'imported-march-row-3' }];
    for (const lists of [
      [transactions, duplicates],
      [transactions, transactions],
    ]) {
      const imported = importedRows(lists, 'checking', existing);
      const rows = importedTransactions(lists, 'checking', existing);
      expect(imported.ids).toEqual(rows.map((t) => t.id));
      expect(imported.ids).toContain('imported-march-row-7-2');
      rows.forEach((t, at) => {
        expect(imported.rowAt(at)).toStrictEqual(t);
        expect(imported.dateAt(at)).toBe(t.date);
        expect(imported.descriptionAt(at)).toBe(t.description);
      });
    }
  });

  it('tells apart rows of two lists that name the same row number', () => {
    const sale = (id: string) => ({
      id,
      date: '2024-03-01',
      description: 'Sale',
      amount: 1,
      type: 'inflow' as const,
      category: 'Sales',
    });
    const numbered = (rowNumbers: number[]) => ({
      ...packTransactions(rowNumbers.map((n) => sale(`x-${n}`))),
      ids: 'imported-two-row-',
      idRows: Uint32Array.from(rowNumbers),
    });
    const rows = importedTransactions([numbered([2, 3]), numbered([3])], 'checking');
    expect(rows.map((t) => t.id)).toEqual([
      'imported-two-row-2',
      'imported-two-row-3',
      'imported-two-row-3-2',
    ]);
  });

  it('cuts each id of a CSV list from its row number, past a chunk of ids', () => {
    const count = 5000;
    const rows = importedTransactions(
      [
        packTransactions(
          Array.from({ length: count }, (_, i) => ({
            id: `x-${i}`,
            date: '2024-03-01',
            description: 'Sale',
            amount: 1,
            type: 'inflow' as const,
            category: 'Sales',
          })),
        ),
      ].map((packed) => ({
        ...packed,
        ids: 'imported-big-row-',
        idRows: packed.dateCodes.map((_, i) => i + 2),
      })),
      'checking',
    );
    expect(rows.map((t) => t.id)).toEqual(
      Array.from({ length: count }, (_, i) => `imported-big-row-${i + 2}`),
    );
  });

  it('gives back no rows for empty lists', () => {
    expect(importedTransactions([packTransactions([])], 'checking')).toEqual([]);
  });
});
