import {
  applyCommands,
  importCsvPacked,
  keepableTransaction,
  NEWEST_FIRST,
  sortTransactions,
  transactionSchema,
  unpackTransactions,
} from '@cashline/core';
import type { Account, LedgerCommand, PackedTransactions, Transaction } from '@cashline/core';
import { describe, expect, it } from 'vitest';
import { localChange } from '../ledger/localChange';
import { importInto, importPlanOf, undoImportOf } from './importActions';
import { linkDetectedTransfers } from './storeChanges';
import type { StoreData } from './storeChanges';
import type { ImportBatch } from './storedRecords';

const tx = (id: string): Transaction => ({
  id,
  date: '2026-03-01',
  description: `Sale ${id}`,
  amount: 40,
  type: 'inflow',
  category: 'Sales',
  accountId: 'main',
});

const shown: ImportBatch = {
  id: 'batch-local',
  fileName: 'march.csv',
  importedAt: '2026-03-02T10:00:00.000Z',
  transactionIds: ['a', 'b'],
  accountId: 'main',
};

const storeWith = (batches: ImportBatch[]): StoreData => ({
  transactions: [tx('a'), tx('b'), tx('kept')],
  importBatches: batches,
  accounts: [],
  importLayouts: {},
  cashMinimum: null,
});

describe('undoImportOf', () => {
  it('takes the import shown away, with exactly its rows', () => {
    const store = storeWith([shown]);
    const { commands, result } = undoImportOf(store, shown);
    const next = applyCommands(store, commands);
    expect(result).toBe(2);
    expect(next.transactions.map((t) => t.id)).toEqual(['kept']);
    expect(next.importBatches).toEqual([]);
  });

  it('finds the import by its rows when its id changed since it was shown (sent to the server)', () => {
    const onServer = { ...shown, id: 'server-import-7' };
    const store = storeWith([onServer]);
    const { commands, result } = undoImportOf(store, shown);
    expect(commands).toEqual([{ type: 'undoImport', importId: 'server-import-7' }]);
    const next = applyCommands(store, commands);
    expect(result).toBe(2);
    expect(next.importBatches).toEqual([]);
  });

  it('says so when the import is gone', () => {
    expect(() => undoImportOf(storeWith([]), shown)).toThrow(
      'That import has already been undone.',
    );
  });
});

const accountOf = (id: string, kind: Account['kind']): Account => ({
  id,
  name: id,
  kind,
  currency: 'USD',
  openingBalance: 0,
  openingDate: '2024-01-01',
  archived: false,
});

/** A checking export: dates out of order and repeated, balances on some rows, a stored duplicate. */
const VARIED_CSV = [
  'Date,Description,Amount,Balance,Category',
  '2024-03-05,Client payment Acme,1200.00,5200.00,',
  '2024-03-01,Rent March,-1500.00,4000.00,Rent',
  '2024-03-05,Coffee beans,-12.40,,',
  '2024-02-28,Transfer from savings,500.00,5512.40,',
  '2024-03-05,Gusto payroll,-2100.00,,Payroll',
  '2024-02-28,Google Ads,-310.00,,Marketing',
  '2024-03-07,Refund from supplier,45.00,,',
  '2024-03-01,Rent March,-1500.00,,Rent',
].join('\n');

const stored: Transaction[] = [
  // The other side of the file's transfer, in savings: detection links the two.
  {
    id: 'manual-savings-out',
    date: '2024-02-28',
    description: 'Transfer to checking',
    amount: -500,
    type: 'outflow',
    category: 'Transfers',
    accountId: 'savings',
  },
  {
    id: 'manual-rent',
    date: '2024-03-01',
    description: 'Rent March',
    amount: -1500,
    type: 'outflow',
    category: 'Rent',
    accountId: 'checking',
  },
];

const ledger: StoreData = {
  transactions: stored,
  importBatches: [],
  accounts: [accountOf('checking', 'checking'), accountOf('savings', 'savings')],
  importLayouts: {},
  cashMinimum: null,
};

/** Each id made unique against `taken` by `-2`, `-3`, ..., as the import did with a Set of ids. */
function withUniqueIds(incoming: readonly Transaction[], taken: Set<string>): Transaction[] {
  return incoming.map((item) => {
    let id = item.id;
    for (let n = 2; taken.has(id); n += 1) id = `${item.id}-${n}`;
    taken.add(id);
    return id === item.id ? item : { ...item, id };
  });
}

/** The commands the import issued when it was handed rows as objects. */
function objectPathCommands(lists: readonly PackedTransactions[]): LedgerCommand[] {
  const rows = sortTransactions(
    lists.flatMap((packed) => unpackTransactions(packed)),
    NEWEST_FIRST,
  );
  const taken = new Set(ledger.transactions.map((t) => t.id));
  const added = withUniqueIds(
    rows.map((t) => transactionSchema.parse(keepableTransaction({ ...t, accountId: 'checking' }))),
    taken,
  );
  const linked = linkDetectedTransfers([...added, ...ledger.transactions], ledger.accounts);
  return [
    {
      type: 'commitImport',
      batch: { id: 'batch-objects', fileName: 'march.csv', importedAt: '', transactionIds: [] },
      transactions: linked.transactions.slice(0, added.length),
    },
  ];
}

describe('importInto', () => {
  const read = importCsvPacked(VARIED_CSV, {
    fileName: 'march.csv',
    today: '2024-03-10',
    existing: stored,
  });
  if (!read.ok) throw new Error(read.error.message);
  const lists = [read.value.transactions, read.value.duplicates.transactions];

  it('stores from packed columns the rows the object path stored, transfer linked, and undoes them by import id', () => {
    expect(read.value.duplicates.transactions.count).toBe(1);
    const plan = importPlanOf(ledger, 'march.csv', { accountId: 'checking' });
    const { commands, result } = importInto(ledger, lists, plan);
    const expected = objectPathCommands(lists);
    const commit = commands[0] as Extract<LedgerCommand, { type: 'commitImport' }>;
    const expectedCommit = expected[0] as Extract<LedgerCommand, { type: 'commitImport' }>;
    expect(commit.transactions).toStrictEqual(expectedCommit.transactions);
    expect(result.transactionIds).toEqual(expectedCommit.transactions.map((t) => t.id));
    expect(result.transfersLinked).toBe(1);

    const imported = localChange(ledger, commands);
    const fromObjects = localChange(ledger, [expectedCommit, ...commands.slice(1)]);
    expect(imported.data.transactions).toStrictEqual(fromObjects.data.transactions);
    expect([...(imported.months ?? [])]).toStrictEqual([...(fromObjects.months ?? [])]);
    expect(imported.data.transactions.filter((t) => t.transferId !== undefined)).toHaveLength(2);

    const undone = localChange(imported.data, undoImportOf(imported.data, result).commands);
    expect(undone.data.importBatches).toEqual([]);
    expect(undone.data.transactions.map((t) => t.id)).toEqual([
      'manual-savings-out',
      'manual-rent',
    ]);
  });

  it('gives a row already stored under its id a fresh one, as before', () => {
    const holding = { ...ledger, transactions: [...unpackTransactions(read.value.transactions)] };
    const again = importInto(
      holding,
      [read.value.transactions],
      importPlanOf(holding, 'march.csv', { accountId: 'checking' }),
    );
    const ids = again.result.transactionIds;
    expect(ids).toHaveLength(read.value.transactions.count);
    expect(ids.every((id) => /-2$/.test(id))).toBe(true);
  });
});
