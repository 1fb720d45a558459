import type { Kysely } from 'kysely';
import type { ColumnTypes } from './columnTypes.js';
import { oneOf } from './oneOf.js';

/**
 * The tables of the first SQLite-only schema (its user_version 1–3). `ifNotExists` lets a data
 * directory made by that version move onto these migrations with its rows kept.
 */
export async function up(db: Kysely<unknown>, types: ColumnTypes): Promise<void> {
  await db.schema
    .createTable('contact_messages')
    .ifNotExists()
    .addColumn('id', types.serial, (col) => col.primaryKey())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('session_id', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull().check(oneOf('type', ['support', 'sales'])))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('company', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('forward_status', 'text', (col) =>
      col.notNull().check(oneOf('forward_status', ['not_configured', 'pending', 'sent', 'failed'])),
    )
    .execute();

  await db.schema
    .createTable('export_files')
    .ifNotExists()
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('session_id', 'text', (col) => col.notNull())
    .addColumn('download_name', 'text', (col) => col.notNull())
    .addColumn('format', 'text', (col) => col.notNull().check(oneOf('format', ['csv', 'json'])))
    .addColumn('row_count', types.bigint, (col) => col.notNull())
    .addColumn('size_bytes', types.bigint, (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('export_files_expires_at')
    .ifNotExists()
    .on('export_files')
    .column('expires_at')
    .execute();

  await db.schema
    .createTable('quickbooks_connections')
    .ifNotExists()
    .addColumn('session_id', 'text', (col) => col.primaryKey())
    .addColumn('sealed', types.bytes, (col) => col.notNull())
    .addColumn('connected_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('quickbooks_auth_states')
    .ifNotExists()
    .addColumn('session_id', 'text', (col) => col.primaryKey())
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('newsletter_subscriptions')
    .ifNotExists()
    .addColumn('email', 'text', (col) => col.primaryKey())
    .addColumn('session_id', 'text', (col) => col.notNull())
    .addColumn('subscribed_at', 'text', (col) => col.notNull())
    .execute();
}
