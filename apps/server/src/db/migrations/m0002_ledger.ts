import type { Kysely } from 'kysely';
import type { ColumnTypes } from './columnTypes.js';
import { oneOf } from './oneOf.js';

/**
 * The team ledger: every table keyed by organisation first, so every index serves one
 * organisation's queries and no query can read across organisations by accident. Money is cents.
 */
export async function up(db: Kysely<unknown>, types: ColumnTypes): Promise<void> {
  await db.schema
    .createTable('ledger_transaction')
    .addColumn('org_id', 'text', (col) => col.notNull())
    .addColumn('id', 'text', (col) => col.notNull())
    .addColumn('account_id', 'text')
    .addColumn('date', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('amount_cents', types.bigint, (col) => col.notNull())
    .addColumn('category', 'text', (col) => col.notNull())
    .addColumn('category_source', 'text')
    .addColumn('balance_cents', types.bigint)
    .addColumn('subcategory', 'text')
    .addColumn('merchant', 'text')
    .addColumn('payment_ref', 'text')
    .addColumn('note', 'text')
    .addColumn('transfer_id', 'text')
    .addColumn('bank_id', 'text')
    .addColumn('import_id', 'text')
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('updated_by', 'text', (col) => col.notNull())
    .addColumn('deleted', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('ledger_transaction_pk', ['org_id', 'id'])
    .execute();
  // The list pages: newest first, then by id, for keyset pagination.
  await db.schema
    .createIndex('ledger_transaction_by_date')
    .on('ledger_transaction')
    .columns(['org_id', 'date desc', 'id desc'])
    .execute();
  await db.schema
    .createIndex('ledger_transaction_by_account')
    .on('ledger_transaction')
    .columns(['org_id', 'account_id', 'date desc', 'id desc'])
    .execute();
  await db.schema
    .createIndex('ledger_transaction_by_import')
    .on('ledger_transaction')
    .columns(['org_id', 'import_id'])
    .execute();
  await db.schema
    .createIndex('ledger_transaction_by_category')
    .on('ledger_transaction')
    .columns(['org_id', 'category', 'date desc', 'id desc'])
    .execute();

  await db.schema
    .createTable('bank_account')
    .addColumn('org_id', 'text', (col) => col.notNull())
    .addColumn('id', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('opening_balance_cents', types.bigint, (col) => col.notNull())
    .addColumn('opening_date', 'text', (col) => col.notNull())
    .addColumn('low_cash_threshold_cents', types.bigint)
    .addColumn('archived', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('updated_by', 'text', (col) => col.notNull())
    .addColumn('deleted', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('bank_account_pk', ['org_id', 'id'])
    .execute();

  await db.schema
    .createTable('import_batch')
    .addColumn('org_id', 'text', (col) => col.notNull())
    .addColumn('id', 'text', (col) => col.notNull())
    .addColumn('file_name', 'text', (col) => col.notNull())
    .addColumn('row_count', types.bigint, (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col.notNull().check(oneOf('status', ['receiving', 'committed', 'undone'])),
    )
    .addColumn('created_by', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('committed_at', 'text')
    .addColumn('undone_at', 'text')
    .addPrimaryKeyConstraint('import_batch_pk', ['org_id', 'id'])
    .execute();

  // An import's rows wait here, chunk by chunk, until the whole file has arrived and is committed.
  await db.schema
    .createTable('import_chunk')
    .addColumn('org_id', 'text', (col) => col.notNull())
    .addColumn('import_id', 'text', (col) => col.notNull())
    .addColumn('chunk_index', 'integer', (col) => col.notNull())
    .addColumn('row_count', 'integer', (col) => col.notNull())
    .addColumn('rows', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('import_chunk_pk', ['org_id', 'import_id', 'chunk_index'])
    .execute();

  await db.schema
    .createTable('ledger_document')
    .addColumn('org_id', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('updated_by', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('ledger_document_pk', ['org_id', 'kind'])
    .execute();

  // The audit log and the sync feed in one: seq only grows.
  await db.schema
    .createTable('ledger_change')
    .addColumn('seq', types.serial, (col) => col.primaryKey())
    .addColumn('org_id', 'text', (col) => col.notNull())
    .addColumn('entity', 'text', (col) => col.notNull())
    .addColumn('entity_id', 'text', (col) => col.notNull())
    .addColumn('op', 'text', (col) => col.notNull())
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('user_id', 'text', (col) => col.notNull())
    .addColumn('at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('ledger_change_by_org')
    .on('ledger_change')
    .columns(['org_id', 'seq'])
    .execute();
  await db.schema
    .createIndex('ledger_change_by_entity')
    .on('ledger_change')
    .columns(['org_id', 'entity', 'entity_id', 'seq'])
    .execute();
}
