import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { invite, signUp, signUpInvited, startAuthServer } from '../testing/authHarness.js';
import type { Agent, AuthServer, SignedUp } from '../testing/authHarness.js';
import { confirmationPath, lastMailTo, linkIn, mailText } from '../testing/receivedMail.js';
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

const subjectOf = (raw: string | undefined) => /^Subject: (.*)$/m.exec(raw ?? '')?.[1]?.trim();

/**
 * An account made before the server sent e-mail never confirmed its address; such accounts are
 * still signed in when mail is set up later.
 */
async function unconfirm(userId: string): Promise<void> {
  const auth = await ctx.auth.$context;
  await auth.internalAdapter.updateUser(userId, { emailVerified: false });
}

describe('invitations by e-mail', () => {
  it('need the inviter’s own address confirmed first, for an account made before e-mail was set up', async () => {
    smtp = await startLocalSmtpServer();
    await start({ SMTP_URL: smtp.url, PUBLIC_URL });
    const olive = await signUp(server.agent(), person('Olive'), smtp);
    await unconfirm(olive.userId);
    const sentBefore = smtp.received.length;

    const refused = await olive.agent
      .post('/api/auth/organization/invite-member')
      .send({ organizationId: olive.organizationId, email: 'ed@example.com', role: 'editor' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(confirmAddressFirst('olive@example.com'));
    // Refusing sent a fresh link, and no invitation left.
    expect(smtp.received.slice(sentBefore).map((mail) => mail.to)).toEqual([['olive@example.com']]);

    const link = linkIn(lastMailTo(smtp, 'olive@example.com'), '/api/auth/verify-email');
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
    const olive = await signUp(server.agent(), person('Olive'), smtp);
    const invitationId = await invite(olive.agent, {
      organizationId: olive.organizationId,
      email: 'ed@example.com',
      role: 'editor',
    });
    // Signing up with the invitee's address gives no session until its link is followed.
    const signingUp = server.agent();
    const signedUp = await signingUp
      .post('/api/auth/sign-up/email')
      .send({ ...person('Ed'), invitationId })
      .expect(200);
    expect(signedUp.body.token).toBeNull();
    await signingUp.get('/api/me').expect(401);
    const accept = (agent: Agent) =>
      agent.post('/api/auth/organization/accept-invitation').send({ invitationId });
    expect((await accept(signingUp)).status).toBe(401);

    // An invitee whose account predates e-mail is sent a link before joining.
    const ed = server.agent();
    await ed.get(confirmationPath(smtp, 'ed@example.com')).expect(302);
    await unconfirm((await ed.get('/api/me').expect(200)).body.user.id);
    const refused = await accept(ed);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(confirmAddressToJoin('ed@example.com'));
    const members = await olive.agent
      .get('/api/auth/organization/list-members')
      .query({ organizationId: olive.organizationId })
      .expect(200);
    expect(members.body.members).toHaveLength(1);

    await server.agent().get(confirmationPath(smtp, 'ed@example.com')).expect(302);
    await accept(ed).expect(200);
  });

  it('keep the inviter’s and the organisation’s names out of the subject, quoted in the body', async () => {
    smtp = await startLocalSmtpServer();
    await start({ SMTP_URL: smtp.url, PUBLIC_URL });
    const mallory = await signUp(
      server.agent(),
      person('Your bank https://evil.example/login', 'Urgent: verify at http://evil.example'),
      smtp,
    );
    await invite(mallory.agent, {
      organizationId: mallory.organizationId,
      email: 'victim@example.com',
      role: 'viewer',
    });
    const mail = smtp.received.at(-1);
    expect(subjectOf(mail?.raw)).toBe('You are invited to a team on Cashline');
    const text = mailText(mail?.raw ?? '');
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
