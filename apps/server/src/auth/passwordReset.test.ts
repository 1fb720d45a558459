import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { startAuthServer, signIn, signUp } from '../testing/authHarness.js';
import type { AuthServer } from '../testing/authHarness.js';
import { startLocalSmtpServer } from '../testing/localSmtpServer.js';
import type { LocalSmtpServer } from '../testing/localSmtpServer.js';
import { capturingLogger } from '../testing/capturingLogger.js';
import { createTestContext } from '../testing/testContext.js';
import type { TestContext } from '../testing/testContext.js';
import { resetLinkFor } from './resetLink.js';

let ctx: TestContext;
let server: AuthServer;
let smtp: LocalSmtpServer | undefined;
afterEach(async () => {
  await server.close();
  await smtp?.close();
  smtp = undefined;
  await ctx.cleanup();
});

const ada = { email: 'ada@example.com', password: 'correct horse battery', name: 'Ada Lovelace' };
const NEW_PASSWORD = 'a brand new passphrase';
/** Where users reach Cashline in these tests: plain HTTP, so the test agent gets its cookies back. */
const PUBLIC_URL = 'http://cash.example.test';

/** The reset link in a received e-mail, quoted-printable soft line breaks undone. */
function linkIn(raw: string): URL {
  const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(text);
  if (!match) throw new Error(`no reset link in:\n${text}`);
  return new URL(match[0]);
}

/** The password-reset e-mails received (sign-up also sends one to confirm the address). */
const resetMails = () =>
  (smtp?.received ?? []).filter((mail) =>
    mail.raw.includes('Subject: Reset your Cashline password'),
  );

async function resetWith(link: URL): Promise<void> {
  await server
    .agent()
    .post('/api/auth/reset-password')
    .send({ token: link.searchParams.get('token'), newPassword: NEW_PASSWORD })
    .expect(200);
}

describe('password reset', () => {
  it('e-mails a one-hour link through SMTP; the new password works and old sessions end', async () => {
    smtp = await startLocalSmtpServer();
    ctx = await createTestContext({
      SMTP_URL: smtp.url,
      PUBLIC_URL,
      MAIL_FROM: 'Cashline <hello@cash.example>',
    });
    server = await startAuthServer(ctx, createApp(ctx));
    const { agent: signedIn } = await signUp(server.agent(), ada, smtp);
    await server
      .agent()
      .post('/api/auth/request-password-reset')
      .send({ email: ada.email })
      .expect(200);

    expect(resetMails()).toHaveLength(1);
    expect(resetMails()[0]?.to).toEqual([ada.email]);
    expect(resetMails()[0]?.from).toBe('hello@cash.example');
    const link = linkIn(resetMails()[0]?.raw ?? '');
    expect(link.origin).toBe(PUBLIC_URL);
    await resetWith(link);

    await signedIn.get('/api/me').expect(401);
    expect((await signIn(server.agent(), ada.email, ada.password)).status).toBe(401);
    expect((await signIn(server.agent(), ada.email, NEW_PASSWORD)).status).toBe(200);
    // A link works once.
    const again = await server
      .agent()
      .post('/api/auth/reset-password')
      .send({ token: link.searchParams.get('token'), newPassword: 'yet another passphrase' });
    expect(again.status).toBe(400);
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    smtp = await startLocalSmtpServer();
    ctx = await createTestContext({ SMTP_URL: smtp.url, PUBLIC_URL });
    server = await startAuthServer(ctx, createApp(ctx));
    await server
      .agent()
      .post('/api/auth/request-password-reset')
      .send({ email: 'nobody@example.com' })
      .expect(200);
    expect(smtp.received).toHaveLength(0);
  });

  it('points the link at PUBLIC_URL whatever Host or forwarded headers the request carries', async () => {
    smtp = await startLocalSmtpServer();
    ctx = await createTestContext({ SMTP_URL: smtp.url, PUBLIC_URL });
    server = await startAuthServer(ctx, createApp(ctx));
    await signUp(server.agent(), ada, smtp);
    await server
      .agent()
      .set('Host', 'evil.example')
      .set('X-Forwarded-Host', 'evil.example')
      .set('X-Forwarded-Proto', 'https')
      .post('/api/auth/request-password-reset')
      .send({ email: ada.email })
      .expect(200);
    expect(resetMails()).toHaveLength(1);
    expect(linkIn(resetMails()[0]?.raw ?? '').origin).toBe(PUBLIC_URL);
  });

  it('sends no e-mail without PUBLIC_URL, and says why at start-up', async () => {
    smtp = await startLocalSmtpServer();
    const { logger, lines } = capturingLogger();
    ctx = await createTestContext({ SMTP_URL: smtp.url }, { logger });
    expect(lines.join('')).toContain(
      'SMTP_URL is set but PUBLIC_URL is not: password-reset and invitation e-mails are not sent',
    );
    server = await startAuthServer(ctx, createApp(ctx));
    const { agent } = await signUp(server.agent(), ada);
    await server
      .agent()
      .set('Host', 'evil.example')
      .set('Origin', 'http://evil.example')
      .post('/api/auth/request-password-reset')
      .send({ email: ada.email })
      .expect(200);
    expect(smtp.received).toHaveLength(0);
    // The app then shows invitation links itself, as without SMTP.
    const me = await agent.get('/api/me').expect(200);
    expect(me.body.mailConfigured).toBe(false);
  });

  it('lets the operator print a reset link when SMTP is not configured', async () => {
    ctx = await createTestContext({ PUBLIC_URL: 'https://cash.example.com' });
    server = await startAuthServer(ctx, createApp(ctx));
    // Over HTTPS the cookie is Secure, which this plain-HTTP test agent would not send back.
    const site = () => server.agent().set('Origin', 'https://cash.example.com');
    await site().post('/api/auth/sign-up/email').send(ada).expect(200);
    const printed = await resetLinkFor(ctx.config, ctx.sql, ctx.logger, 'Ada@Example.com');
    expect(printed).toMatch(/^https:\/\/cash\.example\.com\/reset-password\?token=/);
    await site()
      .post('/api/auth/reset-password')
      .send({ token: new URL(printed ?? '').searchParams.get('token'), newPassword: NEW_PASSWORD })
      .expect(200);
    expect((await signIn(site(), ada.email, NEW_PASSWORD)).status).toBe(200);
    expect(
      await resetLinkFor(ctx.config, ctx.sql, ctx.logger, 'nobody@example.com'),
    ).toBeUndefined();
  });
});
