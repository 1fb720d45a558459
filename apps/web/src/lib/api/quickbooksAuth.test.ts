import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestQuickBooksAuthUri } from './quickbooksAuth';

function answer(body: string, init: ResponseInit & { type?: string }) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(body, {
          ...init,
          headers: { 'Content-Type': init.type ?? 'application/json' },
        }),
    ),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('requestQuickBooksAuthUri', () => {
  it('returns the consent URL', async () => {
    answer(
      JSON.stringify({ success: true, authUri: 'https://appcenter.intuit.com/connect/oauth2?x=1' }),
      { status: 200 },
    );
    expect(await requestQuickBooksAuthUri()).toEqual({
      ok: true,
      authUri: 'https://appcenter.intuit.com/connect/oauth2?x=1',
    });
  });

  it('names a non-JSON answer as the spec words it', async () => {
    answer('<!doctype html><title>app</title>', { status: 200, type: 'text/html; charset=utf-8' });
    expect(await requestQuickBooksAuthUri()).toEqual({
      ok: false,
      message:
        'Server returned text/html; charset=utf-8 instead of JSON. The Express server may not have the /api/quickbooks route properly mounted.',
    });
  });

  it('gives HTTP {status}: {body} for a failed answer, with the server message as the body', async () => {
    answer(
      JSON.stringify({
        success: false,
        error: 'quickbooks_not_configured',
        message: 'Set QBO_CLIENT_ID.',
      }),
      {
        status: 503,
      },
    );
    expect(await requestQuickBooksAuthUri()).toEqual({
      ok: false,
      message: 'HTTP 503: Set QBO_CLIENT_ID.',
    });
  });

  it('falls back to Failed to get authorization URL', async () => {
    answer(JSON.stringify({ success: true }), { status: 200 });
    expect(await requestQuickBooksAuthUri()).toEqual({
      ok: false,
      message: 'Failed to get authorization URL',
    });
    answer(JSON.stringify({ success: false, message: 'Try later.' }), { status: 200 });
    expect(await requestQuickBooksAuthUri()).toEqual({ ok: false, message: 'Try later.' });
  });
});
