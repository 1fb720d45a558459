import type { Kysely } from 'kysely';
import type { Auth } from '../auth/auth.js';
import type { MemberRole } from '../auth/roles.js';
import type { Tables } from '../db/tables.js';
import { orgRecipients } from './orgRecipients.js';
import type { Recipient } from './orgRecipients.js';

export type NoticeKind = 'lowCash' | 'digest';
export type NotificationChoices = Record<NoticeKind, boolean>;

const COLUMN = { lowCash: 'low_cash', digest: 'digest' } as const;

/**
 * What a member gets when they have not chosen: owners and admins the low-cash alerts (someone
 * must hear of them); the digest only those who ask for it.
 */
export function defaultChoices(role: MemberRole): NotificationChoices {
  return { lowCash: role === 'owner' || role === 'admin', digest: false };
}

type ChoiceRow = { low_cash: number | null; digest: number | null };

function choicesOf(row: ChoiceRow | undefined, role: MemberRole): NotificationChoices {
  const fallback = defaultChoices(role);
  const pick = (value: number | null | undefined, kind: NoticeKind) =>
    value === null || value === undefined ? fallback[kind] : value === 1;
  return { lowCash: pick(row?.low_cash, 'lowCash'), digest: pick(row?.digest, 'digest') };
}

export async function memberChoices(
  db: Kysely<Tables>,
  orgId: string,
  userId: string,
  role: MemberRole,
): Promise<NotificationChoices> {
  const row = await db
    .selectFrom('member_notification')
    .select(['low_cash', 'digest'])
    .where('org_id', '=', orgId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return choicesOf(row, role);
}

/** Records a member's choices (only those given; the others keep theirs) and time zone. */
export async function setMemberChoices(
  db: Kysely<Tables>,
  member: { orgId: string; userId: string },
  changes: Partial<NotificationChoices> & { timeZone?: string },
  at: string,
): Promise<void> {
  const set: Partial<ChoiceRow> & { updated_at: string; time_zone?: string } = { updated_at: at };
  if (changes.timeZone !== undefined) set.time_zone = changes.timeZone;
  for (const kind of ['lowCash', 'digest'] as const) {
    const value = changes[kind];
    if (value !== undefined) set[COLUMN[kind]] = value ? 1 : 0;
  }
  await db
    .insertInto('member_notification')
    .values({
      low_cash: null,
      digest: null,
      time_zone: null,
      ...set,
      org_id: member.orgId,
      user_id: member.userId,
    })
    .onConflict((conflict) => conflict.columns(['org_id', 'user_id']).doUpdateSet(set))
    .execute();
}

/** The members who get `kind` notices (their own choice, else their role's default), with their time zone. */
export async function recipientsOf(
  auth: Auth,
  db: Kysely<Tables>,
  orgId: string,
  kind: NoticeKind,
): Promise<(Recipient & { timeZone: string | null })[]> {
  const members = await orgRecipients(auth, orgId, 'viewer');
  if (members.length === 0) return [];
  const rows = await db
    .selectFrom('member_notification')
    .select(['user_id', 'low_cash', 'digest', 'time_zone'])
    .where('org_id', '=', orgId)
    .execute();
  const chosen = new Map(rows.map((row) => [row.user_id, row]));
  return members
    .filter((member) => choicesOf(chosen.get(member.userId), member.role)[kind])
    .map((member) => ({ ...member, timeZone: chosen.get(member.userId)?.time_zone ?? null }));
}

/** The organisations where someone chose the digest. */
export async function digestOrganisations(db: Kysely<Tables>): Promise<string[]> {
  const rows = await db
    .selectFrom('member_notification')
    .select('org_id')
    .distinct()
    .where('digest', '=', 1)
    .orderBy('org_id')
    .execute();
  return rows.map((row) => row.org_id);
}
