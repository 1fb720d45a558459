import { afterEach, describe, expect, it } from 'vitest';
import { signUp, signUpInvited, startAuthServer } from '../testing/authHarness.js';
import type { AuthServer } from '../testing/authHarness.js';
import { connectAgent, startQuickBooksHarness } from '../testing/quickbooksHarness.js';
import type { QuickBooksHarness } from '../testing/quickbooksHarness.js';

let harness: QuickBooksHarness | undefined;
let server: AuthServer | undefined;
afterEach(async () => {
  await server?.close();
  await harness?.close();
  server = undefined;
  harness = undefined;
});

async function start(): Promise<AuthServer> {
  harness = await startQuickBooksHarness();
  server = await startAuthServer(harness.ctx, harness.app);
  return server;
}

const person = (name: string, orgName?: string) => ({
  email: `${name}@example.com`,
  password: `${name} passphrase`,
  name,
  ...(orgName ? { orgName } : {}),
});

describe('a QuickBooks connection made while signed in', { timeout: 60_000 }, () => {
  it('belongs to the organisation: its members pull it, another organisation cannot', async () => {
    const app = await start();
    const owner = await signUp(app.agent(), person('olive', 'Harbor Lane Bakery'));
    const colleague = await signUpInvited(app, owner, { ...person('eddie'), role: 'editor' });
    const outsider = await signUp(app.agent(), person('otto', 'Corner Shop'));

    expect((await connectAgent(owner.agent)).status).toBe(302);

    // The colleague's browser never took part in the OAuth round trip.
    const shared = await colleague.agent.get('/api/quickbooks/status').expect(200);
    expect(shared.body).toMatchObject({ connected: true, companyName: 'Harbor Lane Bakery' });
    const pulled = await colleague.agent.get('/api/quickbooks/export?format=json').expect(200);
    expect(pulled.body.data.transactions.length).toBeGreaterThan(0);

    for (const stranger of [outsider.agent, app.agent()]) {
      const status = await stranger.get('/api/quickbooks/status').expect(200);
      expect(status.body).toMatchObject({ connected: false });
      const refused = await stranger.get('/api/quickbooks/export?format=json').expect(409);
      expect(refused.body).toMatchObject({ success: false, error: 'quickbooks_not_connected' });
    }
  });

  it('is disconnected for the whole organisation, and an anonymous one stays with its session', async () => {
    const app = await start();
    const owner = await signUp(app.agent(), person('olive', 'Harbor Lane Bakery'));
    const colleague = await signUpInvited(app, owner, { ...person('ada'), role: 'admin' });
    const visitor = app.agent();
    await visitor.get('/api/health').expect(200);
    expect((await connectAgent(visitor)).status).toBe(302);
    expect((await connectAgent(owner.agent)).status).toBe(302);

    await colleague.agent.post('/api/quickbooks/disconnect').expect(200);
    const after = await owner.agent.get('/api/quickbooks/status').expect(200);
    expect(after.body).toMatchObject({ connected: false });
    const anonymous = await visitor.get('/api/quickbooks/status').expect(200);
    expect(anonymous.body).toMatchObject({ connected: true });
  });
});
