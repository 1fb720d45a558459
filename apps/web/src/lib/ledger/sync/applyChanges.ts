import { ledgerTransactionSchema, withFieldChanges } from '@cashline/core';
import type { LedgerChange, LedgerTransaction } from '@cashline/core';
import type { CopyRows } from './copyRows';
import { forEachRow } from './forEachRow';

/** What a page of changes asks for beyond what the changes themselves carry. */
export type FollowUp = {
  /** Imports committed since: their rows are fetched by import id. */
  importsToFetch: string[];
  /** An account, an import or a document changed: these small lists are fetched again. */
  refetchLists: boolean;
};

function withoutNulls(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null));
}

function versionOf(fields: Record<string, unknown> | null): number {
  const version = fields?.['version'];
  return typeof version === 'number' ? version : 0;
}

/** An update's fields over the row, by the ledger's patch rule. */
function updated(row: LedgerTransaction, after: Record<string, unknown>): LedgerTransaction | null {
  const parsed = ledgerTransactionSchema.safeParse(withFieldChanges(row, after));
  return parsed.success ? parsed.data : null;
}

/**
 * Applies a page of the change feed to a copy, in order. Each change is applied only where it is
 * newer than the row (by version), so applying a change twice, or over a row fetched later than
 * the change, leaves the row as the server has it. Returns what the caller must fetch: the rows of
 * imports (the feed records an import as one change) and, when they changed, the small lists.
 */
export function applyChanges(rows: CopyRows, changes: readonly LedgerChange[]): FollowUp {
  const importsToFetch: string[] = [];
  let refetchLists = false;
  for (const change of changes) {
    if (change.entity === 'transaction') {
      const existing = rows.get(change.entityId);
      if (change.op === 'delete') {
        rows.delete(change.entityId);
      } else if (change.op === 'create' && change.after) {
        const parsed = ledgerTransactionSchema.safeParse({
          ...withoutNulls(change.after),
          id: change.entityId,
        });
        if (parsed.success && (!existing || existing.version < parsed.data.version)) {
          rows.set(change.entityId, parsed.data);
        }
      } else if (change.op === 'update' && change.after && existing) {
        if (versionOf(change.after) > existing.version) {
          const next = updated(existing, change.after);
          if (next) rows.set(change.entityId, next);
        }
      }
    } else if (change.op === 'import') {
      importsToFetch.push(change.entityId);
      refetchLists = true;
    } else if (change.op === 'undo-import') {
      forEachRow(rows, (row, importId) => {
        if (importId === change.entityId) rows.delete(row.id);
      });
      refetchLists = true;
    } else {
      refetchLists = true;
    }
  }
  return { importsToFetch, refetchLists };
}
