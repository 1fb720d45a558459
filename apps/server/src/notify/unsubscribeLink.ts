import crypto from 'node:crypto';
import { z } from 'zod';
import type { NoticeKind } from './memberNotifications.js';

const payloadSchema = z.object({
  o: z.string().min(1).max(200),
  u: z.string().min(1).max(200),
  k: z.enum(['lowCash', 'digest']),
});

export type Unsubscribe = { orgId: string; userId: string; kind: NoticeKind };

const mac = (secret: string, payload: string) =>
  crypto.createHmac('sha256', secret).update(`unsubscribe:${payload}`).digest('base64url');

/**
 * A token that stops one kind of notice for one member of one organisation, signed with the
 * server's secret so that no one can stop another member's notices. It does not expire: an old
 * e-mail's link must still work.
 */
export function unsubscribeToken(secret: string, target: Unsubscribe): string {
  const payload = Buffer.from(
    JSON.stringify({ o: target.orgId, u: target.userId, k: target.kind }),
  ).toString('base64url');
  return `${payload}.${mac(secret, payload)}`;
}

/** What a token stops, or undefined when it was not signed here or is malformed. */
export function readUnsubscribeToken(secret: string, token: string): Unsubscribe | undefined {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return undefined;
  const expected = Buffer.from(mac(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given))
    return undefined;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  const parsed = payloadSchema.safeParse(json);
  return parsed.success
    ? { orgId: parsed.data.o, userId: parsed.data.u, kind: parsed.data.k }
    : undefined;
}

/** The link in an e-mail's body and its List-Unsubscribe header (RFC 8058 one-click). */
export function unsubscribeUrl(publicUrl: string, token: string): string {
  return new URL(`/api/notifications/unsubscribe?token=${token}`, publicUrl).toString();
}

export function unsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}
