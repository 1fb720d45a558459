import { z } from 'zod';
import { transactionSchema } from '../transaction.js';

/** Rows sent in one request of an import; a large file is sent in several. */
export const MAX_IMPORT_CHUNK = 5000;
/** The most rows one import may hold. */
export const MAX_IMPORT_ROWS = 2_000_000;

export const importStartSchema = z.object({
  fileName: z.string().trim().min(1).max(255),
  /** How many rows the client will send, so progress and completeness can be checked. */
  rowCount: z.number().int().min(1).max(MAX_IMPORT_ROWS),
});

export const importChunkSchema = z.object({
  /** The chunk's position, from 0: a chunk sent twice (a retry) is stored once. */
  index: z.number().int().min(0),
  transactions: z.array(transactionSchema).min(1).max(MAX_IMPORT_CHUNK),
});

export const importStatusSchema = z.enum(['receiving', 'committed', 'undone']);

export const importBatchSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  rowCount: z.number().int(),
  receivedRows: z.number().int(),
  status: importStatusSchema,
  createdAt: z.string(),
  createdBy: z.string(),
  committedAt: z.string().optional(),
  undoneAt: z.string().optional(),
});
export type ImportBatch = z.infer<typeof importBatchSchema>;

export const importListSchema = z.array(importBatchSchema);
