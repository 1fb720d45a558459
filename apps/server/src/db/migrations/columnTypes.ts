import type { ColumnDataType } from 'kysely';
import type { SqlDialect } from '../sqlDatabase.js';

/** Column types that differ between the two databases; everything else is written once. */
export type ColumnTypes = {
  /** An integer key the database numbers itself. */
  serial: ColumnDataType;
  bytes: ColumnDataType;
  /** Integer cents and counters: 64-bit on PostgreSQL (SQLite integers are 64-bit already). */
  bigint: ColumnDataType;
};

export function columnTypesOf(dialect: SqlDialect): ColumnTypes {
  return dialect === 'postgres'
    ? { serial: 'serial', bytes: 'bytea', bigint: 'bigint' }
    : { serial: 'integer', bytes: 'blob', bigint: 'integer' };
}
