import { createApp } from '../app.js';
import type { AppContext } from '../context.js';
import { signUp, signUpInvited, startAuthServer } from './authHarness.js';
import type { AuthServer, SignedUp } from './authHarness.js';
import { createTestContext } from './testContext.js';
import type { TestContext } from './testContext.js';

/** An organisation with one member of each role, an outsider with their own, and the server. */
export type LedgerTeam = {
  ctx: TestContext;
  server: AuthServer;
  owner: SignedUp;
  admin: SignedUp;
  editor: SignedUp;
  viewer: SignedUp;
  outsider: SignedUp;
  orgPath: string;
  close(): Promise<void>;
};

export async function startLedgerTeam(overrides: Partial<AppContext> = {}): Promise<LedgerTeam> {
  const ctx = await createTestContext({}, overrides);
  const server = await startAuthServer(ctx, createApp(ctx));
  const owner = await signUp(server.agent(), {
    email: 'olive@example.com',
    password: 'olive passphrase',
    name: 'Olive',
    orgName: 'Harbor Lane Bakery',
  });
  const join = (name: string, role: 'admin' | 'editor' | 'viewer') =>
    signUpInvited(server, owner, {
      email: `${name}@example.com`,
      password: `${name} passphrase`,
      name,
      role,
    });
  const admin = await join('ada', 'admin');
  const editor = await join('eddie', 'editor');
  const viewer = await join('vic', 'viewer');
  const outsider = await signUp(server.agent(), {
    email: 'otto@example.com',
    password: 'otto passphrase',
    name: 'Otto',
  });
  return {
    ctx,
    server,
    owner,
    admin,
    editor,
    viewer,
    outsider,
    orgPath: `/api/orgs/${owner.organizationId}`,
    async close() {
      await server.close();
      await ctx.cleanup();
    },
  };
}
