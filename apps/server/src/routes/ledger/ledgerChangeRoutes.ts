import {
  auditPageSchema,
  auditQuerySchema,
  changesPageSchema,
  changesQuerySchema,
  toCsv,
} from '@cashline/core';
import { scheduledTaskListSchema } from '@cashline/core';
import type { LedgerChange } from '@cashline/core';
import type { AppContext } from '../../context.js';
import { ApiRoutes } from '../../http/apiRoutes.js';
import { heldRequests } from '../../http/heldRequests.js';
import { HttpError } from '../../http/httpError.js';
import { changesBefore, changesSince, headSeq } from '../../ledger/changeLog.js';
import { headAfterWaiting } from '../../ledger/headAfterWaiting.js';
import type { MemberAccess } from '../../ledger/memberAccess.js';
import { tasksOf } from '../../schedule/scheduledTaskStore.js';
import { orgParams } from './orgParams.js';

const AUDIT_EXPORT_LIMIT = 100_000;
/** Feed requests one user may hold waiting at once (one per open tab is plenty). */
export const HELD_PER_USER = 16;
/** Feed requests one client address may hold waiting at once (an office behind one address). */
export const HELD_PER_ADDRESS = 64;
const TOO_MANY_WAITING =
  'Too many requests are waiting for changes from this account or address. Close some tabs, or try again shortly.';

function pageOf(changes: LedgerChange[], since: number, head: number) {
  return { changes, lastSeq: changes.at(-1)?.seq ?? since, headSeq: head };
}

/**
 * The change log, twice: `/changes` is the feed every member's browser follows; `/audit` is the
 * same log for owners and admins to read and export, with who did what.
 */
export function ledgerChangeRoutes(ctx: AppContext, access: MemberAccess): ApiRoutes {
  const { sql, changes: signal } = ctx;
  const waiting = heldRequests();

  const errors = { 401: 'Not signed in.', 404: 'Not a member of this organisation.' };
  const feedErrors = {
    ...errors,
    429: 'Too many feed requests waiting from this user or address.',
  };
  return new ApiRoutes()
    .get(
      '/changes',
      {
        summary:
          'Changes to the ledger after a sequence number, oldest first; with `waitMs`, held until there is one',
        params: orgParams,
        query: changesQuerySchema,
        before: [access.require('viewer')],
        responses: { 200: { description: 'A page of changes.', schema: changesPageSchema } },
        errors: feedErrors,
      },
      async ({ query }, req, res) => {
        const { organizationId: orgId, userId } = access.memberOf(req);
        const release =
          query.waitMs > 0
            ? waiting.hold([
                { key: `user:${userId}`, cap: HELD_PER_USER },
                { key: `address:${req.ip ?? ''}`, cap: HELD_PER_ADDRESS },
              ])
            : () => undefined;
        if (!release) throw new HttpError(429, 'too_many_waiting', TOO_MANY_WAITING, 5);
        const gone = new AbortController();
        res.on('close', () => gone.abort());
        // The head first: a change landing in between shows up in the next page, never lost.
        const head = await headAfterWaiting({
          signal,
          readHead: () => headSeq(sql.kysely, orgId),
          orgId,
          since: query.since,
          waitMs: query.waitMs,
          gone: gone.signal,
        }).finally(release);
        // The feed is polled by every open page: the authors' addresses are the audit log's to add.
        const changes = await changesSince(sql.kysely, orgId, query.since, query.limit);
        res.json(pageOf(changes, query.since, head));
      },
    )
    .get(
      '/tasks',
      {
        summary: "The organisation's background tasks and their recent runs",
        description:
          'QuickBooks syncs and alerts run on the server on their own: when each is next due, whether it runs now, and how its last runs ended.',
        params: orgParams,
        before: [access.require('admin')],
        responses: { 200: { description: 'The tasks.', schema: scheduledTaskListSchema } },
        errors: { ...errors, 403: 'Only owners and admins see the background tasks.' },
      },
      async (_input, req, res) => {
        res.json({ tasks: await tasksOf(sql.kysely, access.memberOf(req).organizationId) });
      },
    )
    .get(
      '/audit',
      {
        summary: 'The audit log, newest first: who changed what, when, before and after',
        params: orgParams,
        query: auditQuerySchema,
        before: [access.require('admin')],
        responses: { 200: { description: 'A page of the log.', schema: auditPageSchema } },
        errors: { ...errors, 403: 'Only owners and admins read the audit log.' },
      },
      async ({ query }, req, res) => {
        const orgId = access.memberOf(req).organizationId;
        const changes = await changesBefore(sql.kysely, orgId, query.before, query.limit + 1);
        const page = changes.slice(0, query.limit);
        res.json({
          changes: await access.withEmails(page),
          ...(changes.length > query.limit ? { olderBefore: page.at(-1)?.seq } : {}),
        });
      },
    )
    .get(
      '/audit.csv',
      {
        summary: 'The audit log as a CSV file',
        params: orgParams,
        before: [access.require('admin')],
        responses: { 200: { description: 'CSV, one change per row.', contentType: 'text/csv' } },
        errors: { ...errors, 403: 'Only owners and admins read the audit log.' },
      },
      async (_input, req, res) => {
        const orgId = access.memberOf(req).organizationId;
        const changes = await access.withEmails(
          await changesSince(sql.kysely, orgId, 0, AUDIT_EXPORT_LIMIT),
        );
        const csv = toCsv(
          changes.map((change) => ({
            seq: change.seq,
            at: change.at,
            user: change.userEmail ?? change.userId,
            entity: change.entity,
            id: change.entityId,
            change: change.op,
            before: change.before,
            after: change.after,
          })),
        );
        res
          .set('Cache-Control', 'no-store')
          .attachment('cashline-audit-log.csv')
          .type('text/csv')
          .send(csv);
      },
    );
}
