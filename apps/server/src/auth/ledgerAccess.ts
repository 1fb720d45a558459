import type { Kysely } from 'kysely';
import type { Tables } from '../db/tables.js';
import { QUICKBOOKS_SYNC_USER } from '../ledger/landQuickBooksChanges.js';
import type { MemberAccess } from '../ledger/memberAccess.js';
import type { Auth } from './auth.js';
import { getMember, requireMember } from './requireMember.js';

/** better-auth's user table, as far as the audit log reads it. */
type UserTables = { user: { id: string; email: string } };

/** The ledger's member gate, on better-auth's sessions and organisation roles. */
export function ledgerAccess(auth: Auth, kysely: Kysely<Tables>): MemberAccess {
  const users = kysely.withTables<UserTables>();
  return {
    require: (minRole) => requireMember(auth, minRole),
    memberOf: getMember,
    async withEmails(changes) {
      const ids = [...new Set(changes.map((change) => change.userId))];
      if (ids.length === 0) return changes;
      const rows = await users
        .selectFrom('user')
        .select(['id', 'email'])
        .where('id', 'in', ids)
        .execute();
      const emails = new Map<string, string>([
        [QUICKBOOKS_SYNC_USER, 'QuickBooks sync'],
        ...rows.map((row): [string, string] => [row.id, row.email]),
      ]);
      return changes.map((change) => {
        const email = emails.get(change.userId);
        return email ? { ...change, userEmail: email } : change;
      });
    },
  };
}
