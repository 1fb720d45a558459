import { describe, expect, it } from 'vitest';
import { accountIdOf } from '../accounts/account.js';
import { computeTotals } from '../analytics/totals.js';
import { SeededRandom } from '../testing/seededRandom.js';
import type { Transaction } from '../transaction.js';
import { sortTransactions } from '../transactions/sort.js';
import type { TransactionSort, TransactionSortKey } from '../transactions/sort.js';
import { rowsAt, selectRows, totalsOfRows } from './selectRows.js';
import type { RowCriteria } from './selectRows.js';
import { TransactionTable } from './transactionTable.js';

const CATEGORIES = ['Rent', 'rent', 'Sales', 'Payroll', 'Other', 'Zebra'];
const WORDS = ['Harbor Rent', 'square sale', 'SQUARE SALE', 'Gusto payroll', 'Acme invoice'];

function ledger(random: SeededRandom, size: number): Transaction[] {
  return Array.from({ length: size }, (_, i) => {
    const amount = random.int(-5_000, 5_000) / 100;
    const t: Transaction = {
      id: `r${i}`,
      date: `2026-0${random.int(1, 3)}-1${random.int(0, 4)}`,
      description: `${random.pick(WORDS)} ${random.int(1, 20)}`,
      amount,
      type: amount < 0 ? 'outflow' : 'inflow',
      category: random.pick(CATEGORIES),
    };
    if (random.chance(0.6)) t.balance = random.int(-1_000, 1_000) / 10;
    if (random.chance(0.7)) t.accountId = random.pick(['main', 'card', 'savings']);
    if (random.chance(0.1)) t.transferId = `tr-${i}`;
    return t;
  });
}

/** The transactions page's rule, written plainly over objects. */
function passes(t: Transaction, c: RowCriteria): boolean {
  if (c.needle && !t.description.toLowerCase().includes(c.needle)) return false;
  if (c.category && t.category !== c.category) return false;
  if (c.account && accountIdOf(t) !== c.account) return false;
  if (c.startDate && t.date < c.startDate) return false;
  if (c.endDate && t.date > c.endDate) return false;
  if (c.min !== undefined && Math.abs(t.amount) < c.min) return false;
  if (c.max !== undefined && Math.abs(t.amount) > c.max) return false;
  return true;
}

function criteria(random: SeededRandom): RowCriteria {
  return {
    needle: random.chance(0.4) ? random.pick(['sale', 'rent', 'q', 'payroll 1', 'nothing']) : '',
    category: random.chance(0.3) ? random.pick([...CATEGORIES, 'Unknown']) : '',
    account: random.chance(0.3) ? random.pick(['main', 'card', 'gone']) : '',
    startDate: random.chance(0.3) ? '2026-02-11' : '',
    endDate: random.chance(0.3) ? random.pick(['2026-02-13', '2026-03']) : '',
    min: random.chance(0.2) ? 10 : undefined,
    max: random.chance(0.2) ? 30.5 : undefined,
  };
}

const KEYS: TransactionSortKey[] = ['date', 'description', 'amount', 'category', 'balance'];

describe('selectRows', () => {
  it('finds and orders the rows the page’s filter and core’s sort find, totals included', () => {
    const random = new SeededRandom(5);
    const rows = ledger(random, 400);
    const table = new TransactionTable();
    table.putNewest(rows);
    for (let n = 0; n < 200; n += 1) {
      const c = criteria(random);
      const sort: TransactionSort = {
        key: random.pick(KEYS),
        direction: random.chance(0.5) ? 'asc' : 'desc',
      };
      const expected = sortTransactions(rows, sort).filter((t) => passes(t, c));
      const slots = selectRows(table, c, sort);
      expect(rowsAt(table, slots, 0, slots.length)).toEqual(expected);
      expect(totalsOfRows(table, slots)).toEqual(computeTotals(expected));
    }
  });

  it('narrows an earlier answer when the search grows, keeping its order', () => {
    const random = new SeededRandom(9);
    const rows = ledger(random, 300);
    const table = new TransactionTable();
    table.putNewest(rows);
    const sort: TransactionSort = { key: 'amount', direction: 'asc' };
    const base = { category: '', account: '', startDate: '', endDate: '' };
    const wide = { ...base, needle: 'sa', min: undefined, max: undefined };
    const narrow = { ...wide, needle: 'sale 1' };
    const first = selectRows(table, wide, sort);
    const again = selectRows(table, narrow, sort, first);
    expect(Array.from(again)).toEqual(Array.from(selectRows(table, narrow, sort)));
    expect(again.length).toBeGreaterThan(0);
    expect(again.length).toBeLessThan(first.length);
  });

  it('skips the sort of a newest-first list and still answers rows after deletes and overwrites', () => {
    const table = new TransactionTable();
    const row = (id: string, date: string, amount: number): Transaction => ({
      id,
      date,
      description: id,
      amount,
      type: amount < 0 ? 'outflow' : 'inflow',
      category: 'Other',
    });
    table.putNewest([
      row('c', '2026-03-03', 1),
      row('b', '2026-03-02', 2),
      row('a', '2026-03-01', 3),
    ]);
    table.remove('b');
    table.putNewest([row('a', '2026-03-05', 4)]);
    const none = { needle: '', category: '', account: '', startDate: '', endDate: '' };
    const all = selectRows(
      table,
      { ...none, min: undefined, max: undefined },
      {
        key: 'date',
        direction: 'desc',
      },
    );
    // `a` kept its place in the list when overwritten, so its new date puts it first only by sort.
    expect(rowsAt(table, all, 0, 5).map((t) => [t.id, t.date])).toEqual([
      ['a', '2026-03-05'],
      ['c', '2026-03-03'],
    ]);
  });

  it('sorts a date of year 0-99 before a later century, as the dates compare as text', () => {
    const table = new TransactionTable();
    const row = (id: string, date: string): Transaction => ({
      id,
      date,
      description: id,
      amount: 1,
      type: 'inflow',
      category: 'Other',
    });
    const rows = [row('typo', '0026-12-01'), row('old', '1926-06-01')];
    table.putNewest(rows);
    const none = { needle: '', category: '', account: '', startDate: '', endDate: '' };
    const criteria = { ...none, min: undefined, max: undefined };
    for (const direction of ['asc', 'desc'] as const) {
      const sort: TransactionSort = { key: 'date', direction };
      const slots = selectRows(table, criteria, sort);
      expect(rowsAt(table, slots, 0, 2)).toEqual(sortTransactions(rows, sort));
    }
  });
});
