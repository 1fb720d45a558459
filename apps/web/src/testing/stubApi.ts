import { vi } from 'vitest';

export type ApiCall = { url: string; init: RequestInit | undefined };

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;

/**
 * Replaces fetch with answers by URL ('/api/content/company'); any other URL answers 404 in the
 * server's error shape. Returns the calls made, in order. Undo with vi.unstubAllGlobals().
 */
export function stubApi(handlers: Record<string, Handler>): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    calls.push({ url, init });
    const handler = handlers[url];
    if (handler) return handler(init);
    return Response.json(
      { success: false, error: 'not_found', message: 'Not found.' },
      { status: 404 },
    );
  });
  return calls;
}

/** The company facts answer of GET /api/content/company. */
export function companyAnswer(company: Record<string, unknown>): Handler {
  return () =>
    Response.json({ company: { address: [], hours: [], stats: [], social: [], ...company } });
}
