import { z } from 'zod';
import { apiJson } from './apiClient';

const choicesSchema = z.object({
  lowCash: z.boolean(),
  digest: z.boolean(),
  mailEnabled: z.boolean(),
});
export type NotificationChoices = z.infer<typeof choicesSchema>;

const path = (orgId: string) => `/orgs/${encodeURIComponent(orgId)}/notifications`;

/** GET /api/orgs/:orgId/notifications: the e-mails this member gets about the organisation. */
export async function fetchNotificationChoices(orgId: string): Promise<NotificationChoices> {
  return choicesSchema.parse(await apiJson(path(orgId)));
}

/** PUT the member's own choice of e-mails; answers the choices as stored. */
export async function saveNotificationChoices(
  orgId: string,
  changes: Partial<Pick<NotificationChoices, 'lowCash' | 'digest'>> & { timeZone?: string },
): Promise<NotificationChoices> {
  return choicesSchema.parse(
    await apiJson(path(orgId), { method: 'PUT', body: JSON.stringify(changes) }),
  );
}
