import { openItemSchema } from '@cashline/core';
import type { OpenItem } from '@cashline/core';
import { z } from 'zod';
import { apiUrl } from './apiClient';

export type OpenItemsPull =
  /** Signed in the server has stored them; signed out `items` are for this browser to keep. */
  | { ok: true; message: string; historyFrom: string; items?: OpenItem[] }
  | { ok: false; message: string };

const FAILED = 'Could not pull the invoices and bills from QuickBooks. Nothing was changed.';

const answerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    historyFrom: z.string(),
    items: z.array(openItemSchema).optional(),
  }),
});

const errorSchema = z.object({ message: z.string().min(1) });

/** The failure in words: a throttled pull says when to try again. */
function failure(response: Response, body: unknown): string {
  const parsed = errorSchema.safeParse(body);
  const said = parsed.success ? parsed.data.message : FAILED;
  const retryAfter = Number(response.headers.get('Retry-After'));
  if (response.status === 429 && Number.isFinite(retryAfter) && retryAfter > 0) {
    return `QuickBooks is busy. Try again in ${retryAfter} second${retryAfter === 1 ? '' : 's'}.`;
  }
  return said;
}

/**
 * POST /api/quickbooks/open-items: pulls the open invoices and bills and the last 12 months' paid
 * ones. Reads the answer itself (not through apiJson) to see a throttled answer's Retry-After.
 */
export async function pullQuickBooksOpenItems(): Promise<OpenItemsPull> {
  let response: Response;
  let body: unknown;
  try {
    response = await fetch(apiUrl('/quickbooks/open-items'), {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
    const isJson = response.headers.get('Content-Type')?.includes('application/json') ?? false;
    body = isJson ? await response.json() : undefined;
  } catch {
    return { ok: false, message: `${FAILED} Check your connection and try again.` };
  }
  if (!response.ok) return { ok: false, message: failure(response, body) };
  const parsed = answerSchema.safeParse(body);
  if (!parsed.success) return { ok: false, message: FAILED };
  const { message, data } = parsed.data;
  return {
    ok: true,
    message,
    historyFrom: data.historyFrom,
    ...(data.items ? { items: data.items } : {}),
  };
}
