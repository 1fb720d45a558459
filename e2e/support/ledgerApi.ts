import { expect } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';

export const PASSWORD = 'a long enough passphrase';

/** A suffix no other test run uses, for e-mail addresses. */
export const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

/**
 * The API as the app's own pages call it: same origin, the context's cookies; a GET without
 * `data`, a POST with it. Fails the test on any answer but 2xx.
 */
export async function call(
  request: APIRequestContext,
  origin: string,
  url: string,
  data?: object,
): Promise<Record<string, unknown>> {
  const res = data
    ? await request.post(url, { data, headers: { Origin: origin } })
    : await request.get(url, { headers: { Origin: origin } });
  expect(res.ok(), `${url}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as Record<string, unknown>;
}

/** Signs up an owner with an organisation of their own in this context; answers its id. */
export async function signUpOwner(
  request: APIRequestContext,
  origin: string,
  email: string,
  orgName: string,
): Promise<string> {
  await call(request, origin, '/api/auth/sign-up/email', {
    name: orgName.split(' ')[0],
    email,
    password: PASSWORD,
    orgName,
  });
  return (await call(request, origin, '/api/me')).activeOrganizationId as string;
}
