import type { LedgerChange } from '@cashline/core';
import type { Request, RequestHandler } from 'express';
import { mutationOf } from '../http/idempotencyKey.js';
import type { Writer } from './transactionWrites.js';

import type { Member } from '../auth/requireMember.js';
import type { MemberRole } from '../auth/roles.js';

/**
 * How the ledger's routes learn who is calling: `require` answers 401 signed out, 404 outside the
 * organisation in `:orgId`, 403 below the role; `memberOf` then reads the member it admitted.
 */
export type MemberAccess = {
  require(minRole: MemberRole): RequestHandler;
  memberOf(req: Request): Member;
  /** The changes with each author's e-mail address, for the audit log. */
  withEmails(changes: LedgerChange[]): Promise<LedgerChange[]>;
};

/** The member writing, now, with the Idempotency-Key the request carries. */
export function writerOf(member: Member, now: () => Date, req: Request): Writer {
  const mutation = mutationOf(req);
  return {
    orgId: member.organizationId,
    userId: member.userId,
    at: now().toISOString(),
    ...(mutation ? { mutation } : {}),
  };
}
