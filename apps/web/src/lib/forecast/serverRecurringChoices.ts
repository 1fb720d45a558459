import { recurringChoicesSchema } from '@cashline/core';
import type { RecurringChoices } from '@cashline/core';
import { serverDocument } from '../ledger/serverDocument';

function parsed(value: unknown): RecurringChoices {
  const result = recurringChoicesSchema.safeParse(value);
  return result.success ? result.data : {};
}

/** The organisation's recurring choices: a versioned document of its ledger on the server. */
export const serverRecurringChoices = (orgId: string) =>
  serverDocument(orgId, 'recurringChoices', parsed);
