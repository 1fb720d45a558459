import type { Auth } from '../auth/auth.js';
import type { Mailer } from '../notify/mailer.js';
import { quotedOrganisationName } from '../notify/organisationName.js';
import { orgRecipients } from '../notify/orgRecipients.js';

/**
 * Tells an organisation's owners and admins by e-mail that QuickBooks refused the connection and
 * syncing has stopped. Answers whether anyone was told (no mailer: the QuickBooks page says it).
 */
export function connectionLostNotice(deps: {
  auth: Auth;
  mailer: Mailer | undefined;
  publicUrl: string | undefined;
}): (orgId: string) => Promise<boolean> {
  return async (orgId) => {
    const { mailer, publicUrl } = deps;
    if (!mailer || !publicUrl) return false;
    const recipients = await orgRecipients(deps.auth, orgId, 'admin');
    const organisation = await quotedOrganisationName(deps.auth, orgId);
    const page = new URL('/integration/quickbooks', publicUrl).toString();
    for (const recipient of recipients) {
      await mailer.send({
        to: recipient.email,
        subject: 'Cashline has stopped syncing QuickBooks',
        text: [
          `QuickBooks no longer accepts Cashline's connection for the organisation named ${organisation}, so its ledger is not synced any more.`,
          '',
          `An owner or admin can connect again here: ${page}`,
          '',
          'You get this e-mail because you are an owner or admin of that organisation on Cashline.',
        ].join('\n'),
      });
    }
    return recipients.length > 0;
  };
}
