import { describe, expect, it } from 'vitest';
import { applyCommand } from '../ledgerCommands/applyCommand.js';
import type { LedgerState } from '../ledgerCommands/applyCommand.js';
import type { LedgerCommand } from '../ledgerCommands/ledgerCommand.js';
import { SeededRandom } from '../testing/seededRandom.js';
import type { Transaction } from '../transaction.js';
import { applyToColumns, columnLedgerOf, stateOfColumns } from './columnLedger.js';

const account = {
  id: 'acc-1',
  name: 'Current',
  kind: 'checking' as const,
  currency: 'GBP',
  openingBalance: 0,
  openingDate: '2026-01-01',
  archived: false,
};

const start = (transactions: Transaction[] = []): LedgerState => ({
  transactions,
  importBatches: [],
  accounts: [account],
  importLayouts: {},
  cashMinimum: null,
});

function row(random: SeededRandom, id: string): Transaction {
  const amount = random.int(-90_000, 90_000) / 100;
  const t: Transaction = {
    id,
    date: `2026-0${random.int(1, 9)}-${String(random.int(10, 28))}`,
    description: random.pick(['Rent', 'SQ *Coffee', 'Payroll', 'ACME Ltd invoice']),
    amount,
    type: amount < 0 ? 'outflow' : 'inflow',
    category: random.pick(['Rent', 'Sales', 'Payroll', 'Other']),
  };
  if (random.chance(0.5)) t.balance = random.int(0, 1_000_000) / 100;
  if (random.chance(0.5)) t.accountId = random.pick(['acc-1', 'acc-2']);
  if (random.chance(0.3)) t.note = `note ${id}`;
  if (random.chance(0.2)) t.transferId = `transfer-${id}`;
  if (random.chance(0.3)) t.categorySource = random.pick(['manual', 'rule', 'ai'] as const);
  return t;
}

/** A random command against `state`, sometimes one that must be refused. */
function commandFor(random: SeededRandom, state: LedgerState, n: number): LedgerCommand {
  const ids = state.transactions.map((t) => t.id);
  const someIds = () => Array.from({ length: random.int(1, 3) }, () => random.pick(ids));
  const kind = ids.length === 0 ? 0 : random.int(0, 6);
  if (kind === 0 || kind === 1) {
    const fresh = Array.from({ length: random.int(1, 4) }, (_, i) => row(random, `t${n}-${i}`));
    // Now and then an id the ledger already has: refused, and nothing of the batch lands.
    if (ids.length > 0 && random.chance(0.15)) fresh.push(row(random, random.pick(ids)));
    return { type: 'createTransactions', transactions: fresh };
  }
  if (kind === 2 || kind === 3) {
    const patches = someIds().map((id) => ({
      id: random.chance(0.1) ? 'gone' : id,
      set: random.chance(0.5) ? { category: 'Marketing' } : { note: `edited ${n}` },
      remove: random.chance(0.3) ? ['transferId', 'balance'] : [],
    }));
    return { type: 'patchTransactions', patches };
  }
  if (kind === 4) return { type: 'deleteTransactions', ids: [...someIds(), 'never-there'] };
  if (kind === 5 || state.importBatches.length === 0) {
    const rows = Array.from({ length: random.int(1, 5) }, (_, i) => row(random, `i${n}-${i}`));
    const batch = {
      id: random.chance(0.1) && state.importBatches[0] ? state.importBatches[0].id : `batch-${n}`,
      fileName: 'bank.csv',
      importedAt: '2026-10-01T00:00:00.000Z',
      transactionIds: rows.map((t) => t.id),
    };
    return { type: 'commitImport', batch, transactions: rows };
  }
  return { type: 'undoImport', importId: random.pick(state.importBatches).id };
}

function outcome(apply: () => LedgerState): LedgerState | string {
  try {
    return apply();
  } catch (error) {
    return (error as Error).message;
  }
}

describe('applyToColumns', () => {
  it('reaches the state applyCommand reaches, refusal for refusal, over 400 random commands', () => {
    for (const seed of [1, 2, 3]) {
      const random = new SeededRandom(seed);
      let plain = start([row(random, 'seed-a'), row(random, 'seed-b')]);
      let columns = columnLedgerOf(plain);
      let refused = 0;
      for (let n = 0; n < 400; n += 1) {
        const command = commandFor(random, plain, n);
        const expected = outcome(() => applyCommand(plain, command));
        let applied = columns;
        const actual = outcome(() => {
          applied = applyToColumns(columns, command).ledger;
          return stateOfColumns(applied);
        });
        expect(actual).toEqual(expected);
        if (typeof expected === 'string') {
          refused += 1;
          // A refused command leaves the columns as they were.
          expect(stateOfColumns(columns)).toEqual(plain);
        } else {
          plain = expected;
          columns = applied;
        }
      }
      expect(refused).toBeGreaterThan(10);
    }
  });

  it('keeps one table through a run of commands and says which rows each wrote or removed', () => {
    const random = new SeededRandom(7);
    let plain = start();
    let columns = columnLedgerOf(plain);
    for (let n = 0; n < 300; n += 1) {
      const command = commandFor(random, plain, n);
      let next: LedgerState;
      try {
        next = applyCommand(plain, command);
      } catch {
        expect(() => applyToColumns(columns, command)).toThrow();
        continue;
      }
      const { ledger, change } = applyToColumns(columns, command);
      expect(ledger.table).toBe(columns.table);
      const before = new Set(plain.transactions.map((t) => t.id));
      const after = new Map(next.transactions.map((t) => [t.id, t]));
      expect(new Set(change.removed)).toEqual(new Set([...before].filter((id) => !after.has(id))));
      for (const id of change.written) expect(after.has(id)).toBe(true);
      plain = next;
      columns = ledger;
      expect(stateOfColumns(columns)).toEqual(plain);
    }
    expect(columns.table.size).toBe(plain.transactions.length);
  });

  it('reuses a deleted row’s slot without moving any other row', () => {
    const random = new SeededRandom(11);
    const rows = Array.from({ length: 5 }, (_, i) => row(random, `r${i}`));
    const { table } = columnLedgerOf(start(rows));
    const slotOfR3 = table.slotOf('r3');
    const removedSlot = table.remove('r1');
    expect(table.slotOf('r3')).toBe(slotOfR3);
    table.putNewest([row(random, 'new')]);
    expect(table.slotOf('new')).toBe(removedSlot);
    expect(Array.from(table.slotsInOrder(), (s) => table.idAt(s))).toEqual([
      'new',
      'r0',
      'r2',
      'r3',
      'r4',
    ]);
  });

  it('refuses a patch with a missing row and an invalid one, or two invalid rows, as applyCommand does', () => {
    const random = new SeededRandom(13);
    const plain = start([row(random, 'older'), row(random, 'newer')].reverse());
    const commands: LedgerCommand[] = [
      {
        type: 'patchTransactions',
        patches: [
          { id: 'gone', set: { note: 'x' } },
          { id: 'older', set: { date: '2026-02-30' } },
        ],
      },
      {
        type: 'patchTransactions',
        patches: [
          { id: 'older', set: { date: '2026-02-30' } },
          { id: 'newer', set: { category: '' } },
        ],
      },
    ];
    for (const command of commands) {
      const expected = outcome(() => applyCommand(plain, command));
      expect(typeof expected).toBe('string');
      expect(
        outcome(() => stateOfColumns(applyToColumns(columnLedgerOf(plain), command).ledger)),
      ).toBe(expected);
    }
  });

  it('grows its columns past their first size and keeps every row as applyCommand does', () => {
    const random = new SeededRandom(17);
    let plain = start();
    let columns = columnLedgerOf(plain);
    for (let n = 0; n < 30; n += 1) {
      const batch = Array.from({ length: 100 }, (_, i) => row(random, `g${n}-${i}`));
      const commands: LedgerCommand[] = [
        { type: 'createTransactions', transactions: batch },
        { type: 'deleteTransactions', ids: [`g${n}-3`, `g${Math.max(0, n - 1)}-50`] },
      ];
      for (const command of commands) {
        plain = applyCommand(plain, command);
        columns = applyToColumns(columns, command).ledger;
      }
    }
    // 3,000 rows written, fewer kept: the first 1,024 slots were outgrown twice.
    expect(columns.table.slotLimit).toBeGreaterThan(2048);
    expect(stateOfColumns(columns)).toEqual(plain);
  });
});
