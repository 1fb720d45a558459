import type { LedgerTransaction, Transaction, TransactionFields } from '@cashline/core';
import type { Kysely } from 'kysely';
import type { Tables } from '../db/tables.js';
import { familyOfTransactionId } from '../quickbooks/recordFamily.js';
import { ledgerWrite } from './ledgerWrite.js';
import { transactionOf } from './transactionRows.js';
import { applyCreate, applyDelete, applyEdit } from './transactionWrites.js';
import type { Writer } from './transactionWrites.js';

/** The author of a scheduled sync's changes in the audit log. */
export const QUICKBOOKS_SYNC_USER = 'quickbooks-sync';

export type QuickBooksLanding = {
  /** Each record's family and the rows it is now in QuickBooks (none: it is gone). */
  families: ReadonlyMap<string, readonly Transaction[]>;
  /**
   * Set when `families` is the whole of QuickBooks in these dates (a full pull, not changes): a
   * QuickBooks row dated in it whose family is not among them was deleted there.
   */
  wholeRange?: { from: string; to: string };
  /** Categorises rows new to the ledger (the organisation's rules). */
  prepareNew(transactions: Transaction[]): Transaction[];
};

export type LandedCounts = { added: number; updated: number; deleted: number };

/**
 * The fields QuickBooks owns: a change there is a change here. The category, note and account are
 * the team's (chosen by hand or by their rules) and are kept.
 */
const OWNED = ['date', 'description', 'amount', 'merchant', 'paymentRef', 'transferId'] as const;

function ownedChanges(current: LedgerTransaction, next: Transaction): TransactionFields {
  const changes: Record<string, unknown> = {};
  for (const field of OWNED) {
    const now = current[field];
    const then = next[field];
    if (now !== then) changes[field] = then ?? null;
  }
  return changes as TransactionFields;
}

async function quickBooksRows(trx: Kysely<Tables>, orgId: string) {
  const rows = await trx
    .selectFrom('ledger_transaction')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('id', 'like', 'imported-qbo-%')
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Lands what QuickBooks says in the ledger as one write, as "QuickBooks sync": rows new to the
 * ledger are added (categorised by `prepareNew`), rows it changed are edited in the fields it owns,
 * rows of a deleted or voided record are deleted. A row the team deleted stays deleted, and one
 * already as QuickBooks has it is left alone, so landing the same changes twice changes nothing.
 */
export function landQuickBooksChanges(
  db: Kysely<Tables>,
  writer: Writer,
  landing: QuickBooksLanding,
): Promise<LandedCounts> {
  return ledgerWrite(db, writer, async (trx) => {
    const counts: LandedCounts = { added: 0, updated: 0, deleted: 0 };
    const stored = await quickBooksRows(trx, writer.orgId);
    const fresh: Transaction[] = [];
    const gone: string[] = [];
    const wanted = new Set<string>();
    for (const rows of landing.families.values()) for (const tx of rows) wanted.add(tx.id);

    for (const rows of landing.families.values()) {
      for (const tx of rows) {
        const row = stored.get(tx.id);
        if (!row) {
          fresh.push(tx);
          continue;
        }
        if (row.deleted === 1) continue;
        const changes = ownedChanges(transactionOf(row), tx);
        if (Object.keys(changes).length === 0) continue;
        const edited = await applyEdit(trx, writer, tx.id, { baseVersion: row.version, changes });
        if (!edited.ok) throw new Error(`QuickBooks row ${tx.id} could not be updated`);
        counts.updated += 1;
      }
    }
    for (const row of stored.values()) {
      if (row.deleted === 1 || wanted.has(row.id)) continue;
      const family = familyOfTransactionId(row.id);
      if (family === undefined) continue;
      const changedHere = landing.families.has(family);
      const range = landing.wholeRange;
      const goneFromRange = range !== undefined && row.date >= range.from && row.date <= range.to;
      if (changedHere || goneFromRange) gone.push(row.id);
    }
    for (const id of gone) {
      if ((await applyDelete(trx, writer, id)).ok) counts.deleted += 1;
    }
    if (fresh.length > 0) {
      const created = await applyCreate(trx, writer, landing.prepareNew(fresh));
      if (!created.ok) throw new Error('QuickBooks rows could not be added to the ledger');
      counts.added = fresh.length;
    }
    return counts;
  });
}
