import type { Page } from '@playwright/test';

export type SeedTransaction = {
  id: string;
  date: string;
  description: string;
  amount: number;
  type: 'inflow' | 'outflow';
  category: string;
  balance?: number;
  /** The bank's own id of a statement entry, when it came from one. */
  bankId?: string;
  /** The account it belongs to; without one, the default account. */
  accountId?: string;
};

/** An account as the app stores it (core's accountSchema). */
export type SeedAccount = {
  id: string;
  name: string;
  kind: 'checking' | 'savings' | 'credit card' | 'payment processor' | 'cash' | 'loan';
  currency: string;
  openingBalance: number;
  openingDate: string;
  archived: boolean;
};

/** Where the benchmark leaves a generated ledger inside the page for `writeLedgerInPage`. */
type BenchWindow = { benchLedger?: unknown[] };

/**
 * Stores `list` (or `window.benchLedger` when `list` is null) the way the app does: a manifest under
 * the key `transactions` of the `cashline` store and the rows in one record per month beside it
 * (`rows/YYYY-MM`, in the list's order), each laid out as columns
 * (apps/web/src/lib/transactions/transactionColumns.ts).
 */
export async function writeLedgerInPage(page: Page, list: SeedTransaction[] | null): Promise<void> {
  await page.evaluate(async (given) => {
    const transactions = given ?? (window as unknown as BenchWindow).benchLedger ?? [];
    const dictionary = (values: string[]) => {
      const positions = new Map<string, number>();
      const index = Uint32Array.from(values, (value) => {
        if (!positions.has(value)) positions.set(value, positions.size);
        return positions.get(value) ?? 0;
      });
      return { values: [...positions.keys()], index };
    };
    const months = new Map<string, SeedTransaction[]>();
    for (const t of transactions as SeedTransaction[]) {
      const month = t.date.slice(0, 7);
      const rows = months.get(month);
      if (rows) rows.push(t);
      else months.set(month, [t]);
    }
    const pages = [...months].map(([month, rows]) => ({
      key: `rows/${month}`,
      columns: {
        count: rows.length,
        id: rows.map((t) => t.id),
        description: rows.map((t) => t.description),
        date: dictionary(rows.map((t) => t.date)),
        category: dictionary(rows.map((t) => t.category)),
        type: Uint8Array.from(rows, (t) => (t.type === 'outflow' ? 1 : 0)),
        amount: Float64Array.from(rows, (t) => t.amount),
        balance: Float64Array.from(rows, (t) => t.balance ?? NaN),
        // As the app stores a column that repeats itself: each account once, a position per row.
        ...(rows.every((t) => t.accountId !== undefined)
          ? { accountId: dictionary(rows.map((t) => t.accountId ?? '')) }
          : rows.some((t) => t.accountId !== undefined)
            ? { accountId: rows.map((t) => t.accountId) }
            : {}),
      },
    }));
    await new Promise<void>((resolve, reject) => {
      // The app's database version (appDatabase.ts): the page may have opened it already.
      const open = indexedDB.open('cashline', 2);
      open.onupgradeneeded = () => {
        if (!open.result.objectStoreNames.contains('cashline')) {
          open.result.createObjectStore('cashline');
        }
      };
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const tx = open.result.transaction('cashline', 'readwrite');
        const store = tx.objectStore('cashline');
        for (const page of pages) store.put(page.columns, page.key);
        store.put(
          { format: 'months-v1', revision: 'seeded', count: transactions.length },
          'transactions',
        );
        tx.oncomplete = () => {
          open.result.close();
          resolve();
        };
        tx.onabort = () => reject(tx.error);
      };
    });
  }, list);
}

/** Stores the accounts under the `cashline` store's key `accounts`, as the app does. */
async function writeAccountsInPage(page: Page, accounts: SeedAccount[]): Promise<void> {
  await page.evaluate(
    (given) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('cashline', 2);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('cashline', 'readwrite');
          tx.objectStore('cashline').put(given, 'accounts');
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onabort = () => reject(tx.error);
        };
      }),
    accounts,
  );
}

/**
 * Stores transactions (and, given, the accounts) as an earlier visit would have left them, then
 * reloads the page.
 */
export async function seedTransactions(
  page: Page,
  transactions: SeedTransaction[],
  accounts?: SeedAccount[],
): Promise<void> {
  await page.goto('/');
  await writeLedgerInPage(page, transactions);
  if (accounts) await writeAccountsInPage(page, accounts);
  await page.reload();
}

/** Reads the rows the app has stored (one record of columns per month), newest first. */
export async function storedTransactions(page: Page): Promise<SeedTransaction[]> {
  return page.evaluate(
    () =>
      new Promise<SeedTransaction[]>((resolve, reject) => {
        type Columns = {
          count: number;
          id: string[];
          description: Text;
          date: { values: string[]; index: Uint32Array };
          category: { values: string[]; index: Uint32Array };
          type: Uint8Array;
          amount: Float64Array;
          balance: Float64Array;
          bankId?: Text;
        };
        // A text column is a list, or each distinct text once with every row's position in it.
        type Text = (string | undefined)[] | { values: string[]; index: Uint32Array };
        const textAt = (column: Text | undefined, i: number): string | undefined =>
          column === undefined
            ? undefined
            : Array.isArray(column)
              ? column[i]
              : column.values[column.index[i] ?? 0xffffffff];
        const rowsOf = (c: Columns): SeedTransaction[] =>
          Array.from({ length: c.count }, (_, i) => {
            const balance = c.balance[i] ?? NaN;
            return {
              id: c.id[i] ?? '',
              date: c.date.values[c.date.index[i] ?? 0] ?? '',
              description: textAt(c.description, i) ?? '',
              amount: c.amount[i] ?? NaN,
              type: c.type[i] === 1 ? 'outflow' : 'inflow',
              category: c.category.values[c.category.index[i] ?? 0] ?? '',
              ...(Number.isNaN(balance) ? {} : { balance }),
              ...(textAt(c.bankId, i) === undefined ? {} : { bankId: textAt(c.bankId, i) }),
            };
          });
        const open = indexedDB.open('cashline', 2);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const store = open.result.transaction('cashline', 'readonly').objectStore('cashline');
          // One record per month under rows/YYYY-MM, each newest first: the last month first.
          const pages = store.getAll(IDBKeyRange.bound('rows/', 'rows/\uffff'));
          pages.onsuccess = () => {
            open.result.close();
            resolve((pages.result as Columns[]).reverse().flatMap(rowsOf));
          };
          pages.onerror = () => reject(pages.error);
        };
      }),
  );
}

export const sampleLedger: SeedTransaction[] = [
  {
    id: 'imported-march-row-1',
    date: '2024-03-01',
    description: 'Office rent March',
    amount: -2400,
    type: 'outflow',
    category: 'Rent',
    balance: 18250,
  },
  {
    id: 'imported-march-row-2',
    date: '2024-03-02',
    description: 'Square sale 1042',
    amount: 1385.2,
    type: 'inflow',
    category: 'Sales',
    balance: 19635.2,
  },
  {
    id: 'imported-march-row-3',
    date: '2024-03-05',
    description: 'Sysco delivery',
    amount: -642.75,
    type: 'outflow',
    category: 'Food Supplies',
    balance: 18992.45,
  },
  {
    id: 'imported-march-row-4',
    date: '2024-03-08',
    description: 'Dominion Energy electric',
    amount: -318.4,
    type: 'outflow',
    category: 'Utilities',
    balance: 18674.05,
  },
  {
    id: 'imported-march-row-5',
    date: '2024-03-15',
    description: 'Payroll run 1',
    amount: -5200,
    type: 'outflow',
    category: 'Payroll',
    balance: 13474.05,
  },
  {
    id: 'imported-march-row-6',
    date: '2024-03-20',
    description: 'Catering invoice 88',
    amount: 2450,
    type: 'inflow',
    category: 'Sales',
    balance: 15924.05,
  },
  {
    id: 'imported-march-row-7',
    date: '2024-03-28',
    description: 'Sysco credit memo',
    amount: 54.1,
    type: 'inflow',
    category: 'Food Supplies',
    balance: 15978.15,
  },
];
