import { DEFAULT_ACCOUNT_ID } from '@cashline/core';
import type { Transaction } from '@cashline/core';

/** A small seeded generator (mulberry32), so a failure can be replayed. */
export function randomOf(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (low: number, high: number) => low + Math.floor(next() * (high - low + 1));
  const pick = <T>(values: readonly T[]): T => values[int(0, values.length - 1)] as T;
  return { chance: (p: number) => next() < p, int, pick };
}
export type Random = ReturnType<typeof randomOf>;

// Few values per field, in mixed case, so every sort meets ties and its stable order is tested.
export const DESCRIPTIONS = [
  'Sysco invoice',
  'SYSCO invoice',
  'Square sale',
  'square sale',
  'Rent',
  'Café',
];
export const CATEGORIES = ['Sales', 'sales', 'Rent', 'Food Supplies'];
const ACCOUNTS = [undefined, DEFAULT_ACCOUNT_ID, 'amex'];

export function rowOf(random: Random, id: string): Transaction {
  const amount = random.pick([-120.5, -10, -0.3, 0, 10, 99.99, 120.5]);
  const t: Transaction = {
    id,
    date: `2026-0${random.int(1, 3)}-1${random.int(0, 2)}`,
    description: random.pick(DESCRIPTIONS),
    amount,
    type: amount < 0 ? 'outflow' : 'inflow',
    category: random.pick(CATEGORIES),
  };
  const account = random.pick(ACCOUNTS);
  if (account !== undefined) t.accountId = account;
  if (random.chance(0.6)) t.balance = random.pick([5, 100.25, 100.25, 3000]);
  if (random.chance(0.15)) t.transferId = `transfer-${id}`;
  return t;
}

/** The next list: a few rows created (first), edited in place, moved by date, or deleted. */
export function changed(random: Random, list: Transaction[], step: number): Transaction[] {
  let next = [...list];
  for (let n = random.int(1, 3); n > 0; n -= 1) {
    const kind = next.length === 0 ? 0 : random.int(0, 3);
    const at = random.int(0, Math.max(0, next.length - 1));
    if (kind === 0) next.unshift(rowOf(random, `new-${step}-${n}`));
    else if (kind === 1) next[at] = { ...rowOf(random, next[at]!.id) };
    else if (kind === 2) next.splice(at, 1);
    else {
      // As a synced copy places an edited row: taken out, put back elsewhere.
      const [moved] = next.splice(at, 1);
      next.splice(random.int(0, next.length), 0, { ...moved!, date: '2026-01-10' });
    }
  }
  if (random.chance(0.1)) next = next.slice();
  return next;
}
