import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { SqlDialect } from '../sqlDatabase.js';

/**
 * On PostgreSQL, description search (`lower(description) like '%words%'`) reads a trigram index
 * instead of every row. pg_trgm ships with PostgreSQL and a database owner may create it; where it
 * is missing or not allowed, search keeps working without the index. SQLite has no such index.
 */
export async function up(db: Kysely<unknown>, dialect: SqlDialect): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`
    do $$
    begin
      if exists (select 1 from pg_available_extensions where name = 'pg_trgm') then
        create extension if not exists pg_trgm;
        create index if not exists ledger_transaction_description_trgm
          on ledger_transaction using gin (lower(description) gin_trgm_ops);
      end if;
    exception when insufficient_privilege then
      raise notice 'pg_trgm could not be created: description search reads every row';
    end
    $$
  `.execute(db);
}
