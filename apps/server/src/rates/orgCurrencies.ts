import { ECB_BASE_CURRENCY, ledgerDocumentSchemas } from '@cashline/core';
import type { Kysely } from 'kysely';
import type { Tables } from '../db/tables.js';
import { readDocument } from '../ledger/ledgerDocuments.js';

/**
 * The currencies whose rates the organisation converts with: its accounts' currencies and its
 * reporting currency, less the euro (every stored rate is against it). None while everything is
 * in one currency: nothing is converted then.
 */
export async function currenciesToConvert(db: Kysely<Tables>, orgId: string): Promise<string[]> {
  const accounts = await db
    .selectFrom('bank_account')
    .select('currency')
    .distinct()
    .where('org_id', '=', orgId)
    .where('deleted', '=', 0)
    .execute();
  const settings = ledgerDocumentSchemas.settings.safeParse(
    (await readDocument(db, orgId, 'settings')).value,
  );
  const used = new Set(accounts.map((a) => a.currency));
  if (settings.success && settings.data.reportingCurrency !== undefined) {
    used.add(settings.data.reportingCurrency);
  }
  if (used.size < 2) return [];
  return [...used].filter((c) => c !== ECB_BASE_CURRENCY).sort();
}
