import { z } from 'zod';
import { accountSchema } from '../accounts/account.js';
import { isoCurrencyCodeSchema } from '../currency/iso4217.js';
import { amountSchema } from '../inputLimits.js';
import { categoryDefinitionSchema } from '../categories/categoryOperations.js';
import { currencyCodeSchema } from '../currency/rateSchema.js';
import { localeSchema } from '../format/locale.js';
import { openItemsSchema } from '../invoices/openItem.js';
import { plannedItemsSchema } from '../forecast/plannedItems.js';
import { recurringChoicesSchema } from '../forecast/recurringChoicesSchema.js';
import { rulesSchema } from '../rules/ruleSchema.js';
import { scenariosSchema } from '../scenarios/scenarioSchema.js';

/**
 * The small lists an organisation keeps beside its transactions, each stored and versioned whole:
 * a list of rules is edited (and reordered) as one thing.
 */
export const ledgerDocumentSchemas = {
  categories: z.array(categoryDefinitionSchema).max(10_000),
  rules: rulesSchema,
  recurringChoices: recurringChoicesSchema,
  /** One-off payments and receipts the team expects, which every forecast includes. */
  plannedItems: plannedItemsSchema,
  /** What-if scenarios: named sets of layers on the base forecast. */
  scenarios: scenariosSchema,
  /** Invoices and bills, open and paid: what customers owe and what is due to vendors. */
  openItems: openItemsSchema,
  /**
   * Which account each file layout imports into, the cash minimum the runway warns below, the
   * currency consolidated figures are shown in and the locale dates and numbers are written in
   * (both unset until the team chooses: the browser's choice stands in).
   */
  settings: z.object({
    importLayouts: z.record(z.string().max(500), z.string().max(200)),
    cashMinimum: amountSchema.nonnegative().nullable(),
    reportingCurrency: currencyCodeSchema.optional(),
    locale: localeSchema.optional(),
  }),
} as const;

export const ledgerDocumentKindSchema = z.enum([
  'categories',
  'rules',
  'recurringChoices',
  'plannedItems',
  'scenarios',
  'openItems',
  'settings',
]);
export type LedgerDocumentKind = z.infer<typeof ledgerDocumentKindSchema>;

export const ledgerDocumentSchema = z.object({
  kind: ledgerDocumentKindSchema,
  value: z.unknown(),
  /** 0 before the first save. */
  version: z.number().int().min(0),
});

export const documentSaveSchema = z.object({
  baseVersion: z.number().int().min(0),
  value: z.unknown(),
});

export const ledgerAccountSchema = accountSchema.extend({ version: z.number().int().min(1) });
export type LedgerAccount = z.infer<typeof ledgerAccountSchema>;

/**
 * A new account as the server takes it: its currency one of ISO 4217's. Stored accounts are read
 * with `accountSchema`, so a ledger holding an older or odd code still loads.
 */
export const newAccountSchema = accountSchema.extend({ currency: isoCurrencyCodeSchema });

/**
 * An edit of an account, field by field. The low-cash threshold, the one optional field, set to
 * null is removed (the user emptied it); a required field cannot be. A currency given must be
 * ISO 4217's; one already stored is kept as it is when other fields change.
 */
export const accountEditSchema = z.object({
  baseVersion: z.number().int().min(1),
  changes: accountSchema.omit({ id: true, lowCashThreshold: true }).partial().extend({
    lowCashThreshold: accountSchema.shape.lowCashThreshold.nullable(),
    currency: isoCurrencyCodeSchema.optional(),
  }),
});
export type AccountEdit = z.infer<typeof accountEditSchema>;
