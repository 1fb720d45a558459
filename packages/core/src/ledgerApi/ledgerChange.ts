import { z } from 'zod';

export const ledgerEntitySchema = z.enum(['transaction', 'account', 'import', 'document']);
export type LedgerEntity = z.infer<typeof ledgerEntitySchema>;

export const ledgerOpSchema = z.enum(['create', 'update', 'delete', 'import', 'undo-import']);
export type LedgerOp = z.infer<typeof ledgerOpSchema>;

/**
 * One change to an organisation's ledger: the audit log and the feed other browsers sync from.
 * `before`/`after` hold only the fields that changed (or a summary, for an import).
 */
export const ledgerChangeSchema = z.object({
  seq: z.number().int(),
  entity: ledgerEntitySchema,
  entityId: z.string(),
  op: ledgerOpSchema,
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  userId: z.string(),
  /** The author's e-mail address, or the name of the server's own work ("QuickBooks sync"). */
  userEmail: z.string().optional(),
  at: z.string(),
});
export type LedgerChange = z.infer<typeof ledgerChangeSchema>;

export const changesQuerySchema = z.object({
  /** The last `seq` already seen; 0 for the start. */
  since: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(1000).default(500),
  /**
   * With no change after `since` yet, how long the server may hold the request for one (long
   * polling): the answer comes as soon as there is one. 0 answers at once.
   */
  waitMs: z.coerce.number().int().min(0).max(25_000).default(0),
});

export const changesPageSchema = z.object({
  changes: z.array(ledgerChangeSchema),
  /** The highest seq in this page (or `since` when empty): ask again from here. */
  lastSeq: z.number().int(),
  /** The organisation's newest seq: a fresh copy of the ledger is current as of it. */
  headSeq: z.number().int(),
});

/** The audit log, newest first: `before` is the oldest seq already shown. */
export const auditQuerySchema = z.object({
  before: z.coerce.number().int().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});

export const auditPageSchema = z.object({
  changes: z.array(ledgerChangeSchema),
  /** Pass as `before` for older changes; absent when these are the oldest. */
  olderBefore: z.number().int().optional(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
