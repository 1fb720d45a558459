import { ApiError, apiJson } from './apiClient';

export const NEWSLETTER_FAILED = 'Could not subscribe. Please try again later.';

/** POST /api/newsletter: the address is stored on the server; the error is one a person can read. */
export async function subscribeNewsletter(
  email: string,
): Promise<{ ok: true } | { ok: false; error: string }> {
  try {
    await apiJson('/newsletter', { method: 'POST', body: JSON.stringify({ email }) });
    return { ok: true };
  } catch (error) {
    const body =
      error instanceof ApiError ? (error.body as { message?: unknown } | undefined) : undefined;
    return {
      ok: false,
      error: typeof body?.message === 'string' ? body.message : NEWSLETTER_FAILED,
    };
  }
}
