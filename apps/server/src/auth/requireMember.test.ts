import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import express from 'express';
import { createApp } from '../app.js';
import { errorHandler } from '../http/errorHandler.js';
import { signUp, signUpInvited, startAuthServer } from '../testing/authHarness.js';
import type { AuthServer, SignedUp } from '../testing/authHarness.js';
import { createTestContext } from '../testing/testContext.js';
import type { TestContext } from '../testing/testContext.js';
import { getMember, requireMember } from './requireMember.js';

let ctx: TestContext;
let server: AuthServer;
let olive: SignedUp;
let outsider: SignedUp;
let viewer: SignedUp;

beforeEach(async () => {
  ctx = await createTestContext();
  // A small route of each kind in front of the real app, as the ledger's routes will use it.
  const app = express();
  app.get('/api/orgs/:orgId/probe', requireMember(ctx.auth, 'viewer'), (req, res) => {
    res.json(getMember(req));
  });
  app.post('/api/orgs/:orgId/probe', requireMember(ctx.auth, 'editor'), (req, res) => {
    res.json(getMember(req));
  });
  app.use(createApp(ctx));
  app.use(errorHandler(ctx.logger));
  server = await startAuthServer(ctx, app);
  olive = await signUp(server.agent(), {
    email: 'olive@example.com',
    password: 'olive passphrase',
    name: 'Olive',
  });
  outsider = await signUp(server.agent(), {
    email: 'otto@example.com',
    password: 'otto passphrase',
    name: 'Otto',
  });
  viewer = await signUpInvited(server, olive, {
    email: 'vic@example.com',
    password: 'vic passphrase',
    name: 'Vic',
    role: 'viewer',
  });
});
afterEach(async () => {
  await server.close();
  await ctx.cleanup();
});

describe('requireMember', () => {
  it('answers 401 when signed out', async () => {
    const res = await server.agent().get(`/api/orgs/${olive.organizationId}/probe`).expect(401);
    expect(res.body).toMatchObject({ success: false, error: 'signed_out' });
  });

  it('answers 404 to a member of another organisation, as for one that does not exist', async () => {
    const other = await outsider.agent.get(`/api/orgs/${olive.organizationId}/probe`).expect(404);
    const missing = await outsider.agent.get('/api/orgs/no-such-org/probe').expect(404);
    expect(other.body).toEqual(missing.body);
  });

  it('answers 403 when the role is below the one the route needs', async () => {
    const res = await viewer.agent.post(`/api/orgs/${olive.organizationId}/probe`).expect(403);
    expect(res.body).toMatchObject({ error: 'role_too_low' });
  });

  it('lets a member with the role through and says who they are', async () => {
    const read = await viewer.agent.get(`/api/orgs/${olive.organizationId}/probe`).expect(200);
    expect(read.body).toEqual({
      userId: viewer.userId,
      email: 'vic@example.com',
      organizationId: olive.organizationId,
      role: 'viewer',
    });
    const write = await olive.agent.post(`/api/orgs/${olive.organizationId}/probe`).expect(200);
    expect(write.body).toMatchObject({ userId: olive.userId, role: 'owner' });
  });
});
