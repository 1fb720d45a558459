import type { BackoffOptions } from './backoff.js';
import type { DateRange, LedgerClient, QboCondition, QboListEntity } from './ledgerClient.js';
import { mapOpenItems } from './mapOpenItems.js';
import type { MappedOpenItems } from './mapOpenItems.js';
import type { PullBudget } from './pullBudget.js';
import { pageReader } from './pullLedger.js';

export type PulledOpenItems = MappedOpenItems & {
  /** The first day the pull asked about: paid history before it was not read. */
  historyFrom: string;
  queries: number;
};

const OPEN: QboCondition[] = [{ field: 'Balance', operator: '>', value: '0' }];

/**
 * Reads what is owed and due: customers and vendors (their names), every open invoice and bill
 * whenever issued, those issued in the range paid or not, and the range's customer payments and
 * bill payments, whose lines link each payment to the documents it settles. Page by page, backing
 * off when throttled, within the pull's budget, as `pullLedger` does.
 */
export async function pullOpenItems(
  client: LedgerClient,
  range: DateRange,
  backoff: BackoffOptions,
  budget: PullBudget,
): Promise<PulledOpenItems> {
  const pages = pageReader(backoff, budget);
  const list = (entity: QboListEntity, where: readonly QboCondition[]) =>
    pages.all((start) => client.listPage(entity, where, start));
  const issued: QboCondition[] = [{ field: 'TxnDate', operator: '>=', value: range.from }];
  const customers = await list('Customer', []);
  const vendors = await list('Vendor', []);
  const invoices = [...(await list('Invoice', OPEN)), ...(await list('Invoice', issued))];
  const bills = [...(await list('Bill', OPEN)), ...(await list('Bill', issued))];
  const payments = await pages.all((start) => client.queryPage('Payment', range, start));
  const billPayments = await pages.all((start) => client.queryPage('BillPayment', range, start));
  const mapped = mapOpenItems({ invoices, bills, payments, billPayments, customers, vendors });
  return { ...mapped, historyFrom: range.from, queries: pages.queries() };
}
