import { afterEach, describe, expect, it } from 'vitest';
import { signUp, signUpInvited, startAuthServer } from '../testing/authHarness.js';
import type { AuthServer, SignedUp } from '../testing/authHarness.js';
import { passConsent } from '../testing/emulatorConsent.js';
import { connectAgent, startQuickBooksHarness } from '../testing/quickbooksHarness.js';
import type { Agent, QuickBooksHarness } from '../testing/quickbooksHarness.js';

let harness: QuickBooksHarness | undefined;
let server: AuthServer | undefined;
afterEach(async () => {
  await server?.close();
  await harness?.close();
  server = undefined;
  harness = undefined;
});

const person = (name: string, orgName?: string) => ({
  email: `${name}@example.com`,
  password: `${name} passphrase`,
  name,
  ...(orgName ? { orgName } : {}),
});

type Team = {
  e: QuickBooksHarness['e'];
  app: AuthServer;
  owner: SignedUp;
  admin: SignedUp;
  editor: SignedUp;
  viewer: SignedUp;
  outsider: SignedUp;
};

/** An organisation with a member of each role, and a signed-in user of another organisation. */
async function team(): Promise<Team> {
  harness = await startQuickBooksHarness();
  server = await startAuthServer(harness.ctx, harness.app);
  const owner = await signUp(server.agent(), person('olive', 'Harbor Lane Bakery'));
  return {
    e: harness.e,
    app: server,
    owner,
    admin: await signUpInvited(server, owner, { ...person('ada'), role: 'admin' }),
    editor: await signUpInvited(server, owner, { ...person('eddie'), role: 'editor' }),
    viewer: await signUpInvited(server, owner, { ...person('vic'), role: 'viewer' }),
    outsider: await signUp(server.agent(), person('otto', 'Corner Shop')),
  };
}

const PULLS = [
  '/api/quickbooks/export?format=json',
  '/api/quickbooks/transactions',
  '/api/quickbooks/income',
  '/api/quickbooks/expenses',
];

async function statusOf(agent: Agent) {
  return (await agent.get('/api/quickbooks/status').expect(200)).body as { connected: boolean };
}

function expectRefused(res: { status: number; body: unknown }, role: string, needs: string) {
  expect(res.status).toBe(403);
  expect(res.body).toMatchObject({
    success: false,
    error: 'role_too_low',
    message: expect.stringContaining(`Your role (${role}) cannot`) as unknown,
  });
  expect((res.body as { message: string }).message).toContain(needs);
}

describe(
  'QuickBooks on a team: status for all, pulls for editors, connections for admins',
  {
    timeout: 60_000,
  },
  () => {
    it('lets every member see the status, and no one outside it', async () => {
      const { owner, admin, editor, viewer, outsider } = await team();
      expect((await connectAgent(owner.agent)).status).toBe(302);
      for (const member of [admin, editor, viewer]) {
        expect(await statusOf(member.agent)).toMatchObject({
          connected: true,
          companyName: 'Harbor Lane Bakery',
        });
      }
      expect(await statusOf(outsider.agent)).toMatchObject({ connected: false });
    });

    it('refuses a viewer every pull without asking QuickBooks; editors and admins pull', async () => {
      const { e, owner, admin, editor, viewer, outsider } = await team();
      expect((await connectAgent(owner.agent)).status).toBe(302);
      const queriesBefore = e.stats.queries;
      for (const path of PULLS) {
        expectRefused(await viewer.agent.get(path), 'viewer', 'editor or above');
      }
      expect(e.stats.queries).toBe(queriesBefore);

      for (const member of [editor, admin]) {
        for (const path of PULLS) {
          const res = await member.agent.get(path).expect(200);
          expect(res.body.success).toBe(true);
        }
      }
      const pulled = await editor.agent.get('/api/quickbooks/transactions').expect(200);
      expect(pulled.body.data.transactions.length).toBeGreaterThan(0);

      // Another organisation reaches only its own (absent) connection.
      for (const path of PULLS) {
        const refused = await outsider.agent.get(path).expect(409);
        expect(refused.body).toMatchObject({ error: 'quickbooks_not_connected' });
      }
    });

    it('lets only owners and admins start connecting; a refused start keeps the pending one', async () => {
      const { admin, editor, viewer, outsider, owner } = await team();
      const started = await admin.agent.get('/api/quickbooks/auth').expect(200);
      for (const [member, role] of [
        [viewer, 'viewer'],
        [editor, 'editor'],
      ] as const) {
        expectRefused(await member.agent.get('/api/quickbooks/auth'), role, 'an owner or admin');
      }
      // The outsider starts their own organisation's connection, not this one's.
      await outsider.agent.get('/api/quickbooks/auth').expect(200);

      const callback = await passConsent(started.body.authUri as string, 'approve');
      const done = await admin.agent.get(`${callback.pathname}${callback.search}`).expect(302);
      expect(done.headers.location).toBe('/integration/quickbooks?connected=1');
      expect(await statusOf(owner.agent)).toMatchObject({ connected: true });
      expect(await statusOf(outsider.agent)).toMatchObject({ connected: false });
    });

    it("sends a member below admin who lands on the callback back with role_too_low, leaving the admin's consent to finish", async () => {
      const { admin, editor, viewer, outsider } = await team();
      const started = await admin.agent.get('/api/quickbooks/auth').expect(200);
      const callback = await passConsent(started.body.authUri as string, 'approve');
      const url = `${callback.pathname}${callback.search}`;

      for (const member of [viewer, editor]) {
        const refused = await member.agent.get(url).expect(302);
        expect(refused.headers.location).toBe('/integration/quickbooks?error=role_too_low');
        expect(await statusOf(admin.agent)).toMatchObject({ connected: false });
      }
      // The outsider's organisation has no pending authorization: the state does not verify.
      const stranger = await outsider.agent.get(url).expect(302);
      expect(stranger.headers.location).toBe('/integration/quickbooks?error=invalid_state');
      expect(await statusOf(outsider.agent)).toMatchObject({ connected: false });

      const done = await admin.agent.get(url).expect(302);
      expect(done.headers.location).toBe('/integration/quickbooks?connected=1');
      expect(await statusOf(viewer.agent)).toMatchObject({ connected: true });
    });

    it('lets only owners and admins disconnect; a refused disconnect leaves the connection working', async () => {
      const { owner, admin, editor, viewer, outsider } = await team();
      expect((await connectAgent(owner.agent)).status).toBe(302);
      for (const [member, role] of [
        [viewer, 'viewer'],
        [editor, 'editor'],
      ] as const) {
        expectRefused(
          await member.agent.post('/api/quickbooks/disconnect'),
          role,
          'an owner or admin',
        );
      }
      const outside = await outsider.agent.post('/api/quickbooks/disconnect').expect(200);
      expect(outside.body.message).toBe('QuickBooks was not connected.');

      // Still connected, and the tokens were not revoked at Intuit: a pull works.
      expect(await statusOf(viewer.agent)).toMatchObject({ connected: true });
      await editor.agent.get('/api/quickbooks/transactions').expect(200);

      const res = await admin.agent.post('/api/quickbooks/disconnect').expect(200);
      expect(res.body.message).toBe('Disconnected from QuickBooks.');
      expect(await statusOf(owner.agent)).toMatchObject({ connected: false });
    });

    it('leaves an anonymous session in charge of its own connection, as before sign-in existed', async () => {
      const { app } = await team();
      const visitor = app.agent();
      await visitor.get('/api/health').expect(200);
      expect((await connectAgent(visitor)).status).toBe(302);
      expect(await statusOf(visitor)).toMatchObject({ connected: true });
      await visitor.get('/api/quickbooks/transactions').expect(200);
      await visitor.post('/api/quickbooks/disconnect').expect(200);
      expect(await statusOf(visitor)).toMatchObject({ connected: false });
    });
  },
);
