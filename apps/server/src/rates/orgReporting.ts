import {
  addDays,
  currencyTransfers,
  ECB_BASE_CURRENCY,
  rateTableOfRows,
  withTransferRates,
} from '@cashline/core';
import type { Reporting } from '@cashline/core';
import type { Kysely } from 'kysely';
import type { Tables } from '../db/tables.js';
import type { OrganisationLedger } from '../ledger/organisationLedger.js';
import { ratesForOrg } from './rateStore.js';

/** A rate this many days before a date still serves it (core's lookup). */
const RATE_FALLBACK_DAYS = 7;

/**
 * What the server's notices convert an organisation's figures into: its reporting currency (or,
 * none chosen, its first account's) with the stored rates from its oldest transaction to the
 * as-of date, and those its linked transfers between two currencies imply on days none serves.
 * Null when every account, invoice and bill is already in that currency: nothing is converted then.
 */
export async function orgReporting(
  db: Kysely<Tables>,
  orgId: string,
  ledger: Pick<OrganisationLedger, 'accounts' | 'transactions' | 'reportingCurrency' | 'openItems'>,
  asOf: string,
): Promise<Reporting | null> {
  const currency = ledger.reportingCurrency ?? ledger.accounts[0]?.currency;
  if (currency === undefined) return null;
  const held = [
    ...ledger.accounts.map((a) => a.currency),
    ...ledger.openItems.map((item) => item.currency ?? currency),
  ];
  if (held.every((c) => c === currency)) return null;
  let oldest = asOf;
  for (const t of ledger.transactions) if (t.date < oldest) oldest = t.date;
  const currencies = [currency, ...held].filter((c) => c !== ECB_BASE_CURRENCY);
  const rows = await ratesForOrg(db, orgId, {
    from: addDays(oldest, -RATE_FALLBACK_DAYS),
    to: asOf,
    currencies: [...new Set(currencies)],
  });
  const stored = rateTableOfRows(ECB_BASE_CURRENCY, rows);
  const transfers = currencyTransfers(ledger.transactions, ledger.accounts);
  return { currency, rates: withTransferRates(stored, transfers, currency) };
}
