import type { Auth } from '../auth/auth.js';
import { quotedName } from '../auth/authMail.js';

type OrganizationRow = { id: string; name: string };

/** The organisation's name as an e-mail quotes a name its users chose. */
export async function quotedOrganisationName(auth: Auth, orgId: string): Promise<string> {
  const { adapter } = await auth.$context;
  const org = await adapter.findOne<OrganizationRow>({
    model: 'organization',
    where: [{ field: 'id', value: orgId }],
  });
  return quotedName(org?.name ?? '');
}
