import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { invite, signUp, signUpInvited, startAuthServer } from '../testing/authHarness.js';
import type { AuthServer, SignedUp } from '../testing/authHarness.js';
import { startLocalSmtpServer } from '../testing/localSmtpServer.js';
import type { LocalSmtpServer } from '../testing/localSmtpServer.js';
import { createTestContext } from '../testing/testContext.js';
import type { TestContext } from '../testing/testContext.js';
import {
  confirmAddressFirst,
  confirmAddressToJoin,
  INVITATIONS_PER_MEMBER_PER_DAY,
  INVITATIONS_PER_ORGANISATION_PER_DAY,
  TOO_MANY_INVITATIONS,
} from './invitationGuard.js';
import { NAME_RULES } from './nameRules.js';

const PUBLIC_URL = 'http://cash.example.test';
let ctx: TestContext;
let server: AuthServer;
let smtp: LocalSmtpServer | undefined;
afterEach(async () => {
  await server.close();
  await smtp?.close();
  smtp = undefined;
  await ctx.cleanup();
});

async function start(env: Record<string, string> = {}) {
  ctx = await createTestContext(env);
  server = await startAuthServer(ctx, createApp(ctx));
}

const person = (name: string, orgName?: string) => ({
  email: `${name.toLowerCase().replace(/\W+/g, '')}@example.com`,
  password: 'correct horse battery',
  name,
  ...(orgName ? { orgName } : {}),
});

/** A received e-mail's text, its quoted-printable encoding undone. */
function textOf(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes = joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

const subjectOf = (raw: string | undefined) => /^Subject: (.*)$/m.exec(raw ?? '')?.[1]?.trim();

function linkIn(raw: string, path: string): string {
  const match = new RegExp(`https?://\\S+${path}\\S*`).exec(textOf(raw));
  if (!match) throw new Error(`no ${path} link in:\n${textOf(raw)}`);
  return match[0];
}

describe('invitations by e-mail', () => {
  it('need the inviter’s own address confirmed first, by the link sent at sign-up', async () => {
    smtp = await startLocalSmtpServer();
    await start({ SMTP_URL: smtp.url, PUBLIC_URL });
    const olive = await signUp(server.agent(), person('Olive'));
    expect(smtp.received).toHaveLength(1);
    expect(subjectOf(smtp.received[0]?.raw)).toBe('Confirm your e-mail address for Cashline');

    const refused = await olive.agent
      .post('/api/auth/organization/invite-member')
      .send({ organizationId: olive.organizationId, email: 'ed@example.com', role: 'editor' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(confirmAddressFirst('olive@example.com'));
    // Refusing sent a fresh link, and no invitation left.
    expect(smtp.received.map((mail) => mail.to)).toEqual([
      ['olive@example.com'],
      ['olive@example.com'],
    ]);

    const link = new URL(linkIn(smtp.received[1]?.raw ?? '', '/api/auth/verify-email'));
    expect(link.origin).toBe(PUBLIC_URL);
    await server.agent().get(`${link.pathname}${link.search}`).expect(302);
    await invite(olive.agent, {
      organizationId: olive.organizationId,
      email: 'ed@example.com',
      role: 'editor',
    });
    expect(smtp.received.at(-1)?.to).toEqual(['ed@example.com']);
  });

  it('can be accepted only from a confirmed address, so a sign-up with the invitee’s address alone cannot', async () => {
    smtp = await startLocalSmtpServer();
    await start({ SMTP_URL: smtp.url, PUBLIC_URL });
    const olive = await signUp(server.agent(), person('Olive'));
    const confirm = new URL(linkIn(smtp.received[0]?.raw ?? '', '/api/auth/verify-email'));
    await server.agent().get(`${confirm.pathname}${confirm.search}`).expect(302);
    const invitationId = await invite(olive.agent, {
      organizationId: olive.organizationId,
      email: 'ed@example.com',
      role: 'editor',
    });
    const ed = await signUp(server.agent(), { ...person('Ed'), invitationId });
    const accept = () =>
      ed.agent.post('/api/auth/organization/accept-invitation').send({ invitationId });
    const refused = await accept();
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(confirmAddressToJoin('ed@example.com'));
    const members = await olive.agent
      .get('/api/auth/organization/list-members')
      .query({ organizationId: olive.organizationId })
      .expect(200);
    expect(members.body.members).toHaveLength(1);

    const fresh = smtp.received.at(-1);
    expect(fresh?.to).toEqual(['ed@example.com']);
    const link = new URL(linkIn(fresh?.raw ?? '', '/api/auth/verify-email'));
    await server.agent().get(`${link.pathname}${link.search}`).expect(302);
    await accept().expect(200);
  });

  it('keep the inviter’s and the organisation’s names out of the subject, quoted in the body', async () => {
    smtp = await startLocalSmtpServer();
    await start({ SMTP_URL: smtp.url, PUBLIC_URL });
    const mallory = await signUp(
      server.agent(),
      person('Your bank https://evil.example/login', 'Urgent: verify at http://evil.example'),
    );
    const confirm = new URL(linkIn(smtp.received[0]?.raw ?? '', '/api/auth/verify-email'));
    await server.agent().get(`${confirm.pathname}${confirm.search}`).expect(302);
    await invite(mallory.agent, {
      organizationId: mallory.organizationId,
      email: 'victim@example.com',
      role: 'viewer',
    });
    const mail = smtp.received.at(-1);
    expect(subjectOf(mail?.raw)).toBe('You are invited to a team on Cashline');
    const text = textOf(mail?.raw ?? '');
    expect(text).toContain('named “Your bank https evil.example login”');
    expect(text).not.toContain('https://evil.example/login');
    expect(text).not.toContain('http://evil.example');
  });

  it('are limited per member and per organisation a day', async () => {
    await start();
    const owner = await signUp(server.agent(), person('Olive'));
    const admins: SignedUp[] = [];
    for (const name of ['Ada', 'Alan']) {
      admins.push(await signUpInvited(server, owner, { ...person(name), role: 'admin' }));
    }
    const send = (from: SignedUp, n: number) =>
      from.agent.post('/api/auth/organization/invite-member').send({
        organizationId: owner.organizationId,
        email: `guest${n}@example.com`,
        role: 'viewer',
      });
    let sent = 2;
    for (; sent < INVITATIONS_PER_MEMBER_PER_DAY; sent += 1) await send(owner, sent).expect(200);
    const overMember = await send(owner, 999);
    expect(overMember.status).toBe(429);
    expect(overMember.body.message).toBe(TOO_MANY_INVITATIONS);

    const [ada, alan] = admins as [SignedUp, SignedUp];
    for (let i = 0; i < INVITATIONS_PER_MEMBER_PER_DAY; i += 1)
      await send(ada, 100 + i).expect(200);
    const left = INVITATIONS_PER_ORGANISATION_PER_DAY - 2 * INVITATIONS_PER_MEMBER_PER_DAY;
    for (let i = 0; i < left; i += 1) await send(alan, 200 + i).expect(200);
    expect((await send(alan, 300)).status).toBe(429);
  });

  it('refuse a name with a line break or longer than 100 characters', async () => {
    await start();
    for (const name of ['Ada\nClick here', 'A'.repeat(101)]) {
      const res = await server
        .agent()
        .post('/api/auth/sign-up/email')
        .send({ ...person('Ada'), name });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(NAME_RULES);
    }
  });
});
