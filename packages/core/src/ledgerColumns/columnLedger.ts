import {
  applyCommand,
  LedgerCommandError,
  validTransaction,
} from '../ledgerCommands/applyCommand.js';
import type { LedgerState } from '../ledgerCommands/applyCommand.js';
import { changesOf, withFieldChanges } from '../ledgerCommands/fieldChanges.js';
import type { LedgerCommand } from '../ledgerCommands/ledgerCommand.js';
import type { Transaction } from '../transaction.js';
import { TransactionTable } from './transactionTable.js';

/** A ledger whose transactions are held as columns; everything else as the plain state has it. */
export type ColumnLedger = Omit<LedgerState, 'transactions'> & { table: TransactionTable };

/** What a command did to the table: the ids it wrote and the ids it removed. */
export type TableChange = { written: string[]; removed: string[] };

export function columnLedgerOf(state: LedgerState): ColumnLedger {
  const { transactions, ...rest } = state;
  const table = new TransactionTable();
  table.putNewest(transactions);
  return { ...rest, table };
}

/** The plain state the column ledger stands for, rows in the list's order. */
export function stateOfColumns(ledger: ColumnLedger): LedgerState {
  const { table, ...rest } = ledger;
  return { ...rest, transactions: Array.from(table.slotsInOrder(), (slot) => table.read(slot)) };
}

function checkedNew(table: TransactionTable, incoming: readonly Transaction[]): Transaction[] {
  const ids = new Set(incoming.map((t) => t.id));
  if (ids.size !== incoming.length || incoming.some((t) => table.slotOf(t.id) !== undefined)) {
    throw new LedgerCommandError('A transaction with that id is already in the ledger.');
  }
  return incoming.map(validTransaction);
}

function patchedRows(
  table: TransactionTable,
  patches: Extract<LedgerCommand, { type: 'patchTransactions' }>['patches'],
): { slot: number; row: Transaction }[] {
  const byId = new Map(patches.map((p) => [p.id, changesOf(p.set, p.remove)]));
  const found: { slot: number; changes: Record<string, unknown> }[] = [];
  for (const [id, changes] of byId) {
    const slot = table.slotOf(id);
    if (slot !== undefined) found.push({ slot, changes });
  }
  // applyCommand checks the patched rows in the list's order and only then for missing ones: a
  // command with both faults, or two invalid rows, is refused with the same words here.
  found.sort((a, b) => (table.order[b.slot] as number) - (table.order[a.slot] as number));
  const rows = found.map(({ slot, changes }) => ({
    slot,
    row: validTransaction(withFieldChanges(table.read(slot), changes)),
  }));
  if (found.length !== byId.size) {
    throw new LedgerCommandError(
      byId.size === 1
        ? 'That transaction no longer exists.'
        : 'Some of those transactions no longer exist.',
    );
  }
  return rows;
}

function removed(table: TransactionTable, ids: Iterable<string>): string[] {
  const gone: string[] = [];
  for (const id of ids) if (table.remove(id) !== undefined) gone.push(id);
  return gone;
}

/**
 * Applies one command as `applyCommand` would, with the same refusals, but in place: the table is
 * changed (only once every check has passed, so a refused command changes nothing) and the records
 * around it are replaced as applyCommand replaces them. Costs what the command touches, not the
 * ledger's size.
 */
export function applyToColumns(
  ledger: ColumnLedger,
  command: LedgerCommand,
): { ledger: ColumnLedger; change: TableChange } {
  const { table } = ledger;
  const none: TableChange = { written: [], removed: [] };
  switch (command.type) {
    case 'createTransactions': {
      const rows = checkedNew(table, command.transactions);
      table.putNewest(rows);
      return { ledger, change: { written: rows.map((t) => t.id), removed: [] } };
    }
    case 'patchTransactions': {
      const rows = patchedRows(table, command.patches);
      for (const { slot, row } of rows) table.replace(slot, row);
      return { ledger, change: { written: rows.map(({ row }) => row.id), removed: [] } };
    }
    case 'deleteTransactions':
      return { ledger, change: { written: [], removed: removed(table, command.ids) } };
    case 'commitImport': {
      if (ledger.importBatches.some((b) => b.id === command.batch.id)) {
        throw new LedgerCommandError('That import is already in the ledger.');
      }
      const rows = checkedNew(table, command.transactions);
      table.putNewest(rows);
      return {
        ledger: { ...ledger, importBatches: [command.batch, ...ledger.importBatches] },
        change: { written: rows.map((t) => t.id), removed: [] },
      };
    }
    case 'undoImport': {
      const batch = ledger.importBatches.find((b) => b.id === command.importId);
      if (!batch) throw new LedgerCommandError('That import has already been undone.');
      return {
        ledger: { ...ledger, importBatches: ledger.importBatches.filter((b) => b !== batch) },
        change: { written: [], removed: removed(table, batch.transactionIds) },
      };
    }
    case 'saveAccount':
    case 'saveSettings': {
      // Neither touches a transaction: the plain rule applies to everything else, unchanged.
      const { table: _table, ...rest } = ledger;
      const { transactions: _none, ...next } = applyCommand({ ...rest, transactions: [] }, command);
      return { ledger: { ...next, table }, change: none };
    }
  }
}
