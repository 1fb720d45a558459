// `pnpm bench` data: real current-account histories of a Czech bank, 1993-94 (../shared/data).
// Bench-only data, read here and never shipped.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import type { Transaction } from '../../src/index.js';
import type { BenchLedger } from './benchLedger.js';

// The data sits beside the checkout (../shared/data); a worktree one folder deeper looks further up.
export const BERKA_PATH = nearestSharedData('berka-odd.csv.gz');

function nearestSharedData(file: string): string {
  let dir = fileURLToPath(new URL('../../../../', import.meta.url));
  for (;;) {
    const candidate = join(dir, 'shared', 'data', file);
    if (existsSync(candidate)) return candidate;
    const parent = dirname(dir);
    if (parent === dir) return candidate;
    dir = parent;
  }
}

/** One ledger per account, transactions in file order (oldest first). */
export function berkaLedgers(path = BERKA_PATH): BenchLedger[] {
  const text = gunzipSync(readFileSync(path)).toString('utf8');
  const byAccount = new Map<string, Transaction[]>();
  const lines = text.split('\n');
  for (let i = 1; i < lines.length; i += 1) {
    const line = lines[i] as string;
    if (line.trim() === '') continue;
    const [account = '', date = '', description = '', amount = '0', balance = '0'] =
      line.split(',');
    const value = Number(amount);
    let list = byAccount.get(account);
    if (list === undefined) {
      list = [];
      byAccount.set(account, list);
    }
    list.push({
      id: `a${account}-${list.length}`,
      date,
      description,
      amount: value,
      type: value < 0 ? 'outflow' : 'inflow',
      category: description.split(' ')[0] ?? 'Other',
      balance: Number(balance),
    });
  }
  return [...byAccount.entries()].map(([account, transactions]) => ({
    name: `account-${account}`,
    transactions: transactions.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)),
  }));
}
