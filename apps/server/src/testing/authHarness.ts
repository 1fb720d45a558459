import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import type { Express } from 'express';
import { migrateAuthTables } from '../auth/migrateAuthTables.js';
import type { MemberRole } from '../auth/roles.js';
import type { AppContext } from '../context.js';
import type { LocalSmtpServer } from './localSmtpServer.js';
import { confirmationPath } from './receivedMail.js';

export type Agent = ReturnType<typeof request.agent>;

export type AuthServer = {
  url: string;
  /**
   * A fresh cookie jar that sends the app's Origin, as a browser page of the app does: PUBLIC_URL
   * when it is set, else this server's own.
   */
  agent(): Agent;
  close(): Promise<void>;
};

/** Creates better-auth's tables, then serves the app on a loopback port so cookies and Origin are real. */
export async function startAuthServer(ctx: AppContext, app: Express): Promise<AuthServer> {
  await migrateAuthTables(ctx.auth);
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    agent: () => request.agent(url).set('Origin', ctx.config.publicUrl ?? url),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type SignUpInput = {
  email: string;
  password: string;
  name: string;
  orgName?: string;
  /** Signing up to accept this invitation: no organisation of their own is made. */
  invitationId?: string;
};
export type SignedUp = { agent: Agent; userId: string; organizationId: string };

function expectStatus(res: request.Response, status: number, what: string): void {
  if (res.status !== status) {
    throw new Error(`${what}: expected ${status}, got ${res.status} ${JSON.stringify(res.body)}`);
  }
}

/**
 * Signs up through the real routes; the agent keeps the session cookie. Where the server sends
 * e-mail, sign-up makes no session: the agent follows the confirmation link `mailbox` received,
 * as the user would, and that signs it in.
 */
export async function signUp(
  agent: Agent,
  input: SignUpInput,
  mailbox?: LocalSmtpServer,
): Promise<SignedUp> {
  const res = await agent.post('/api/auth/sign-up/email').send(input);
  expectStatus(res, 200, 'sign-up');
  if ((res.body as { token: string | null }).token === null) {
    if (!mailbox) throw new Error('sign-up waits for a confirmed address: pass the mailbox');
    await agent.get(confirmationPath(mailbox, input.email)).expect(302);
  }
  const me = await agent.get('/api/me');
  expectStatus(me, 200, 'GET /api/me after sign-up');
  const body = me.body as { user: { id: string }; activeOrganizationId: string | null };
  return { agent, userId: body.user.id, organizationId: body.activeOrganizationId ?? '' };
}

export async function signIn(
  agent: Agent,
  email: string,
  password: string,
): Promise<request.Response> {
  return agent.post('/api/auth/sign-in/email').send({ email, password });
}

/** An owner or admin invites `email`; answers the invitation id (the link is /invite/<id>). */
export async function invite(
  agent: Agent,
  input: { organizationId: string; email: string; role: MemberRole },
): Promise<string> {
  const res = await agent.post('/api/auth/organization/invite-member').send(input);
  expectStatus(res, 200, 'invite');
  return (res.body as { id: string }).id;
}

export async function acceptInvitation(agent: Agent, invitationId: string): Promise<void> {
  const res = await agent.post('/api/auth/organization/accept-invitation').send({ invitationId });
  expectStatus(res, 200, 'accept invitation');
}

/** Signs up `input.email` through an invitation and joins the inviter's organisation with `role`. */
export async function signUpInvited(
  server: AuthServer,
  inviter: SignedUp,
  input: SignUpInput & { role: MemberRole },
  mailbox?: LocalSmtpServer,
): Promise<SignedUp> {
  const invitationId = await invite(inviter.agent, {
    organizationId: inviter.organizationId,
    email: input.email,
    role: input.role,
  });
  const { role: _role, ...account } = input;
  const joined = await signUp(server.agent(), { ...account, invitationId }, mailbox);
  await acceptInvitation(joined.agent, invitationId);
  return { ...joined, organizationId: inviter.organizationId };
}
