import { z } from 'zod';
import { ApiError, apiJson } from './apiClient';

const syncSchema = z.object({
  everyHours: z.number(),
  lastSyncedAt: z.string().optional(),
  lastResult: z
    .object({
      added: z.number(),
      updated: z.number(),
      deleted: z.number(),
      /** The run's invoices and bills; `failed` when their pull failed after the ledger synced. */
      openItems: z
        .object({
          added: z.number(),
          updated: z.number(),
          removed: z.number(),
          failed: z.boolean().optional(),
        })
        .optional(),
    })
    .optional(),
  lostAt: z.string().optional(),
});
/** The organisation's scheduled sync (signed in only). */
export type QuickBooksSync = z.infer<typeof syncSchema>;

export type QuickBooksStatus =
  | { kind: 'connected'; companyName?: string; sync?: QuickBooksSync }
  | { kind: 'disconnected'; sync?: QuickBooksSync }
  /** The operator has not set QuickBooks up on this installation: nothing to connect to. */
  | { kind: 'not-configured' }
  /** The server could not be asked; `message` says why. */
  | { kind: 'unavailable'; message: string };

const statusSchema = z.object({
  success: z.literal(true),
  configured: z.boolean(),
  connected: z.boolean(),
  companyName: z.string().optional(),
  sync: syncSchema.optional(),
});

/** GET /api/quickbooks/status: whether this browser's session is connected. */
export async function fetchQuickBooksStatus(): Promise<QuickBooksStatus> {
  try {
    const parsed = statusSchema.safeParse(await apiJson('/quickbooks/status'));
    if (!parsed.success)
      return { kind: 'unavailable', message: 'Could not read the connection status.' };
    const { configured, connected, companyName, sync } = parsed.data;
    if (!configured) return { kind: 'not-configured' };
    const synced = sync ? { sync } : {};
    if (!connected) return { kind: 'disconnected', ...synced };
    return { kind: 'connected', ...(companyName ? { companyName } : {}), ...synced };
  } catch (error) {
    const body =
      error instanceof ApiError ? (error.body as { message?: unknown } | undefined) : undefined;
    const message =
      typeof body?.message === 'string' ? body.message : 'Could not read the connection status.';
    return { kind: 'unavailable', message };
  }
}
