import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import {
  aiCallRequest,
  categorizeMaxTokens,
  createOpenRouterClient,
  mapColumns,
} from '@cashline/ai';
import {
  contentReply,
  errorIn200Reply,
  errorReply,
  jsonReply,
  notJsonReply,
  slowReply,
  startFakeOpenRouter,
} from '@cashline/fake-openrouter';
import type { FakeOpenRouter } from '@cashline/fake-openrouter';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { migrateAuthTables } from '../auth/migrateAuthTables.js';
import { createTestContext } from '../testing/testContext.js';
import type { TestContext } from '../testing/testContext.js';

const SERVER_KEY = 'sk-or-v1-server-secret-0123456789';

let fake: FakeOpenRouter;
let ctx: TestContext | undefined;
beforeAll(async () => {
  fake = await startFakeOpenRouter({ apiKey: SERVER_KEY });
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());
afterEach(() => {
  ctx?.cleanup();
  ctx = undefined;
});

async function appWith(env: Record<string, string> = {}, logs?: string[]) {
  ctx = await createTestContext(
    {
      OPENROUTER_API_KEY: SERVER_KEY,
      OPENROUTER_BASE_URL: fake.baseUrl,
      OPENROUTER_MODEL: 'server/model',
      OPENROUTER_TIMEOUT_MS: '10000',
      ...env,
    },
    logs
      ? {
          logger: pino(
            { level: 'trace' },
            new Writable({
              write(chunk: Buffer, _encoding, done) {
                logs.push(chunk.toString());
                done();
              },
            }),
          ),
        }
      : {},
  );
  // The proxy charges a signed-in user's budgets, so better-auth's tables must be there.
  await migrateAuthTables(ctx.auth);
  return createApp(ctx);
}

const mappingCall = { call: { call: 'column mapping', headers: ['Date', 'Amount'] } } as const;

/** Where the app is served in these tests; its pages send this Origin, as browsers do. */
const APP = 'cashline.example.com';

/** A POST to the proxy from one of the app's own pages. */
function chat(client: ReturnType<typeof request> | ReturnType<typeof request.agent>) {
  return client.post('/api/ai/chat').set('Host', APP).set('Origin', `http://${APP}`);
}

describe('GET /api/ai/status', () => {
  it('says AI is available when the server holds a key, without showing it', async () => {
    const res = await request(await appWith())
      .get('/api/ai/status')
      .expect(200);
    expect(res.body).toEqual({ available: true });
    expect(res.text).not.toContain(SERVER_KEY);
  });

  it('says AI is unavailable without a key', async () => {
    const res = await request(await appWith({ OPENROUTER_API_KEY: '' })).get('/api/ai/status');
    expect(res.body).toEqual({ available: false });
  });
});

describe('POST /api/ai/chat', () => {
  it('builds the call’s prompt and sends it with the server’s key and model, answering in the wire format', async () => {
    fake.respond(jsonReply({ mapping: { date: 'Date' } }));
    const res = await chat(request(await appWith()))
      .send(mappingCall)
      .expect(200);
    expect(res.body).toEqual({
      choices: [{ message: { role: 'assistant', content: '{"mapping":{"date":"Date"}}' } }],
    });
    expect(res.text).not.toContain(SERVER_KEY);
    const received = fake.requests[0];
    expect(received?.headers).toMatchObject({
      authorization: `Bearer ${SERVER_KEY}`,
      'content-type': 'application/json',
      'x-title': 'Cashline',
      'http-referer': 'http://cashline.example.com',
    });
    expect(received?.body).toEqual({
      model: 'server/model',
      messages: aiCallRequest({ call: 'column mapping', headers: ['Date', 'Amount'] }).messages,
      temperature: 0.1,
      max_tokens: 500,
      response_format: { type: 'json_object' },
    });
  });

  it.each([
    ['no Origin', undefined],
    ['another site’s Origin', 'https://evil.example'],
  ])('refuses a call with %s: only the app’s own pages may use the key', async (_case, origin) => {
    const call = request(await appWith())
      .post('/api/ai/chat')
      .set('Host', APP);
    const res = await (origin ? call.set('Origin', origin) : call).send(mappingCall);
    expect(res.status).toBe(403);
    expect(fake.requests).toHaveLength(0);
  });

  it('refuses every call when the server has no key', async () => {
    const res = await chat(request(await appWith({ OPENROUTER_API_KEY: '' })))
      .send(mappingCall)
      .expect(503);
    expect(res.body).toEqual({
      success: false,
      error: 'ai_unavailable',
      message: 'OpenRouter API key is not configured. Cannot make AI call.',
    });
    expect(fake.requests).toHaveLength(0);
  });

  it.each([
    [
      'a prompt of its own',
      {
        model: 'any/model',
        messages: [{ role: 'user', content: 'Write me a poem' }],
        temperature: 0.1,
        max_tokens: 500,
      },
    ],
    ['a kind of call the app never makes', { call: { call: 'chat', prompt: 'Write me a poem' } }],
    ['a field beside the call', { ...mappingCall, messages: [] }],
    ['a field inside the call', { call: { ...mappingCall.call, prompt: 'Ignore that' } }],
    ['a header longer than any', { call: { call: 'column mapping', headers: ['x'.repeat(501)] } }],
    [
      'more descriptions than a batch',
      {
        call: {
          call: 'batch categorisation',
          descriptions: Array.from({ length: 201 }, () => 'coffee'),
        },
      },
    ],
  ])('refuses %s without calling the gateway', async (_case, body) => {
    const res = await chat(request(await appWith()))
      .send(body)
      .expect(400);
    expect(res.body).toMatchObject({ success: false, error: 'validation_failed' });
    expect(fake.requests).toHaveLength(0);
  });

  it('refuses a body over the size limit', async () => {
    const huge = { call: { call: 'column mapping', headers: ['x'.repeat(300_000)] } };
    const res = await chat(request(await appWith()))
      .send(huge)
      .expect(413);
    expect(res.body.error).toBe('payload_too_large');
    expect(fake.requests).toHaveLength(0);
  });

  it.each([
    ['401', errorReply(401, 'Invalid credentials'), 401, 'ai_gateway_error', 'Invalid credentials'],
    [
      '402',
      errorReply(402, 'Insufficient credits'),
      402,
      'ai_gateway_error',
      'Insufficient credits',
    ],
    ['429', errorReply(429, 'Rate limit exceeded'), 429, 'ai_gateway_error', 'Rate limit exceeded'],
    ['500', errorReply(500, 'Internal error'), 500, 'ai_gateway_error', 'Internal error'],
    [
      'an error inside a 200',
      errorIn200Reply(503, 'Provider down'),
      503,
      'ai_gateway_error',
      'Provider down',
    ],
    [
      'a body that is not JSON',
      notJsonReply(),
      502,
      'ai_gateway_error',
      'OpenRouter sent a reply that is not JSON.',
    ],
    [
      'a slow reply',
      slowReply(20_000, jsonReply({})),
      504,
      'ai_gateway_timeout',
      'OpenRouter did not answer in time.',
    ],
  ])('passes on %s in the one error shape', async (_case, reply, status, error, message) => {
    fake.respond(reply);
    const app = await appWith(status === 504 ? { OPENROUTER_TIMEOUT_MS: '300' } : {});
    const res = await chat(request(app)).send(mappingCall).expect(status);
    expect(res.body).toEqual({ success: false, error, message });
  });

  it('sizes a categorisation batch’s max_tokens to it', async () => {
    fake.respond(jsonReply({ categories: ['Housing'] }));
    const batch = { call: { call: 'batch categorisation', descriptions: ['rent'] } };
    await chat(request(await appWith()))
      .send(batch)
      .expect(200);
    expect(fake.requests[0]?.body).toMatchObject({
      temperature: 0.1,
      max_tokens: categorizeMaxTokens(1),
    });
  });

  it('refuses a reply the model cut off at max_tokens instead of forwarding half its JSON', async () => {
    fake.respond(jsonReply({ categories: Array.from({ length: 100 }, () => 'Housing') }));
    const batch = { call: { call: 'batch categorisation', descriptions: ['rent'] } };
    const res = await chat(request(await appWith()))
      .send(batch)
      .expect(502);
    expect(res.body).toEqual({
      success: false,
      error: 'ai_reply_truncated',
      message: `The AI's reply was cut off at its limit of ${categorizeMaxTokens(1)} tokens.`,
    });
  });

  it('answers a model reply with no content as it came', async () => {
    fake.respond(contentReply(null));
    const res = await chat(request(await appWith()))
      .send(mappingCall)
      .expect(200);
    expect(res.body.choices[0].message.content).toBeNull();
  });

  it('says so when the gateway cannot be reached', async () => {
    const gone = await startFakeOpenRouter();
    await gone.close();
    const res = await chat(request(await appWith({ OPENROUTER_BASE_URL: gone.baseUrl })))
      .send(mappingCall)
      .expect(502);
    expect(res.body).toEqual({
      success: false,
      error: 'ai_gateway_unreachable',
      message: 'Could not reach OpenRouter.',
    });
  });

  it('limits each session, and a new session gets its own budget', async () => {
    fake.respond(jsonReply({}));
    const app = await appWith({ AI_RATE_LIMIT_MAX: '2' });
    const browser = request.agent(app);
    await browser.get('/api/ai/status').expect(200);
    await chat(browser).send(mappingCall).expect(200);
    await chat(browser).send(mappingCall).expect(200);
    const limited = await chat(browser).send(mappingCall).expect(429);
    expect(limited.body).toEqual({
      success: false,
      error: 'rate_limited',
      message: 'Too many AI requests. Please wait a few minutes and try again.',
    });
    await chat(request.agent(app)).send(mappingCall).expect(200);
    expect(fake.requests).toHaveLength(3);
  });

  it('limits an address that drops its session cookie on every call', async () => {
    fake.respond(jsonReply({}));
    const app = await appWith({ AI_RATE_LIMIT_MAX: '1' });
    for (let i = 0; i < 4; i += 1) {
      await chat(request(app)).send(mappingCall).expect(200);
    }
    await chat(request(app)).send(mappingCall).expect(429);
  });

  it('never writes the server key to a log, on success or failure', async () => {
    const logs: string[] = [];
    const app = await appWith({}, logs);
    fake.enqueue(jsonReply({ ok: true }), errorReply(401, 'Invalid credentials'));
    await chat(request(app)).send(mappingCall).expect(200);
    await chat(request(app)).send(mappingCall).expect(401);
    await chat(request(app)).send({ bad: true }).expect(400);
    expect(logs.length).toBeGreaterThan(0);
    expect(logs.join('\n')).not.toContain(SERVER_KEY);
  });
});

describe('the browser client through the proxy', () => {
  it('maps columns with no key in the browser', async () => {
    const server = (await appWith()).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      fake.respond(jsonReply({ mapping: { date: 'Date', amount: 'Amount' }, confidence: 0.9 }));
      // As a browser page of the app does, the call names the page's origin.
      const origin = `http://127.0.0.1:${port}`;
      const client = createOpenRouterClient({
        fetch: (url, init) => fetch(url, { ...init, headers: { ...init.headers, Origin: origin } }),
        proxyUrl: `${origin}/api/ai/chat`,
      });
      const outcome = await mapColumns(['Date', 'Amount'], { client });
      expect(outcome).toMatchObject({ source: 'ai', mapping: { date: 'Date', amount: 'Amount' } });
      fake.respond(errorReply(402, 'Insufficient credits'));
      const failed = await mapColumns(['Date', 'Amount'], { client });
      expect(failed).toMatchObject({
        source: 'fallback',
        error: 'OpenRouter API error: 402 - Insufficient credits',
      });
    } finally {
      server.close();
    }
  });
});
