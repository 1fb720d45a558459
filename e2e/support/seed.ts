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
 * the key `transactions` of the `cashline` store and the list oldest-first in chunks beside it, each
 * chunk laid out as columns (apps/web/src/lib/transactions/transactionColumns.ts).
 */
export async function writeLedgerInPage(page: Page, list: SeedTransaction[] | null): Promise<void> {
  await page.evaluate(async (given) => {
    const transactions = given ?? (window as unknown as BenchWindow).benchLedger ?? [];
    const oldestFirst = (transactions as SeedTransaction[]).slice().reverse();
    const size = 50_000;
    const dictionary = (values: string[]) => {
      const positions = new Map<string, number>();
      const index = Uint32Array.from(values, (value) => {
        if (!positions.has(value)) positions.set(value, positions.size);
        return positions.get(value) ?? 0;
      });
      return { values: [...positions.keys()], index };
    };
    const chunks: unknown[] = [];
    for (let i = 0; i < oldestFirst.length; i += size) {
      const rows = oldestFirst.slice(i, i + size);
      chunks.push({
        count: rows.length,
        id: rows.map((t) => t.id),
        description: rows.map((t) => t.description),
        date: dictionary(rows.map((t) => t.date)),
        category: dictionary(rows.map((t) => t.category)),
        type: Uint8Array.from(rows, (t) => (t.type === 'outflow' ? 1 : 0)),
        amount: Float64Array.from(rows, (t) => t.amount),
        balance: Float64Array.from(rows, (t) => t.balance ?? NaN),
        ...(rows.some((t) => t.accountId !== undefined)
          ? { accountId: rows.map((t) => t.accountId) }
          : {}),
      });
    }
    await new Promise<void>((resolve, reject) => {
      const open = indexedDB.open('cashline', 1);
      open.onupgradeneeded = () => {
        if (!open.result.objectStoreNames.contains('cashline')) {
          open.result.createObjectStore('cashline');
        }
      };
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const tx = open.result.transaction('cashline', 'readwrite');
        const store = tx.objectStore('cashline');
        chunks.forEach((chunk, i) => store.put(chunk, `transactions/${i}`));
        store.put(
          {
            format: 'columns-v1',
            revision: 'seeded',
            chunkCount: chunks.length,
            count: oldestFirst.length,
          },
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
        const open = indexedDB.open('cashline', 1);
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

/** Reads what the app has stored under `transactions` (and its chunks of columns), newest first. */
export async function storedTransactions(page: Page): Promise<SeedTransaction[]> {
  return page.evaluate(
    () =>
      new Promise<SeedTransaction[]>((resolve, reject) => {
        type Columns = {
          count: number;
          id: string[];
          description: string[];
          date: { values: string[]; index: Uint32Array };
          category: { values: string[]; index: Uint32Array };
          type: Uint8Array;
          amount: Float64Array;
          balance: Float64Array;
          bankId?: (string | undefined)[];
        };
        const rowsOf = (c: Columns): SeedTransaction[] =>
          Array.from({ length: c.count }, (_, i) => {
            const balance = c.balance[i] ?? NaN;
            return {
              id: c.id[i] ?? '',
              date: c.date.values[c.date.index[i] ?? 0] ?? '',
              description: c.description[i] ?? '',
              amount: c.amount[i] ?? NaN,
              type: c.type[i] === 1 ? 'outflow' : 'inflow',
              category: c.category.values[c.category.index[i] ?? 0] ?? '',
              ...(Number.isNaN(balance) ? {} : { balance }),
              ...(c.bankId?.[i] === undefined ? {} : { bankId: c.bankId[i] }),
            };
          });
        const open = indexedDB.open('cashline', 1);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const store = open.result.transaction('cashline', 'readonly').objectStore('cashline');
          const head = store.get('transactions');
          head.onsuccess = () => {
            const manifest = head.result as { chunkCount?: number } | undefined;
            const count = manifest?.chunkCount ?? 0;
            const chunks: SeedTransaction[][] = [];
            if (count === 0) {
              open.result.close();
              resolve([]);
              return;
            }
            for (let i = 0; i < count; i += 1) {
              const request = store.get(`transactions/${i}`);
              request.onsuccess = () => {
                chunks[i] = rowsOf(request.result as Columns);
                if (chunks.filter(Boolean).length === count) {
                  open.result.close();
                  resolve(chunks.flat().reverse());
                }
              };
            }
          };
          head.onerror = () => reject(head.error);
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
