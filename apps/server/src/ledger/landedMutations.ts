import type { Kysely } from 'kysely';
import type { Tables } from '../db/tables.js';
import { HttpError } from '../http/httpError.js';

/** A write's Idempotency-Key and what it was sent with (method, path and body, hashed). */
export type Mutation = { key: string; fingerprint: string };

/** Who sent a write with a key, and when; the key is theirs only. */
export type MutationSender = { orgId: string; userId: string; at: string; mutation: Mutation };

/**
 * How long a landed write's answer is kept for its retries: longer than a browser keeps an unsent
 * change offline in any case we have seen, short enough that the table stays small.
 */
export const LANDED_MUTATION_DAYS = 14;

/** A refused or stale write changed nothing; its retry runs again and gets a fresh answer. */
function landed(result: unknown): boolean {
  return !(typeof result === 'object' && result !== null && 'ok' in result && !result.ok);
}

/** The answer of the write this key already landed, if it did (inside the writer's turn). */
export async function answerOfLanded(
  trx: Kysely<Tables>,
  sender: MutationSender,
): Promise<{ result: unknown } | undefined> {
  const row = await trx
    .selectFrom('ledger_mutation')
    .select(['fingerprint', 'result'])
    .where('org_id', '=', sender.orgId)
    .where('user_id', '=', sender.userId)
    .where('key', '=', sender.mutation.key)
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.fingerprint !== sender.mutation.fingerprint) {
    throw new HttpError(
      422,
      'idempotency_key_reused',
      'This Idempotency-Key was already used for a different request; send a new key with each change.',
    );
  }
  return { result: JSON.parse(row.result) as unknown };
}

/** Keeps a landed write's answer for its retries, and lets the sender's old ones go. */
export async function rememberLanded(
  trx: Kysely<Tables>,
  sender: MutationSender,
  result: unknown,
): Promise<void> {
  if (!landed(result)) return;
  const cutoff = new Date(Date.parse(sender.at) - LANDED_MUTATION_DAYS * 86_400_000).toISOString();
  await trx
    .deleteFrom('ledger_mutation')
    .where('org_id', '=', sender.orgId)
    .where('user_id', '=', sender.userId)
    .where('landed_at', '<', cutoff)
    .execute();
  await trx
    .insertInto('ledger_mutation')
    .values({
      org_id: sender.orgId,
      user_id: sender.userId,
      key: sender.mutation.key,
      fingerprint: sender.mutation.fingerprint,
      result: JSON.stringify(result),
      landed_at: sender.at,
    })
    .execute();
}
