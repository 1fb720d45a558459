import nodeQuickBooks from 'node-quickbooks';
import type { QuickBooks as QuickBooksApi, QueryCriteria } from 'node-quickbooks';
import { fromApiFailure } from './quickbooksError.js';
import type { QboEntityName } from './qboEntities.js';
import type { QuickBooksSettings } from './quickbooksSettings.js';

// node-quickbooks is CommonJS (`module.exports = QuickBooks`) while its types declare an ES
// default export, so the default import is the class itself and is typed as such here.
const QuickBooks = nodeQuickBooks as unknown as typeof QuickBooksApi;

/** Intuit's largest page. */
export const PAGE_SIZE = 1000;

export type DateRange = { from: string; to: string };

type Finder =
  | 'findPurchases'
  | 'findDeposits'
  | 'findSalesReceipts'
  | 'findPayments'
  | 'findBillPayments'
  | 'findRefundReceipts'
  | 'findTransfers'
  | 'findJournalEntries';

const FINDERS: Record<QboEntityName, Finder> = {
  Purchase: 'findPurchases',
  Deposit: 'findDeposits',
  SalesReceipt: 'findSalesReceipts',
  Payment: 'findPayments',
  BillPayment: 'findBillPayments',
  RefundReceipt: 'findRefundReceipts',
  Transfer: 'findTransfers',
  JournalEntry: 'findJournalEntries',
};

/** Entities read beside the cash ledger: what is owed and due, and by or to whom. */
export type QboListEntity = 'Invoice' | 'Bill' | 'Customer' | 'Vendor';
const LIST_FINDERS = {
  Invoice: 'findInvoices',
  Bill: 'findBills',
  Customer: 'findCustomers',
  Vendor: 'findVendors',
} as const;

/** One condition of a query's WHERE, e.g. `{ field: 'Balance', operator: '>', value: '0' }`. */
export type QboCondition = {
  field: string;
  operator: '=' | '>' | '>=' | '<' | '<=';
  value: string;
};

export type LedgerClient = {
  /** One page of an entity in the date range; `startPosition` is 1-based, as in Intuit's API. */
  queryPage(entity: QboEntityName, range: DateRange, startPosition: number): Promise<unknown[]>;
  /** One page of the chart of accounts (`Account` entities), 1-based like `queryPage`. */
  accountsPage(startPosition: number): Promise<unknown[]>;
  /** One page of `entity` where every condition holds, ordered by Id, 1-based like `queryPage`. */
  listPage(
    entity: QboListEntity,
    where: readonly QboCondition[],
    startPosition: number,
  ): Promise<unknown[]>;
  companyName(): Promise<string | undefined>;
  /**
   * Change data capture: every record of `entities` changed or deleted after `since` (at most 30
   * days back), by entity; Intuit answers at most 1000 objects in all.
   */
  changesSince(entities: readonly QboEntityName[], since: string): Promise<ChangedRecords>;
};

export type ChangedRecords = { byEntity: Map<QboEntityName, unknown[]>; count: number };

/** The records of an answer's `CDCResponse[0].QueryResponse`, one object per entity asked for. */
function readChanges(data: unknown, entities: readonly QboEntityName[]): ChangedRecords {
  const byEntity = new Map<QboEntityName, unknown[]>();
  let count = 0;
  const body = data as { CDCResponse?: { QueryResponse?: Record<string, unknown>[] }[] };
  for (const response of body?.CDCResponse?.[0]?.QueryResponse ?? []) {
    for (const entity of entities) {
      const rows = response?.[entity];
      if (!Array.isArray(rows)) continue;
      byEntity.set(entity, [...(byEntity.get(entity) ?? []), ...(rows as unknown[])]);
      count += rows.length;
    }
  }
  return { byEntity, count };
}

/** Queries the v3 accounting API through node-quickbooks with an OAuth 2.0 access token. */
export function createLedgerClient(
  settings: QuickBooksSettings,
  realmId: string,
  accessToken: string,
): LedgerClient {
  const qbo = new QuickBooks(
    settings.clientId,
    settings.clientSecret,
    accessToken,
    false,
    realmId,
    settings.environment === 'sandbox',
    false, // debug would print ledger data to the console
    null,
    '2.0',
  );
  if (settings.apiBaseUrl) qbo.endpoint = `${settings.apiBaseUrl}/v3/company/`;

  return {
    queryPage(entity, range, startPosition) {
      const criteria = [
        { field: 'TxnDate', value: range.from, operator: '>=' },
        { field: 'TxnDate', value: range.to, operator: '<=' },
        { field: 'asc', value: 'Id' },
        { field: 'offset', value: startPosition },
        { field: 'limit', value: PAGE_SIZE },
      ] as unknown as QueryCriteria;
      return new Promise((resolve, reject) => {
        qbo[FINDERS[entity]](criteria, (error, data) => {
          if (error) {
            reject(fromApiFailure(error));
            return;
          }
          const rows = data?.QueryResponse?.[entity];
          resolve(Array.isArray(rows) ? rows : []);
        });
      });
    },

    accountsPage(startPosition) {
      const criteria = [
        { field: 'asc', value: 'Id' },
        { field: 'offset', value: startPosition },
        { field: 'limit', value: PAGE_SIZE },
      ] as unknown as QueryCriteria;
      return new Promise((resolve, reject) => {
        qbo.findAccounts(criteria, (error, data) => {
          if (error) {
            reject(fromApiFailure(error));
            return;
          }
          const rows = data?.QueryResponse?.Account;
          resolve(Array.isArray(rows) ? rows : []);
        });
      });
    },

    listPage(entity, where, startPosition) {
      const criteria = [
        ...where,
        { field: 'asc', value: 'Id' },
        { field: 'offset', value: startPosition },
        { field: 'limit', value: PAGE_SIZE },
      ] as unknown as QueryCriteria;
      return new Promise((resolve, reject) => {
        qbo[LIST_FINDERS[entity]](criteria, (error, data) => {
          if (error) {
            reject(fromApiFailure(error));
            return;
          }
          const rows = (data?.QueryResponse as Record<string, unknown> | undefined)?.[entity];
          resolve(Array.isArray(rows) ? rows : []);
        });
      });
    },

    changesSince(entities, since) {
      return new Promise((resolve, reject) => {
        qbo.changeDataCapture([...entities], since, (error, data) => {
          if (error) {
            reject(fromApiFailure(error));
            return;
          }
          resolve(readChanges(data, entities));
        });
      });
    },

    companyName() {
      return new Promise((resolve, reject) => {
        qbo.getCompanyInfo(realmId, (error, data) => {
          if (error) {
            reject(fromApiFailure(error));
            return;
          }
          // node-quickbooks unwraps single-entity reads: `data` is the CompanyInfo itself.
          const info = data as { CompanyName?: unknown } | undefined;
          resolve(typeof info?.CompanyName === 'string' ? info.CompanyName : undefined);
        });
      });
    },
  };
}
