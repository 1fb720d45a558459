/** The browser store keeps its rows in one record per month, under `rows/YYYY-MM` (transactionDb.ts). */
const PAGE_PREFIX = 'rows/';

export const pageKey = (month: string) => `${PAGE_PREFIX}${month}`;

/** Every month's record, oldest month first. */
export const everyPage = () => IDBKeyRange.bound(PAGE_PREFIX, `${PAGE_PREFIX}\uffff`);
