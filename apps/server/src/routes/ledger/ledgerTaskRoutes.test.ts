import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTaskScheduler } from '../../schedule/taskScheduler.js';
import { startLedgerTeam } from '../../testing/ledgerTeam.js';
import type { LedgerTeam } from '../../testing/ledgerTeam.js';

let team: LedgerTeam;
beforeEach(async () => {
  team = await startLedgerTeam();
});
afterEach(() => team.close());

describe("the organisation's background tasks", () => {
  it('show owners and admins when each task ran and how it ended, and no one else', async () => {
    const { owner, admin, editor, viewer, outsider, orgPath, ctx } = team;
    const orgId = owner.organizationId;
    const scheduler = startTaskScheduler({
      db: ctx.sql.kysely,
      now: () => new Date('2026-11-02T09:00:00.000Z'),
      logger: { info: () => undefined, warn: () => undefined },
      tasks: [
        {
          name: `quickbooks-sync:${orgId}`,
          orgId,
          everyMs: 86_400_000,
          leaseMs: 600_000,
          run: () => Promise.reject(new Error('The QuickBooks connection has expired.')),
        },
        {
          name: 'quickbooks-sync:another-org',
          orgId: 'another-org',
          everyMs: 86_400_000,
          leaseMs: 600_000,
          run: () => Promise.resolve(),
        },
      ],
    });
    await scheduler.pollOnce();
    for (const member of [owner, admin]) {
      const res = await member.agent.get(`${orgPath}/tasks`).expect(200);
      expect(res.body).toEqual({
        tasks: [
          {
            name: `quickbooks-sync:${orgId}`,
            dueAt: '2026-11-02T09:01:00.000Z',
            running: false,
            failuresInARow: 1,
            runs: [
              {
                startedAt: '2026-11-02T09:00:00.000Z',
                finishedAt: '2026-11-02T09:00:00.000Z',
                outcome: 'failed',
                detail: 'The QuickBooks connection has expired.',
              },
            ],
          },
        ],
      });
    }
    await editor.agent.get(`${orgPath}/tasks`).expect(403);
    await viewer.agent.get(`${orgPath}/tasks`).expect(403);
    await outsider.agent.get(`${orgPath}/tasks`).expect(404);
  });
});
