import { apiUrl } from './apiClient';

export type AuthUriResult = { ok: true; authUri: string } | { ok: false; message: string };

const FAILED = 'Failed to get authorization URL';

function serverMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('message' in body)) return undefined;
  const { message } = body as { message: unknown };
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

/**
 * GET /api/quickbooks/auth: the URL of Intuit's consent page. Failures carry the messages of
 * app.md section 8, word for word.
 */
export async function requestQuickBooksAuthUri(): Promise<AuthUriResult> {
  let response: Response;
  try {
    response = await fetch(apiUrl('/quickbooks/auth'), {
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
  } catch {
    return { ok: false, message: FAILED };
  }
  const contentType = response.headers.get('Content-Type') ?? 'an unknown content type';
  if (!contentType.includes('application/json')) {
    return {
      ok: false,
      message: `Server returned ${contentType} instead of JSON. The Express server may not have the /api/quickbooks route properly mounted.`,
    };
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  if (!response.ok) {
    return { ok: false, message: `HTTP ${response.status}: ${serverMessage(body) ?? text}` };
  }
  const { success, authUri } = (body ?? {}) as { success?: unknown; authUri?: unknown };
  if (success !== true || typeof authUri !== 'string' || authUri === '') {
    return { ok: false, message: serverMessage(body) ?? FAILED };
  }
  return { ok: true, authUri };
}
