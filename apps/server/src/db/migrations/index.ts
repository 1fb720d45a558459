import type { Kysely, Migration, MigrationProvider } from 'kysely';
import type { SqlDialect } from '../sqlDatabase.js';
import { columnTypesOf } from './columnTypes.js';
import type { ColumnTypes } from './columnTypes.js';
import * as m0001 from './m0001_initial.js';
import * as m0002 from './m0002_ledger.js';
import * as m0003 from './m0003_rate_limit_hit.js';
import * as m0004 from './m0004_export_content.js';
import * as m0005 from './m0005_ai_usage.js';
import * as m0006 from './m0006_sign_in_backoff.js';
import * as m0007 from './m0007_export_client_address.js';
import * as m0008 from './m0008_ledger_head.js';
import * as m0009 from './m0009_description_search.js';
import * as m0010 from './m0010_ledger_mutation.js';
import * as m0011 from './m0011_scheduled_task.js';
import * as m0012 from './m0012_frozen_forecast.js';
import * as m0013 from './m0013_quickbooks_sync.js';
import * as m0014 from './m0014_notifications.js';
import * as m0015 from './m0015_exchange_rate.js';
import * as m0016 from './m0016_low_cash_alert_certain.js';

type Step = {
  up(db: Kysely<unknown>, types: ColumnTypes, dialect: SqlDialect): Promise<void>;
};

/**
 * The schema's history, oldest first, the same on SQLite and PostgreSQL. A migration is never edited
 * once it has shipped: a change is a new entry with the next number.
 */
const steps: Record<string, Step> = {
  '0001_initial': m0001,
  '0002_ledger': m0002,
  '0003_rate_limit_hit': m0003,
  '0004_export_content': m0004,
  '0005_ai_usage': m0005,
  '0006_sign_in_backoff': m0006,
  '0007_export_client_address': m0007,
  '0008_ledger_head': m0008,
  '0009_description_search': { up: (db, _types, dialect) => m0009.up(db, dialect) },
  '0010_ledger_mutation': m0010,
  '0011_scheduled_task': m0011,
  '0012_frozen_forecast': m0012,
  '0013_quickbooks_sync': m0013,
  '0014_notifications': m0014,
  '0015_exchange_rate': m0015,
  '0016_low_cash_alert_certain': m0016,
};

export function migrationProvider(dialect: SqlDialect): MigrationProvider {
  const types = columnTypesOf(dialect);
  return {
    getMigrations() {
      const migrations: Record<string, Migration> = {};
      for (const [name, step] of Object.entries(steps)) {
        migrations[name] = { up: (db) => step.up(db, types, dialect) };
      }
      return Promise.resolve(migrations);
    },
  };
}
