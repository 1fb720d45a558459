import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { createOpenRouterClient, mapColumns } from '@cashline/ai';
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
  return createApp(ctx);
}

const mappingCall = {
  model: 'browser/expensive-model',
  messages: [
    { role: 'system', content: 'Map headers.' },
    { role: 'user', content: 'Headers: ["Date","Amount"]' },
  ],
  temperature: 0.1,
  max_tokens: 500,
  response_format: { type: 'json_object' },
};

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
  it('forwards the call with the server’s key and model and answers in the wire format', async () => {
    fake.respond(jsonReply({ mapping: { date: 'Date' } }));
    const res = await request(await appWith())
      .post('/api/ai/chat')
      .set('Host', 'cashline.example.com')
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
      messages: mappingCall.messages,
      temperature: 0.1,
      max_tokens: 500,
      response_format: { type: 'json_object' },
    });
  });

  it('refuses every call when the server has no key', async () => {
    const res = await request(await appWith({ OPENROUTER_API_KEY: '' }))
      .post('/api/ai/chat')
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
    ['another temperature', { ...mappingCall, temperature: 0.9 }],
    ['a bigger max_tokens', { ...mappingCall, max_tokens: 100_000 }],
    ['a field outside the allow-list', { ...mappingCall, tools: [{ type: 'function' }] }],
    [
      'a role outside the allow-list',
      { ...mappingCall, messages: [{ role: 'tool', content: 'x' }] },
    ],
    ['no messages', { ...mappingCall, messages: [] }],
    [
      'too many messages',
      { ...mappingCall, messages: Array.from({ length: 9 }, () => mappingCall.messages[1]) },
    ],
    ['another response format', { ...mappingCall, response_format: { type: 'text' } }],
  ])('refuses %s without calling the gateway', async (_case, body) => {
    const res = await request(await appWith())
      .post('/api/ai/chat')
      .send(body)
      .expect(400);
    expect(res.body).toMatchObject({ success: false, error: 'validation_failed' });
    expect(fake.requests).toHaveLength(0);
  });

  it('refuses a body over the size limit', async () => {
    const huge = { ...mappingCall, messages: [{ role: 'user', content: 'x'.repeat(600_000) }] };
    const res = await request(await appWith())
      .post('/api/ai/chat')
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
    const res = await request(app).post('/api/ai/chat').send(mappingCall).expect(status);
    expect(res.body).toEqual({ success: false, error, message });
  });

  it('forwards a categorisation batch with max_tokens sized to it, up to a full batch', async () => {
    fake.respond(jsonReply({ categories: ['Housing'] }));
    const batch = { ...mappingCall, max_tokens: 72 };
    await request(await appWith())
      .post('/api/ai/chat')
      .send(batch)
      .expect(200);
    expect(fake.requests[0]?.body).toMatchObject({ temperature: 0.1, max_tokens: 72 });
    await request(await appWith())
      .post('/api/ai/chat')
      .send({ ...mappingCall, max_tokens: 1665 })
      .expect(400);
  });

  it('refuses a reply the model cut off at max_tokens instead of forwarding half its JSON', async () => {
    fake.respond(jsonReply({ categories: Array.from({ length: 100 }, () => 'Housing') }));
    const res = await request(await appWith())
      .post('/api/ai/chat')
      .send({ ...mappingCall, max_tokens: 72 })
      .expect(502);
    expect(res.body).toEqual({
      success: false,
      error: 'ai_reply_truncated',
      message: "The AI's reply was cut off at its limit of 72 tokens.",
    });
  });

  it('answers a model reply with no content as it came', async () => {
    fake.respond(contentReply(null));
    const res = await request(await appWith())
      .post('/api/ai/chat')
      .send(mappingCall)
      .expect(200);
    expect(res.body.choices[0].message.content).toBeNull();
  });

  it('says so when the gateway cannot be reached', async () => {
    const gone = await startFakeOpenRouter();
    await gone.close();
    const res = await request(await appWith({ OPENROUTER_BASE_URL: gone.baseUrl }))
      .post('/api/ai/chat')
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
    await browser.post('/api/ai/chat').send(mappingCall).expect(200);
    await browser.post('/api/ai/chat').send(mappingCall).expect(200);
    const limited = await browser.post('/api/ai/chat').send(mappingCall).expect(429);
    expect(limited.body).toEqual({
      success: false,
      error: 'rate_limited',
      message: 'Too many AI requests. Please wait a few minutes and try again.',
    });
    await request.agent(app).post('/api/ai/chat').send(mappingCall).expect(200);
    expect(fake.requests).toHaveLength(3);
  });

  it('limits an address that drops its session cookie on every call', async () => {
    fake.respond(jsonReply({}));
    const app = await appWith({ AI_RATE_LIMIT_MAX: '1' });
    for (let i = 0; i < 4; i += 1) {
      await request(app).post('/api/ai/chat').send(mappingCall).expect(200);
    }
    await request(app).post('/api/ai/chat').send(mappingCall).expect(429);
  });

  it('never writes the server key to a log, on success or failure', async () => {
    const logs: string[] = [];
    const app = await appWith({}, logs);
    fake.enqueue(jsonReply({ ok: true }), errorReply(401, 'Invalid credentials'));
    await request(app).post('/api/ai/chat').send(mappingCall).expect(200);
    await request(app).post('/api/ai/chat').send(mappingCall).expect(401);
    await request(app).post('/api/ai/chat').send({ bad: true }).expect(400);
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
      const client = createOpenRouterClient({
        fetch: (url, init) => fetch(url, init),
        proxyUrl: `http://127.0.0.1:${port}/api/ai/chat`,
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
