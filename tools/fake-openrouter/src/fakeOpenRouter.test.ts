import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOpenRouter } from './fakeOpenRouter.js';
import type { FakeOpenRouter } from './fakeOpenRouter.js';
import {
  categoriseReply,
  errorIn200Reply,
  errorReply,
  jsonReply,
  notJsonReply,
  slowReply,
} from './replies.js';

let fake: FakeOpenRouter;
beforeEach(async () => {
  fake = await startFakeOpenRouter({ apiKey: 'sk-test' });
});
afterEach(() => fake.close());

function chat(auth = 'Bearer sk-test'): Promise<Response> {
  return fetch(`${fake.baseUrl}/chat/completions`, {
    method: 'POST',
    headers: { Authorization: auth, 'Content-Type': 'application/json' },
    body: JSON.stringify({ model: 'm/x', messages: [{ role: 'user', content: 'hi' }] }),
  });
}

describe('fake OpenRouter gateway', () => {
  it('answers queued replies in order, then the default, and records each request', async () => {
    fake.enqueue(jsonReply({ a: 1 }));
    fake.respond(errorReply(402, 'Insufficient credits'));
    const first = (await (await chat()).json()) as {
      model: string;
      choices: { message: { content: string } }[];
    };
    expect(first.model).toBe('m/x');
    expect(first.choices[0]?.message.content).toBe('{"a":1}');
    const second = await chat();
    expect(second.status).toBe(402);
    expect(await second.json()).toEqual({ error: { code: 402, message: 'Insufficient credits' } });
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[0]?.headers.authorization).toBe('Bearer sk-test');
    expect(fake.requests[0]?.body).toMatchObject({ model: 'm/x' });
  });

  it('refuses a wrong key with 401 as OpenRouter does', async () => {
    fake.respond(jsonReply({}));
    const res = await chat('Bearer wrong');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      error: { code: 401, message: 'No auth credentials found' },
    });
  });

  it('sends errors inside a 200, bodies that are not JSON, and slow replies', async () => {
    fake.enqueue(errorIn200Reply(502, 'Provider returned error'), notJsonReply('oops'));
    fake.respond(slowReply(150, jsonReply({ late: true })));
    const inside = await chat();
    expect(inside.status).toBe(200);
    expect(await inside.json()).toEqual({
      error: { code: 502, message: 'Provider returned error' },
    });
    expect(await (await chat()).text()).toBe('oops');
    const started = Date.now();
    await chat();
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('answers by rule when the body carries a marker, before queued replies', async () => {
    fake.enqueue(errorReply(500, 'queued'));
    fake.when({ bodyIncludes: '"hi"', reply: jsonReply({ matched: true }) });
    const res = (await (await chat()).json()) as { choices: { message: { content: string } }[] };
    expect(res.choices[0]?.message.content).toBe('{"matched":true}');
    fake.reset();
    fake.respond(jsonReply({ fallback: true }));
    expect((await chat()).status).toBe(200);
  });

  it('is scriptable over HTTP for out-of-process use', async () => {
    const origin = fake.baseUrl.replace('/api/v1', '');
    await fetch(`${origin}/__fake/replies`, {
      method: 'POST',
      body: JSON.stringify({ replies: [errorReply(429, 'Rate limited')] }),
    });
    expect((await chat()).status).toBe(429);
    await fetch(`${origin}/__fake/rules`, {
      method: 'POST',
      body: JSON.stringify({ bodyIncludes: 'hi', reply: errorReply(402, 'Pay up') }),
    });
    expect((await chat()).status).toBe(402);
    const recorded = (await (await fetch(`${origin}/__fake/requests`)).json()) as {
      requests: unknown[];
    };
    expect(recorded.requests).toHaveLength(2);
    await fetch(`${origin}/__fake/requests`, { method: 'DELETE' });
    expect(fake.requests).toHaveLength(0);
    expect((await chat()).status).toBe(402);
  });
});

type Completion = {
  choices: { finish_reason: string; message: { content: string } }[];
  usage: { prompt_tokens: number; completion_tokens: number };
};

function ask(content: string, maxTokens: number): Promise<Completion> {
  return fetch(`${fake.baseUrl}/chat/completions`, {
    method: 'POST',
    headers: { Authorization: 'Bearer sk-test', 'Content-Type': 'application/json' },
    body: JSON.stringify({
      model: 'm/x',
      max_tokens: maxTokens,
      messages: [{ role: 'user', content }],
    }),
  }).then((res) => res.json() as Promise<Completion>);
}

describe('a model that stops at max_tokens', () => {
  it('cuts the content there and answers finish_reason "length"', async () => {
    fake.respond(jsonReply({ categories: ['Shopping', 'Income', 'Housing'] }));
    const cut = await ask('hi', 11);
    expect(cut.choices[0]?.finish_reason).toBe('length');
    expect(cut.choices[0]?.message.content).toBe('{"categories":["Shopping"');
    expect(cut.usage.completion_tokens).toBe(11);
    const whole = await ask('hi', 100);
    expect(whole.choices[0]?.finish_reason).toBe('stop');
    expect(JSON.parse(whole.choices[0]?.message.content ?? '')).toEqual({
      categories: ['Shopping', 'Income', 'Housing'],
    });
    expect(whole.usage.prompt_tokens).toBe(5);
  });

  it('categorises the prompt’s transactions by rule, and truncates a long list too', async () => {
    fake.respond(categoriseReply([{ contains: 'rent', category: 'Housing' }], 'Shopping'));
    const prompt = 'Categories: ["Housing"]\nTransactions (3): ["Rent May","x","RENT june"]';
    const whole = await ask(prompt, 100);
    expect(JSON.parse(whole.choices[0]?.message.content ?? '')).toEqual({
      categories: ['Housing', 'Shopping', 'Housing'],
    });
    const cut = await ask(prompt, 12);
    expect(cut.choices[0]?.finish_reason).toBe('length');
  });
});
