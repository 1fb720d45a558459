import type { RateTable } from '@cashline/core';

/** Each rate table a number, so that a new table (rates fetched again) is a new cache key. */
const tableIds = new WeakMap<RateTable, number>();
let nextTableId = 0;

export function rateTableId(table: RateTable): number {
  let id = tableIds.get(table);
  if (id === undefined) {
    nextTableId += 1;
    id = nextTableId;
    tableIds.set(table, id);
  }
  return id;
}
