import { z } from 'zod';
import { ApiError, apiJson } from '../api/apiClient';

/** Roles in an organisation, weakest first (the server's order). */
export const ROLES = ['viewer', 'editor', 'admin', 'owner'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  viewer: 'Viewer',
  editor: 'Editor',
  admin: 'Admin',
  owner: 'Owner',
};

export function roleAtLeast(role: Role, minRole: Role): boolean {
  return ROLES.indexOf(role) >= ROLES.indexOf(minRole);
}

export const meSchema = z.object({
  user: z.object({ id: z.string(), email: z.string(), name: z.string() }),
  organizations: z.array(z.object({ id: z.string(), name: z.string(), role: z.enum(ROLES) })),
  activeOrganizationId: z.string().nullable(),
  mailConfigured: z.boolean(),
});

export type Me = z.infer<typeof meSchema>;

const post = (path: string, body: unknown) =>
  apiJson(path, { method: 'POST', body: JSON.stringify(body) });

/** The signed-in user with their organisations, or null when signed out. */
export async function fetchMe(): Promise<Me | null> {
  // get-session answers null (not 401) when signed out, so a signed-out page logs no failed request.
  const session = await apiJson('/auth/get-session');
  if (session === null || session === undefined) return null;
  return meSchema.parse(await apiJson('/me'));
}

/**
 * With `invitationId`, the account is made to join that organisation and gets none of its own.
 * `callbackURL` is where the address-confirmation link lands, signed in.
 */
export type SignUpInput = {
  name: string;
  email: string;
  password: string;
  orgName?: string;
  invitationId?: string;
  callbackURL?: string;
};

const signUpAnswerSchema = z.object({ token: z.string().nullable() });

/**
 * True when the account is signed in at once; false when the server sends e-mail and signs in only
 * after the link it sent is followed (it answers a taken address the same way, on purpose).
 */
export async function signUp(input: SignUpInput): Promise<boolean> {
  const answer = signUpAnswerSchema.parse(await post('/auth/sign-up/email', input));
  return answer.token !== null;
}

export async function signIn(email: string, password: string): Promise<void> {
  await post('/auth/sign-in/email', { email, password });
}

export async function signOut(): Promise<void> {
  await post('/auth/sign-out', {});
}

export async function requestPasswordReset(email: string): Promise<void> {
  await post('/auth/request-password-reset', { email });
}

export async function resetPassword(token: string, newPassword: string): Promise<void> {
  await post('/auth/reset-password', { token, newPassword });
}

export async function setActiveOrganization(organizationId: string): Promise<void> {
  await post('/auth/organization/set-active', { organizationId });
}

const errorBodySchema = z.object({ message: z.string().min(1) });
const unconfirmedSchema = z.object({ code: z.literal('EMAIL_NOT_VERIFIED') });

export const CONFIRM_ADDRESS_FIRST =
  'Confirm your e-mail address first: we have sent a new link to it. Open it to log in.';
const accountBackoffSchema = z.object({ error: z.literal('sign_in_backoff'), message: z.string() });

/** What to tell the user about a failed call: the server's message, else `fallback`. */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    // The account's own wait says how long it is; better-auth's per-address limit says nothing useful.
    const backoff = accountBackoffSchema.safeParse(error.body);
    if (backoff.success) return backoff.data.message;
    if (error.status === 429) return 'Too many attempts. Please wait a few minutes and try again.';
    if (unconfirmedSchema.safeParse(error.body).success) return CONFIRM_ADDRESS_FIRST;
    const parsed = errorBodySchema.safeParse(error.body);
    if (parsed.success) return parsed.data.message;
  }
  return fallback;
}
