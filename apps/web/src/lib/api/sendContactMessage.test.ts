import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_FAILED, CONTACT_UNREACHABLE, sendContactMessage } from './sendContactMessage';
import type { ContactMessage } from './sendContactMessage';

const message: ContactMessage = {
  name: 'Ana',
  email: 'ana@example.com',
  company: '',
  subject: 'Hello',
  message: 'Hi there',
  type: 'support',
};

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('sendContactMessage', () => {
  it('posts the message as JSON to /api/contact and reports success', async () => {
    const fetchMock = answer(200, { success: true, message: 'Thanks' });
    await expect(sendContactMessage(message)).resolves.toEqual({ ok: true, message: 'Thanks' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/contact');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual(message);
  });

  it("shows the server's message when it refuses", async () => {
    answer(400, { success: false, error: 'ValidationError', message: 'Email is invalid' });
    await expect(sendContactMessage(message)).resolves.toEqual({
      ok: false,
      error: 'Email is invalid',
    });
  });

  it('says the message was not sent when the server could not forward it', async () => {
    answer(502, {
      success: false,
      error: 'contact_not_sent',
      message: 'Failed to send message. Please try again later.',
    });
    await expect(sendContactMessage(message)).resolves.toEqual({
      ok: false,
      error: 'Failed to send message. Please try again later.',
    });
  });

  it('falls back to the spec message when an answer has no success and no message', async () => {
    answer(200, { success: false });
    await expect(sendContactMessage(message)).resolves.toEqual({
      ok: false,
      error: CONTACT_FAILED,
    });
  });

  it('says "try again later" when the network fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(sendContactMessage(message)).resolves.toEqual({
      ok: false,
      error: CONTACT_UNREACHABLE,
    });
  });

  it('says "try again later" when the answer is not JSON', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })),
    );
    await expect(sendContactMessage(message)).resolves.toEqual({
      ok: false,
      error: CONTACT_UNREACHABLE,
    });
  });
});
