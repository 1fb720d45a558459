// `pnpm bench` data: real current-account histories of a Czech bank, 1993-94 (../shared/data).
// Bench-only data, read here and never shipped.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import type { Transaction } from '../../src/index.js';
import type { BenchLedger } from './benchLedger.js';

export const BERKA_PATH = fileURLToPath(
  new URL('../../../../../shared/data/berka-odd.csv.gz', import.meta.url),
);

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
