import { z } from 'zod';
import { sessionOf } from '../auth/authSession.js';
import { membershipsOf } from '../auth/memberships.js';
import { MEMBER_ROLES } from '../auth/roles.js';
import type { AppContext } from '../context.js';
import { ApiRoutes } from '../http/apiRoutes.js';
import { HttpError } from '../http/httpError.js';

const meSchema = z.object({
  user: z.object({ id: z.string(), email: z.string(), name: z.string() }),
  organizations: z.array(
    z.object({ id: z.string(), name: z.string(), role: z.enum(MEMBER_ROLES) }),
  ),
  activeOrganizationId: z.string().nullable(),
  mailConfigured: z
    .boolean()
    .describe('True when invitations and reset links are e-mailed; otherwise the UI shows them.'),
});

export type MeBody = z.infer<typeof meSchema>;

export function meRoutes({ auth, authMail }: AppContext): ApiRoutes {
  return new ApiRoutes().get(
    '/',
    {
      summary:
        'The signed-in user, their organisations with their role in each, and the active one',
      responses: { 200: { description: 'Signed in.', schema: meSchema } },
      errors: { 401: 'Signed out.' },
    },
    async (_input, req, res) => {
      const signedIn = await sessionOf(auth, req);
      if (!signedIn) throw new HttpError(401, 'signed_out', 'Sign in to continue.');
      const memberships = await membershipsOf(auth, signedIn.user.id);
      const organizations = memberships.map((m) => ({
        id: m.organizationId,
        name: m.organizationName,
        role: m.role,
      }));
      const active = signedIn.session.activeOrganizationId;
      const body: MeBody = {
        user: { id: signedIn.user.id, email: signedIn.user.email, name: signedIn.user.name },
        organizations,
        activeOrganizationId: organizations.some((o) => o.id === active) ? (active ?? null) : null,
        mailConfigured: authMail.sends,
      };
      res.json(body);
    },
  );
}
