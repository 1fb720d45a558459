import type { QboEntityName } from './qboEntities.js';

/**
 * The ledger rows one QuickBooks record became share a prefix, `imported-qbo-<entity>-<Id>` (a
 * transfer's two sides and a journal entry's lines add a suffix after it): the record's family.
 * A change to the record replaces its whole family.
 */
export function familyOf(entity: QboEntityName, id: string): string {
  return `imported-qbo-${entity.toLowerCase()}-${id}`;
}

const FAMILY = /^imported-qbo-[a-z]+-[^-]+/;

/** The family of a ledger row's id, or undefined for a row QuickBooks did not make. */
export function familyOfTransactionId(id: string): string | undefined {
  return FAMILY.exec(id)?.[0];
}
