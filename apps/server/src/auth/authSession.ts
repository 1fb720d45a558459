import { fromNodeHeaders } from 'better-auth/node';
import type { Request } from 'express';
import type { Auth } from './auth.js';

export type SignedIn = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>;

/** The caller's better-auth session from its cookie, or undefined when signed out. */
export async function sessionOf(auth: Auth, req: Request): Promise<SignedIn | undefined> {
  const found = await auth.api.getSession({ headers: fromNodeHeaders(req.headers) });
  return found ?? undefined;
}
