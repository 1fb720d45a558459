// `pnpm bench`: the ledger as columns (issue 36) against the ledger as objects, at 100k and 1M
// transactions: the memory each holds, an edit and a delete applied as commands, a search as typed
// (first keystrokes, then a longer search narrowing the last answer), a sort by amount and the page
// of 50 rows the table shows. Goal at 1M: a keystroke answered < 100 ms, an edit in milliseconds.
import { performance } from 'node:perf_hooks';
import {
  applyCommand,
  applyToColumns,
  columnLedgerOf,
  computeTotals,
  rowsAt,
  selectRows,
  sortTransactions,
  totalsOfRows,
} from '../src/index.js';
import type { LedgerState, RowCriteria, Transaction } from '../src/index.js';

const VENDORS = ['Sysco', 'Dominion Energy', 'Comcast Business', 'Gusto payroll', 'Google Ads'];
const CATEGORIES = ['Sales', 'Rent', 'Utilities', 'Payroll', 'Marketing', 'Food Supplies'];

/** Row i of a deterministic ledger, newest first; every string its own (none shared by rows). */
function rowAt(i: number, count: number): Transaction {
  const inflow = i % 4 === 0;
  const cents = inflow ? 50_000 + ((i * 7919) % 250_000) : -(1_000 + ((i * 104729) % 90_000));
  const day = Math.floor(((count - i) / count) * 3 * 365);
  return {
    id: `bench-row-${i}`,
    date: new Date(Date.UTC(2022, 0, 1) + day * 86_400_000).toISOString().slice(0, 10),
    description: inflow ? `Square sale #${i}` : `${VENDORS[i % VENDORS.length]} invoice ${i}`,
    amount: cents / 100,
    type: inflow ? 'inflow' : 'outflow',
    category: (inflow ? 'Sales' : CATEGORIES[1 + (i % 5)]) as string,
    balance: (5_000_000 + i) / 100,
    accountId: i % 3 === 0 ? 'card' : 'checking',
  };
}

function heapMb(): number {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().heapUsed / 1024 / 1024;
}

function ms(work: () => unknown): number {
  const started = performance.now();
  work();
  return performance.now() - started;
}

const emptyState = (): LedgerState => ({
  transactions: [],
  importBatches: [],
  accounts: [],
  importLayouts: {},
  cashMinimum: null,
});

const none: RowCriteria = {
  needle: '',
  category: '',
  account: '',
  startDate: '',
  endDate: '',
  min: undefined,
  max: undefined,
};

function run(count: number): string[] {
  const base = heapMb();
  const plain = {
    ...emptyState(),
    transactions: Array.from({ length: count }, (_, i) => rowAt(i, count)),
  };
  const objectsMb = heapMb() - base;
  const patch = {
    type: 'patchTransactions' as const,
    patches: [{ id: `bench-row-${count >> 1}`, set: { category: 'Marketing' }, remove: [] }],
  };
  const editObjects = ms(() => applyCommand(plain, patch));
  const deleteObjects = ms(() =>
    applyCommand(plain, { type: 'deleteTransactions', ids: ['bench-row-7'] }),
  );
  const searchObjects = ms(() =>
    plain.transactions.filter((t) => t.description.toLowerCase().includes('sy')),
  );
  const sortObjects = ms(() =>
    sortTransactions(plain.transactions, { key: 'amount', direction: 'asc' }),
  );
  const totalsObjects = ms(() => computeTotals(plain.transactions));
  plain.transactions = [];

  const before = heapMb();
  const ledger = columnLedgerOf(emptyState());
  const generated = ms(() => {
    for (let i = 0; i < count; i += 1) rowAt(i, count);
  });
  const built = ms(() => {
    for (let start = 0; start < count; start += 10_000) {
      const rows = Array.from({ length: Math.min(10_000, count - start) }, (_, k) =>
        rowAt(count - 1 - start - k, count),
      );
      ledger.table.putNewest(rows.reverse());
    }
  });
  const columnsMb = heapMb() - before;
  const editColumns = ms(() => applyToColumns(ledger, patch));
  const deleteColumns = ms(() =>
    applyToColumns(ledger, { type: 'deleteTransactions', ids: ['bench-row-7'] }),
  );
  const newest = { key: 'date' as const, direction: 'desc' as const };
  const firstSearch = ms(() => selectRows(ledger.table, { ...none, needle: 'sy' }, newest));
  const wide = selectRows(ledger.table, { ...none, needle: 'sy' }, newest);
  const readySearch = ms(() => selectRows(ledger.table, { ...none, needle: 'in' }, newest));
  const keystroke = ms(() => selectRows(ledger.table, { ...none, needle: 'sysc' }, newest, wide));
  let sorted = new Int32Array(0);
  const sortColumns = ms(() => {
    sorted = selectRows(ledger.table, none, { key: 'amount', direction: 'asc' });
  });
  const page = ms(() => rowsAt(ledger.table, sorted, count >> 1, (count >> 1) + 50));
  const totalsColumns = ms(() => totalsOfRows(ledger.table, sorted));
  const f = (value: number) =>
    `${value < 10 ? value.toFixed(1) : Math.round(value).toLocaleString('en')}`;
  return [
    `| ${count.toLocaleString('en')} | objects | ${f(objectsMb)} MB | ${f(editObjects)} ms | ${f(deleteObjects)} ms | ${f(searchObjects)} ms | ${f(searchObjects)} ms | — | ${f(sortObjects)} ms | — | ${f(totalsObjects)} ms |`,
    `| ${count.toLocaleString('en')} | columns (built in ${f(built - generated)} ms) | ${f(columnsMb)} MB | ${f(editColumns)} ms | ${f(deleteColumns)} ms | ${f(firstSearch)} ms | ${f(readySearch)} ms | ${f(keystroke)} ms | ${f(sortColumns)} ms | ${f(page)} ms | ${f(totalsColumns)} ms |`,
  ];
}

console.log(
  '\nThe ledger as objects and as columns (heap after GC; one run each, after a warm-up at 10k)',
);
run(10_000);
console.log(
  '| rows | held as | memory | edit | delete | first search | another search | next keystroke | sort by amount | page of 50 | totals |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|---|');
for (const count of [100_000, 1_000_000]) for (const line of run(count)) console.log(line);
