import { afterAll, beforeAll, afterEach, describe, expect, it } from 'vitest';
import { startPostgresServer } from '../testing/postgresServer.js';
import type { PostgresServer } from '../testing/postgresServer.js';
import { silentLogger } from '../testing/silentLogger.js';
import { changeSignal } from './changeSignal.js';
import type { ChangeSignal } from './changeSignal.js';
import { postgresChangeRelay } from './postgresChangeRelay.js';

// The PostgreSQL pass of the suite has a server; the SQLite pass starts a throwaway one for this.
let own: PostgresServer | undefined;
let url: string;
beforeAll(async () => {
  const shared = process.env.CASHLINE_TEST_POSTGRES_URL;
  if (shared) url = shared;
  else {
    own = await startPostgresServer();
    url = own.url;
  }
}, 120_000);
afterAll(() => own?.stop());

const relays: ChangeSignal[] = [];
afterEach(() => {
  for (const relay of relays.splice(0)) relay.close();
});

function relay(): ChangeSignal {
  const made = postgresChangeRelay(changeSignal(), url, silentLogger());
  relays.push(made);
  return made;
}

describe('postgresChangeRelay', () => {
  it('wakes a waiter on another replica when a write is notified on one', async () => {
    const one = relay();
    const other = relay();
    let woken = false;
    const waiting = other
      .wait('org-1', 60_000, new AbortController().signal)
      .then(() => (woken = true));
    // Notified until heard: each replica's listening connection is made as it starts.
    const started = Date.now();
    while (!woken && Date.now() - started < 20_000) {
      one.notify('org-1');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await waiting;
    expect(Date.now() - started).toBeLessThan(20_000);
  });

  it('does not wake waiters of other organisations', async () => {
    const one = relay();
    const other = relay();
    let woken = false;
    void other.wait('org-2', 60_000, new AbortController().signal).then(() => (woken = true));
    let heard = false;
    void other.wait('org-1', 60_000, new AbortController().signal).then(() => (heard = true));
    while (!heard) {
      one.notify('org-1');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(woken).toBe(false);
  });

  it('lets every waiter go when closed', async () => {
    const made = relay();
    const waiting = made.wait('org-1', 60_000, new AbortController().signal);
    made.close();
    await waiting;
    expect(made.closed).toBe(true);
  });
});
