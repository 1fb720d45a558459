import { ApiError, apiJson } from './apiClient';

/** POST /api/quickbooks/disconnect: forgets the connection and revokes it at Intuit. */
export async function disconnectQuickBooks(): Promise<string> {
  try {
    const body = (await apiJson('/quickbooks/disconnect', { method: 'POST' })) as {
      message?: unknown;
    };
    return typeof body.message === 'string' ? body.message : 'Disconnected from QuickBooks.';
  } catch (error) {
    const body =
      error instanceof ApiError ? (error.body as { message?: unknown } | undefined) : undefined;
    return typeof body?.message === 'string'
      ? body.message
      : 'Failed to disconnect from QuickBooks.';
  }
}
