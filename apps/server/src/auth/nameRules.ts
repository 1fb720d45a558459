import { APIError } from 'better-auth/api';

/** Longest name of a person or an organisation. */
export const NAME_MAX = 100;

/** The routes that take a person's or an organisation's name. */
export const NAMED_PATHS = new Set([
  '/sign-up/email',
  '/update-user',
  '/organization/create',
  '/organization/update',
]);

export const NAME_RULES = `A name is at most ${NAME_MAX} characters, without control characters.`;

function names(body: unknown): unknown[] {
  if (typeof body !== 'object' || body === null) return [];
  const record = body as Record<string, unknown>;
  const data = record.data;
  const nested =
    typeof data === 'object' && data !== null ? (data as Record<string, unknown>).name : undefined;
  return [record.name, record.orgName, nested];
}

/**
 * Names are shown to other members and quoted in e-mails: they are refused when too long or when
 * they carry control characters (line breaks included), which could dress them up as other text.
 */
export function refuseOddNames(body: unknown): void {
  for (const name of names(body)) {
    if (typeof name !== 'string') continue;
    if (name.length > NAME_MAX || /[\p{Cc}\p{Cf}]/u.test(name)) {
      throw new APIError('BAD_REQUEST', { message: NAME_RULES });
    }
  }
}
