import { sql } from 'kysely';
import { loadConfig } from '../config.js';
import { openSqlDatabase } from '../db/sqlDatabase.js';
import { writeLedgerJson } from './ledgerExport.js';

/**
 * `npm run export-ledger -- <organisation id>`: prints that organisation's whole ledger as JSON
 * on stdout (the same DATA_DIR or DATABASE_URL as the server; it may keep running).
 */
const orgId = process.argv[2];
const loaded = loadConfig(process.env);
if (!loaded.ok) {
  process.stderr.write(`Invalid configuration:\n  ${loaded.errors.join('\n  ')}\n`);
  process.exit(1);
}
if (!orgId) {
  process.stderr.write('Usage: npm run export-ledger -- <organisation id> > ledger.json\n');
  process.exit(2);
}
const { config } = loaded;

async function exportLedger(orgId: string): Promise<number> {
  const database = await openSqlDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
  });
  try {
    // better-auth's table, made at the server's first start.
    const { rows } = await sql<{
      name: string;
    }>`select name from organization where id = ${orgId}`.execute(database.kysely);
    const found = rows[0];
    if (!found) {
      process.stderr.write(`No organisation has the id ${orgId}.\n`);
      return 1;
    }
    const write = (chunk: string) =>
      new Promise<void>((resolve, reject) =>
        process.stdout.write(chunk, (err) => (err ? reject(err) : resolve())),
      );
    const count = await writeLedgerJson(database.kysely, orgId, write);
    process.stderr.write(`Exported ${count} transactions of ${found.name}.\n`);
    return 0;
  } finally {
    await database.close();
  }
}

try {
  process.exitCode = await exportLedger(orgId);
} catch (err) {
  const reason = err instanceof Error ? err.message : String(err);
  process.stderr.write(`Cannot export the ledger: ${reason}\n`);
  process.exitCode = 1;
}
