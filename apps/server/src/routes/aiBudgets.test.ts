import { aiCallRequest } from '@cashline/ai';
import { jsonReply, startFakeOpenRouter } from '@cashline/fake-openrouter';
import type { FakeOpenRouter } from '@cashline/fake-openrouter';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { signUp, signUpInvited, startAuthServer } from '../testing/authHarness.js';
import type { Agent, AuthServer } from '../testing/authHarness.js';
import { createTestContext } from '../testing/testContext.js';
import type { TestContext } from '../testing/testContext.js';
import { OUT_OF_TOKENS, tokenCost } from './aiTokenBudgets.js';

const SERVER_KEY = 'sk-or-v1-server-secret-0123456789';
const mappingCall = { call: { call: 'column mapping' as const, headers: ['Date', 'Amount'] } };
/** What one call is charged: its prompt and its 500-token reply. */
const COST = tokenCost(aiCallRequest(mappingCall.call));
/** A budget that holds `calls` calls and not one more. */
const budgetFor = (calls: number) => String(calls * COST + Math.floor(COST / 2));

let fake: FakeOpenRouter;
let ctx: TestContext;
let server: AuthServer;
beforeAll(async () => {
  fake = await startFakeOpenRouter({ apiKey: SERVER_KEY });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
  fake.respond(jsonReply({}));
});
afterEach(async () => {
  await server.close();
  await ctx.cleanup();
});

async function start(env: Record<string, string>) {
  ctx = await createTestContext({
    OPENROUTER_API_KEY: SERVER_KEY,
    OPENROUTER_BASE_URL: fake.baseUrl,
    ...env,
  });
  server = await startAuthServer(ctx, createApp(ctx));
}

const call = (agent: Agent) => agent.post('/api/ai/chat').send(mappingCall);

describe('the AI proxy’s daily token budgets', () => {
  it('stops a signed-out session at its budget, and gives another session its own', async () => {
    await start({ AI_DAILY_TOKENS_PER_USER: budgetFor(2) });
    const browser = server.agent();
    await call(browser).expect(200);
    await call(browser).expect(200);
    const spent = await call(browser).expect(429);
    expect(spent.body).toEqual({
      success: false,
      error: 'ai_budget_exhausted',
      message: OUT_OF_TOKENS,
    });
    await call(server.agent()).expect(200);
    expect(fake.requests).toHaveLength(3);
  });

  it('stops an address that starts a new session for every call at four budgets', async () => {
    await start({ AI_DAILY_TOKENS_PER_USER: budgetFor(2) });
    let answered = 0;
    for (let i = 0; i < 14; i += 1) {
      if ((await call(server.agent())).status === 200) answered += 1;
    }
    // The address may spend four sessions' worth: here, ten calls.
    expect(answered).toBe(Math.floor((4 * Number(budgetFor(2))) / COST));
  });

  it('shares an organisation’s budget among its members', async () => {
    await start({ AI_DAILY_TOKENS_PER_ORGANISATION: budgetFor(2) });
    const owner = await signUp(server.agent(), {
      email: 'olive@example.com',
      password: 'correct horse battery',
      name: 'Olive',
    });
    const editor = await signUpInvited(server, owner, {
      email: 'ed@example.com',
      password: 'correct horse battery',
      name: 'Ed',
      role: 'editor',
    });
    await call(owner.agent).expect(200);
    await call(editor.agent).expect(200);
    await call(owner.agent).expect(429);
    await call(editor.agent).expect(429);
    expect(fake.requests).toHaveLength(2);
  });

  it('charges concurrent calls each, so none slips past the budget', async () => {
    await start({ AI_DAILY_TOKENS_PER_USER: budgetFor(5) });
    const browser = server.agent();
    await browser.get('/api/ai/status').expect(200);
    const statuses = await Promise.all(
      Array.from({ length: 8 }, async () => (await call(browser)).status),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(fake.requests.length);
    expect(fake.requests).toHaveLength(5);
    expect(statuses.every((status) => status === 200 || status === 429)).toBe(true);
  });
});
