import type { Kysely } from 'kysely';
import type { ColumnTypes } from './columnTypes.js';

/**
 * An export's bytes live beside its record, so any replica can serve a download. Records made
 * before this (their file on one replica's disk) have none and are removed at start-up.
 */
export async function up(db: Kysely<unknown>, types: ColumnTypes): Promise<void> {
  await db.schema.alterTable('export_files').addColumn('content', types.bytes).execute();
}
