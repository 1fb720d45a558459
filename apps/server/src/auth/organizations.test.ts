import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import {
  acceptInvitation,
  invite,
  signUp,
  signUpInvited,
  startAuthServer,
} from '../testing/authHarness.js';
import type { AuthServer } from '../testing/authHarness.js';
import { startLocalSmtpServer } from '../testing/localSmtpServer.js';
import type { LocalSmtpServer } from '../testing/localSmtpServer.js';
import { createTestContext } from '../testing/testContext.js';
import type { TestContext } from '../testing/testContext.js';

let ctx: TestContext;
let server: AuthServer;
let smtp: LocalSmtpServer | undefined;
async function start(env: Record<string, string> = {}): Promise<void> {
  ctx = await createTestContext(env);
  server = await startAuthServer(ctx, createApp(ctx));
}
afterEach(async () => {
  await server.close();
  await smtp?.close();
  smtp = undefined;
  await ctx.cleanup();
});

const owner = {
  email: 'owner@example.com',
  password: 'owner passphrase',
  name: 'Olive Owner',
  orgName: 'Olive Oil Co',
};
const person = (name: string) => ({
  email: `${name}@example.com`,
  password: `${name} passphrase`,
  name,
});

type MeOrg = { id: string; name: string; role: string };

describe('invitations', () => {
  it('joins the invited user to the organisation with the role given, and switches to it', async () => {
    await start();
    const olive = await signUp(server.agent(), owner);
    const vic = await signUpInvited(server, olive, { ...person('vic'), role: 'viewer' });
    const me = await vic.agent.get('/api/me').expect(200);
    const orgs = me.body.organizations as MeOrg[];
    expect(orgs).toContainEqual({ id: olive.organizationId, name: 'Olive Oil Co', role: 'viewer' });
    expect(me.body.activeOrganizationId).toBe(olive.organizationId);
    const members = await olive.agent
      .get('/api/auth/organization/list-members')
      .query({ organizationId: olive.organizationId })
      .expect(200);
    const roles = (members.body.members as { role: string; user: { email: string } }[]).map((m) => [
      m.user.email,
      m.role,
    ]);
    expect(roles).toEqual(
      expect.arrayContaining([
        ['owner@example.com', 'owner'],
        ['vic@example.com', 'viewer'],
      ]),
    );
  });

  it('makes no organisation of their own for someone who signs up to accept an invitation', async () => {
    await start();
    const olive = await signUp(server.agent(), owner);
    const id = await invite(olive.agent, {
      organizationId: olive.organizationId,
      email: 'vic@example.com',
      role: 'viewer',
    });
    const vic = await signUp(server.agent(), { ...person('vic'), invitationId: id });
    expect((await vic.agent.get('/api/me').expect(200)).body).toMatchObject({
      organizations: [],
      activeOrganizationId: null,
    });
    await acceptInvitation(vic.agent, id);
    expect((await vic.agent.get('/api/me').expect(200)).body).toMatchObject({
      organizations: [{ id: olive.organizationId, role: 'viewer' }],
      activeOrganizationId: olive.organizationId,
    });
  });

  it('still makes an organisation when the invitation named at sign-up is not theirs', async () => {
    await start();
    const olive = await signUp(server.agent(), owner);
    const id = await invite(olive.agent, {
      organizationId: olive.organizationId,
      email: 'vic@example.com',
      role: 'viewer',
    });
    const mallory = await signUp(server.agent(), { ...person('mallory'), invitationId: id });
    const me = await mallory.agent.get('/api/me').expect(200);
    expect(me.body.organizations).toEqual([
      { id: mallory.organizationId, name: "mallory's business", role: 'owner' },
    ]);
  });

  it('e-mails the invitation link when SMTP is configured', async () => {
    smtp = await startLocalSmtpServer();
    await start({ SMTP_URL: smtp.url, PUBLIC_URL: 'http://cash.example.test' });
    // Signing up waits for the link sent to confirm the address, which signs Olive in.
    const olive = await signUp(server.agent(), owner, smtp);
    const id = await invite(olive.agent, {
      organizationId: olive.organizationId,
      email: 'ed@example.com',
      role: 'editor',
    });
    expect(smtp.received).toHaveLength(2);
    expect(smtp.received[1]?.to).toEqual(['ed@example.com']);
    const text = (smtp.received[1]?.raw ?? '').replace(/=\r?\n/g, '');
    expect(text).toContain(`http://cash.example.test/invite/${id}`);
    expect(text).toContain('Olive Oil Co');
  });

  it('lets only the invited e-mail accept', async () => {
    await start();
    const olive = await signUp(server.agent(), owner);
    const id = await invite(olive.agent, {
      organizationId: olive.organizationId,
      email: 'ed@example.com',
      role: 'editor',
    });
    const mallory = await signUp(server.agent(), person('mallory'));
    const res = await mallory.agent
      .post('/api/auth/organization/accept-invitation')
      .send({ invitationId: id });
    expect(res.status).toBe(403);
    const me = await mallory.agent.get('/api/me').expect(200);
    expect((me.body.organizations as MeOrg[]).map((o) => o.id)).not.toContain(olive.organizationId);
  });

  it('refuses invitations from editors and viewers', async () => {
    await start();
    const olive = await signUp(server.agent(), owner);
    for (const role of ['editor', 'viewer'] as const) {
      const member = await signUpInvited(server, olive, { ...person(role), role });
      const res = await member.agent
        .post('/api/auth/organization/invite-member')
        .send({ organizationId: olive.organizationId, email: 'x@example.com', role: 'viewer' });
      expect(res.status).toBe(403);
    }
  });
});

describe('roles and removal', () => {
  it('lets an admin change a role and remove a member', async () => {
    await start();
    const olive = await signUp(server.agent(), owner);
    const ada = await signUpInvited(server, olive, { ...person('ada'), role: 'admin' });
    const vic = await signUpInvited(server, olive, { ...person('vic'), role: 'viewer' });
    const members = await ada.agent
      .get('/api/auth/organization/list-members')
      .query({ organizationId: olive.organizationId })
      .expect(200);
    const vicMember = (members.body.members as { id: string; userId: string }[]).find(
      (m) => m.userId === vic.userId,
    );
    await ada.agent
      .post('/api/auth/organization/update-member-role')
      .send({ organizationId: olive.organizationId, memberId: vicMember?.id, role: 'editor' })
      .expect(200);
    let me = await vic.agent.get('/api/me').expect(200);
    expect(
      (me.body.organizations as MeOrg[]).find((o) => o.id === olive.organizationId)?.role,
    ).toBe('editor');
    await ada.agent
      .post('/api/auth/organization/remove-member')
      .send({ organizationId: olive.organizationId, memberIdOrEmail: vicMember?.id })
      .expect(200);
    me = await vic.agent.get('/api/me').expect(200);
    expect((me.body.organizations as MeOrg[]).map((o) => o.id)).not.toContain(olive.organizationId);
  });

  it('answers 403, not 401, when an editor tries to remove a member, and keeps the member', async () => {
    await start();
    const olive = await signUp(server.agent(), owner);
    const ed = await signUpInvited(server, olive, { ...person('ed'), role: 'editor' });
    const vic = await signUpInvited(server, olive, { ...person('vic'), role: 'viewer' });
    const members = await ed.agent
      .get('/api/auth/organization/list-members')
      .query({ organizationId: olive.organizationId })
      .expect(200);
    const vicMember = (members.body.members as { id: string; userId: string }[]).find(
      (m) => m.userId === vic.userId,
    );
    const res = await ed.agent
      .post('/api/auth/organization/remove-member')
      .send({ organizationId: olive.organizationId, memberIdOrEmail: vicMember?.id });
    expect(res.status).toBe(403);
    const me = await vic.agent.get('/api/me').expect(200);
    expect((me.body.organizations as MeOrg[]).map((o) => o.id)).toContain(olive.organizationId);
    // Signed out, the same request still asks to sign in.
    await server
      .agent()
      .post('/api/auth/organization/remove-member')
      .send({ organizationId: olive.organizationId, memberIdOrEmail: vicMember?.id })
      .expect(401);
  });

  it('does not let an editor change roles', async () => {
    await start();
    const olive = await signUp(server.agent(), owner);
    const ed = await signUpInvited(server, olive, { ...person('ed'), role: 'editor' });
    const vic = await signUpInvited(server, olive, { ...person('vic'), role: 'viewer' });
    const members = await ed.agent
      .get('/api/auth/organization/list-members')
      .query({ organizationId: olive.organizationId })
      .expect(200);
    const vicMember = (members.body.members as { id: string; userId: string }[]).find(
      (m) => m.userId === vic.userId,
    );
    const res = await ed.agent
      .post('/api/auth/organization/update-member-role')
      .send({ organizationId: olive.organizationId, memberId: vicMember?.id, role: 'admin' });
    expect(res.status).toBe(403);
    const me = await vic.agent.get('/api/me').expect(200);
    const role = (me.body.organizations as MeOrg[]).find(
      (o) => o.id === olive.organizationId,
    )?.role;
    expect(role).toBe('viewer');
  });
});

describe('switching organisations', () => {
  it('sets the active organisation to another one the user belongs to', async () => {
    await start();
    const olive = await signUp(server.agent(), owner);
    const vic = await signUp(server.agent(), { ...person('vic'), orgName: 'Vic Ventures' });
    const id = await invite(olive.agent, {
      organizationId: olive.organizationId,
      email: 'vic@example.com',
      role: 'viewer',
    });
    await acceptInvitation(vic.agent, id);
    await vic.agent
      .post('/api/auth/organization/set-active')
      .send({ organizationId: vic.organizationId })
      .expect(200);
    const me = await vic.agent.get('/api/me').expect(200);
    expect(me.body.activeOrganizationId).toBe(vic.organizationId);
    expect((me.body.organizations as MeOrg[]).map((o) => o.name)).toEqual([
      'Vic Ventures',
      'Olive Oil Co',
    ]);
  });
});
