import type request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { SESSION_COOKIE } from '../http/sessions.js';
import { startAuthServer, signIn, signUp } from '../testing/authHarness.js';
import type { Agent, AuthServer } from '../testing/authHarness.js';
import { createTestContext } from '../testing/testContext.js';
import type { TestContext } from '../testing/testContext.js';

let ctx: TestContext;
let server: AuthServer;
async function start(): Promise<AuthServer> {
  ctx = await createTestContext();
  server = await startAuthServer(ctx, createApp(ctx));
  return server;
}
afterEach(async () => {
  await server.close();
  await ctx.cleanup();
});

const ada = { email: 'ada@example.com', password: 'correct horse battery', name: 'Ada Lovelace' };

/** The anonymous session cookie a response set (`name=value`), if it set one. */
function sessionCookieSet(res: request.Response): string | undefined {
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  return cookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`))?.split(';')[0];
}

/** Makes `agent` an anonymous browser; answers its session cookie. */
async function anonymousCookie(agent: Agent): Promise<string> {
  const res = await agent.get('/api/health').expect(200);
  const cookie = sessionCookieSet(res);
  if (!cookie) throw new Error('no anonymous session cookie was set');
  return cookie;
}

async function exportLedger(agent: Agent): Promise<string> {
  const res = await agent
    .post('/api/export/csv')
    .send({ data: [{ Date: '2024-01-15', Description: 'Payroll', Amount: -4200 }] })
    .expect(200);
  return (res.body as { filePath: string }).filePath;
}

describe('the anonymous session cookie at sign-in and sign-out', () => {
  it('is replaced when sign-up, sign-in and sign-out succeed, and kept when sign-in fails', async () => {
    await start();
    const agent = server.agent();
    const planted = await anonymousCookie(agent);

    const joined = await agent.post('/api/auth/sign-up/email').send(ada).expect(200);
    const afterSignUp = sessionCookieSet(joined);
    expect(afterSignUp).toBeDefined();
    expect(afterSignUp).not.toBe(planted);

    const left = await agent.post('/api/auth/sign-out').send({}).expect(200);
    const afterSignOut = sessionCookieSet(left);
    expect(afterSignOut).toBeDefined();
    expect(afterSignOut).not.toBe(afterSignUp);

    const refused = await signIn(agent, ada.email, 'not the password');
    expect(refused.status).toBe(401);
    expect(sessionCookieSet(refused)).toBeUndefined();

    const back = await signIn(agent, ada.email, ada.password);
    expect(back.status).toBe(200);
    expect(sessionCookieSet(back)).toBeDefined();
    expect(sessionCookieSet(back)).not.toBe(afterSignOut);
  });
});

describe('what a signed-in user leaves for later', () => {
  it('an export is theirs: the same browser after sign-out and a planted cookie cannot download it', async () => {
    await start();
    const browser = server.agent();
    const planted = await anonymousCookie(browser);
    const { agent } = await signUp(browser, ada);
    const filePath = await exportLedger(agent);
    await agent.get(filePath).expect(200);

    // Another browser holding the anonymous cookie this one had before sign-in.
    await server.agent().get(filePath).set('Cookie', planted).expect(404);

    await agent.post('/api/auth/sign-out').send({}).expect(200);
    await agent.get(filePath).expect(404);

    // Signed in again (a new browser session), the user still has it.
    expect((await signIn(agent, ada.email, ada.password)).status).toBe(200);
    await agent.get(filePath).expect(200);
  });

  it('upload pages are theirs: the same browser after sign-out cannot fetch them', async () => {
    await start();
    const { agent } = await signUp(server.agent(), ada);
    const rows = Array.from({ length: 5001 }, (_, i) => `2024-01-15,Sale ${i},${i + 1}.25`);
    const uploaded = await agent
      .post('/api/upload')
      .attach('file', Buffer.from(['Date,Description,Amount', ...rows].join('\n')), 'big.csv')
      .expect(200);
    const [page2] = (uploaded.body as { pages: string[] }).pages;
    if (!page2) throw new Error('the upload answered in one page');
    await agent.get(page2).expect(200);

    await agent.post('/api/auth/sign-out').send({}).expect(200);
    await agent.get(page2).expect(404);
    expect((await signIn(agent, ada.email, ada.password)).status).toBe(200);
    await agent.get(page2).expect(200);
  });

  it('signed out, an export still belongs to the browser session that made it', async () => {
    await start();
    const browser = server.agent();
    const filePath = await exportLedger(browser);
    await browser.get(filePath).expect(200);
    await server.agent().get(filePath).expect(404);
  });
});
