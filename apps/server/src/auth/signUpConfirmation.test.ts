import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { signIn, signUp, startAuthServer } from '../testing/authHarness.js';
import type { AuthServer } from '../testing/authHarness.js';
import { startLocalSmtpServer } from '../testing/localSmtpServer.js';
import type { LocalSmtpServer } from '../testing/localSmtpServer.js';
import { confirmationPath, lastMailTo, mailText } from '../testing/receivedMail.js';
import { createTestContext } from '../testing/testContext.js';
import type { TestContext } from '../testing/testContext.js';

const PUBLIC_URL = 'http://cash.example.test';
let ctx: TestContext;
let server: AuthServer;
let smtp: LocalSmtpServer;
afterEach(async () => {
  await server.close();
  await smtp.close();
  await ctx.cleanup();
});

async function start() {
  smtp = await startLocalSmtpServer();
  ctx = await createTestContext({ SMTP_URL: smtp.url, PUBLIC_URL });
  server = await startAuthServer(ctx, createApp(ctx));
}

const ada = { email: 'ada@example.com', password: 'correct horse battery', name: 'Ada' };
const subjectOf = (raw: string) => /^Subject: (.*)$/m.exec(raw)?.[1]?.trim();

/** What a sign-up answer shows a client: status, a session or not, and the body's shape and values. */
function visible(res: { status: number; headers: Record<string, unknown>; body: unknown }) {
  const { user, ...rest } = res.body as { user: Record<string, unknown> };
  return {
    status: res.status,
    signsIn: String(res.headers['set-cookie'] ?? '').includes('session_token='),
    rest,
    userKeys: Object.keys(user).sort(),
    emailVerified: user.emailVerified,
  };
}

describe('sign-up where e-mail is set up', () => {
  it('answers a taken address exactly as a new one and tells the address’s owner instead', async () => {
    await start();
    const owner = await signUp(server.agent(), ada, smtp);
    const fresh = await server
      .agent()
      .post('/api/auth/sign-up/email')
      .send({ email: 'bob@example.com', password: 'another passphrase', name: 'Bob' });
    const taken = await server
      .agent()
      .post('/api/auth/sign-up/email')
      .send({ email: 'ADA@example.com', password: 'an attacker guess', name: 'Mallory' });

    expect(visible(taken)).toEqual(visible(fresh));
    expect(visible(taken)).toMatchObject({ status: 200, signsIn: false, rest: { token: null } });
    const told = lastMailTo(smtp, ada.email);
    expect(subjectOf(told)).toBe('You already have a Cashline account');
    expect(mailText(told)).toContain(`${PUBLIC_URL}/login`);
    expect(mailText(told)).toContain(`${PUBLIC_URL}/forgot-password`);
    // Nothing about Ada's account changed: her password, not the new one, signs in.
    expect((await signIn(server.agent(), ada.email, 'an attacker guess')).status).toBe(401);
    expect((await signIn(server.agent(), ada.email, ada.password)).status).toBe(200);
    const me = await owner.agent.get('/api/me').expect(200);
    expect(me.body.user.name).toBe('Ada');
    expect(me.body.organizations).toHaveLength(1);
  });

  it('signs a new account in only once its address is confirmed, into the organisation it named', async () => {
    await start();
    const agent = server.agent();
    const res = await agent
      .post('/api/auth/sign-up/email')
      .send({ ...ada, orgName: 'Analytical Engines', callbackURL: '/invite/abc' })
      .expect(200);
    expect(res.body.token).toBeNull();
    await agent.get('/api/me').expect(401);
    const link = confirmationPath(smtp, ada.email);

    const early = await signIn(server.agent(), ada.email, ada.password);
    expect(early.status).toBe(403);
    expect(early.body.code).toBe('EMAIL_NOT_VERIFIED');
    expect(smtp.received.filter((mail) => mail.to.includes(ada.email))).toHaveLength(2);

    // The link lands where the sign-up page asked (back to an invitation, say), signed in.
    const confirmed = await agent.get(link).expect(302);
    expect(confirmed.headers.location).toBe('/invite/abc');
    const me = await agent.get('/api/me').expect(200);
    expect(me.body.organizations).toEqual([
      { id: me.body.activeOrganizationId, name: 'Analytical Engines', role: 'owner' },
    ]);
  });
});
