import { recurringChoicesSchema } from '@cashline/core';
import type { RecurringChoices } from '@cashline/core';
import { serverLedgerApi } from '../ledger/serverLedgerApi';

/** The organisation's recurring choices: a versioned document of its ledger on the server. */
export function serverRecurringChoices(orgId: string) {
  const api = serverLedgerApi(orgId);
  let version = 0;
  return {
    async load(): Promise<RecurringChoices> {
      const document = await api.document('recurringChoices');
      version = document.version;
      const parsed = recurringChoicesSchema.safeParse(document.value);
      return parsed.success ? parsed.data : {};
    },
    /** Saves the whole set; the later save wins, as with the ledger's other lists. */
    async save(choices: RecurringChoices): Promise<void> {
      try {
        version = (await api.saveDocument('recurringChoices', version, choices)).version;
      } catch {
        // Someone else saved meanwhile: take the newest version and save over it once.
        version = (await api.document('recurringChoices')).version;
        version = (await api.saveDocument('recurringChoices', version, choices)).version;
      }
    },
  };
}
