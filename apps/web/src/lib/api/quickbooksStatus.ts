import { z } from 'zod';
import { ApiError, apiJson } from './apiClient';

export type QuickBooksStatus =
  | { kind: 'connected'; companyName?: string }
  | { kind: 'disconnected' }
  /** The operator has not set QuickBooks up on this installation: nothing to connect to. */
  | { kind: 'not-configured' }
  /** The server could not be asked; `message` says why. */
  | { kind: 'unavailable'; message: string };

const statusSchema = z.object({
  success: z.literal(true),
  configured: z.boolean(),
  connected: z.boolean(),
  companyName: z.string().optional(),
});

/** GET /api/quickbooks/status: whether this browser's session is connected. */
export async function fetchQuickBooksStatus(): Promise<QuickBooksStatus> {
  try {
    const parsed = statusSchema.safeParse(await apiJson('/quickbooks/status'));
    if (!parsed.success)
      return { kind: 'unavailable', message: 'Could not read the connection status.' };
    if (!parsed.data.configured) return { kind: 'not-configured' };
    if (!parsed.data.connected) return { kind: 'disconnected' };
    return parsed.data.companyName
      ? { kind: 'connected', companyName: parsed.data.companyName }
      : { kind: 'connected' };
  } catch (error) {
    const body =
      error instanceof ApiError ? (error.body as { message?: unknown } | undefined) : undefined;
    const message =
      typeof body?.message === 'string' ? body.message : 'Could not read the connection status.';
    return { kind: 'unavailable', message };
  }
}
