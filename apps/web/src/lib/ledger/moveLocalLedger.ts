import type { Transaction } from '@cashline/core';
import { readCategorisation } from '../categorisation/categorisationDb';
import {
  readScenarios,
  serverScenarios,
  withBrowserScenarios,
} from '../../features/scenarios/scenariosStore';
import { moveFrozenForecasts } from '../../features/scenarios/frozenForecastStore';
import { readPlannedItems, serverPlannedItems } from '../forecast/plannedItemsStore';
import { readOpenItems, serverOpenItems } from '../invoices/openItemsStore';
import { readRecurringChoices } from '../forecast/recurringChoicesStorage';
import { serverRecurringChoices } from '../forecast/serverRecurringChoices';
import { loadStoreData } from '../transactions/loadStore';
import { deleteStoredData } from '../transactions/transactionDb';
import { ledgerSummary } from './ledgerSummary';
import type { LedgerSummary } from './ledgerSummary';
import { serverLedgerApi } from './serverLedgerApi';

export const MOVED_FILE_NAME = 'Moved from this browser';

/** What this browser holds from before sign-in; undefined when it holds no transaction. */
export async function browserLedger(): Promise<
  { transactions: Transaction[]; summary: LedgerSummary } | undefined
> {
  const { data } = await loadStoreData();
  if (data.transactions.length === 0) return undefined;
  return { transactions: data.transactions, summary: ledgerSummary(data.transactions) };
}

export type MoveResult =
  | { ok: true; summary: LedgerSummary }
  | { ok: false; moved: LedgerSummary; expected: LedgerSummary };

/**
 * Moves this browser's ledger into the organisation: accounts, then the transactions as one import
 * (whole or nothing), then rules and categories where the organisation has none, and the planned
 * one-offs, invoices and bills, scenarios, frozen forecasts and recurring choices added to the organisation's (its
 * own choice of a series, its own scenario of an id and its own frozen week win).
 * The server's copy is counted and summed afterwards; only when both agree is the browser's copy
 * of the transactions deleted.
 */
export async function moveLocalLedger(orgId: string): Promise<MoveResult> {
  const api = serverLedgerApi(orgId);
  const { data } = await loadStoreData();
  const expected = ledgerSummary(data.transactions);
  const existing = new Set((await api.accounts()).map((account) => account.id));
  for (const account of data.accounts) {
    if (!existing.has(account.id)) await api.createAccount(account);
  }
  const batch = await api.importAll(MOVED_FILE_NAME, data.transactions);
  const { rules, definitions } = await readCategorisation();
  const [serverRules, serverCategories] = await Promise.all([
    api.document('rules'),
    api.document('categories'),
  ]);
  if (rules.length > 0 && serverRules.version === 0) await api.saveDocument('rules', 0, rules);
  if (definitions.length > 0 && serverCategories.version === 0) {
    await api.saveDocument('categories', 0, definitions);
  }
  const planned = readPlannedItems();
  if (planned.length > 0) {
    await serverPlannedItems(orgId).apply((items) => [
      ...items,
      ...planned.filter((item) => !items.some((other) => other.id === item.id)),
    ]);
  }
  const openItems = readOpenItems();
  if (openItems.length > 0) {
    await serverOpenItems(orgId).apply((items) => [
      ...items,
      ...openItems.filter((item) => !items.some((other) => other.id === item.id)),
    ]);
  }
  const scenarios = readScenarios();
  if (scenarios.length > 0) {
    await serverScenarios(orgId).apply((current) => withBrowserScenarios(current, scenarios));
  }
  await moveFrozenForecasts(orgId);
  const choices = readRecurringChoices();
  if (Object.keys(choices).length > 0) {
    await serverRecurringChoices(orgId).apply((current) => ({ ...choices, ...current }));
  }
  const onServer = (await api.allTransactions()).filter((tx) => tx.importId === batch.id);
  const moved = ledgerSummary(onServer);
  if (moved.count !== expected.count || moved.totalCents !== expected.totalCents) {
    return { ok: false, moved, expected };
  }
  await deleteStoredData();
  return { ok: true, summary: moved };
}
