import { transactionSchema } from '@cashline/core';
import type { Transaction } from '@cashline/core';
import { z } from 'zod';
import { ApiError, apiJson } from './apiClient';

export type PullResult = { ok: true; transactions: Transaction[] } | { ok: false; message: string };

const FAILED = 'Failed to import transactions';

const pullBodySchema = z.object({
  success: z.literal(true),
  data: z.object({ transactions: z.array(transactionSchema) }),
});

function serverMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('message' in body)) return undefined;
  const { message } = body as { message: unknown };
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

/**
 * GET /api/quickbooks/export?format=json: this session's QuickBooks cash transactions for the last
 * 12 months, checked against the Transaction schema before the app uses them.
 */
export async function pullQuickBooksTransactions(): Promise<PullResult> {
  let body: unknown;
  try {
    body = await apiJson('/quickbooks/export?format=json');
  } catch (error) {
    return {
      ok: false,
      message: (error instanceof ApiError && serverMessage(error.body)) || FAILED,
    };
  }
  const parsed = pullBodySchema.safeParse(body);
  if (!parsed.success) return { ok: false, message: serverMessage(body) ?? FAILED };
  return { ok: true, transactions: parsed.data.data.transactions };
}
