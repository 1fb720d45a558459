import fs from 'node:fs';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { createApp } from './app.js';
import { setUpAuth } from './auth/authSetup.js';
import { migrateAuthTables } from './auth/migrateAuthTables.js';
import { quickBooksSetup } from './quickbooks/quickbooksSetup.js';
import { loadConfig } from './config.js';
import { loadSiteContent } from './content/siteContent.js';
import type { AppContext } from './context.js';
import { openSqlDatabase } from './db/sqlDatabase.js';
import type { SqlDatabase } from './db/sqlDatabase.js';
import { scheduleExportCleanup } from './exports/exportCleanupSchedule.js';
import { exportStoreFor } from './exports/exportStore.js';
import { incomingDirOf } from './http/bodyToFile.js';
import { resolveSessionSecret } from './http/sessionSecret.js';
import { createLogger } from './logger.js';
import { exitOnStartupFailure, listenFailureMessage } from './startup/startupFailure.js';
import { serverTasks } from './schedule/serverTasks.js';
import { startTaskScheduler } from './schedule/taskScheduler.js';
import { readVersion } from './version.js';
import { createHeavyWork } from './work/heavyWork.js';
import { changeSignal } from './ledger/changeSignal.js';
import { postgresChangeRelay } from './ledger/postgresChangeRelay.js';
import { keepIdleConnections } from './http/idleConnections.js';

const SHUTDOWN_GRACE_MS = 10_000;

const loaded = loadConfig(process.env);
if (!loaded.ok) {
  process.stderr.write(`Invalid configuration:\n  ${loaded.errors.join('\n  ')}\n`);
  process.exit(1);
}
const { config } = loaded;
const logger = createLogger(config.logLevel);
const webDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** The data directory must be usable before anything listens: say so plainly when it is not. */
async function openStorage(): Promise<
  { sql: SqlDatabase; sessionSecret: string } & ReturnType<typeof setUpAuth>
> {
  const where = config.databaseUrl
    ? 'the PostgreSQL database in DATABASE_URL'
    : `the data directory ${config.dataDir}`;
  try {
    const sessionSecret = resolveSessionSecret(config.sessionSecret, config.dataDir);
    const sql = await openSqlDatabase({
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
      onIdleError: (err) => logger.warn({ reason: err.message }, 'database connection dropped'),
    });
    return { sql, sessionSecret, ...setUpAuth(config, sql, logger) };
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    exitOnStartupFailure(logger, `Cashline cannot start: cannot use ${where} (${reason}).`, err);
  }
}

const siteContent = loadSiteContent(config.contentDir);
if (!siteContent.ok) {
  exitOnStartupFailure(
    logger,
    `Cashline cannot start: the content is invalid (${siteContent.errors.join('; ')}).`,
    undefined,
  );
}

const { sql, sessionSecret, auth, authMail } = await openStorage();
// Bodies and files a previous run was receiving when it stopped: no request refers to them now.
fs.rmSync(incomingDirOf(config.dataDir), { recursive: true, force: true });
try {
  await migrateAuthTables(auth);
} catch (err) {
  const reason = err instanceof Error ? err.message : String(err);
  exitOnStartupFailure(
    logger,
    `Cashline cannot start: cannot prepare the sign-in tables (${reason}).`,
    err,
  );
}
const ctx: AppContext = {
  config,
  logger,
  sql,
  auth,
  authMail,
  version: readVersion(),
  sessionSecret,
  work: createHeavyWork(config.workerThreads),
  content: siteContent.content,
  // Replicas on one PostgreSQL database hear each other's writes through it.
  changes: config.databaseUrl
    ? postgresChangeRelay(changeSignal(), config.databaseUrl, logger)
    : changeSignal(),
  now: () => new Date(),
};
const app = createApp(ctx, { webDist });
const exportStore = exportStoreFor(ctx);
try {
  const recovered = await exportStore.recover();
  if (recovered.records > 0) {
    logger.info(recovered, 'exports kept on disk by an earlier version removed');
  }
} catch (err) {
  const reason = err instanceof Error ? err.message : String(err);
  exitOnStartupFailure(logger, `Cashline cannot start: cannot check the exports (${reason}).`, err);
}
const stopExportCleanup = scheduleExportCleanup(exportStore, logger);
const scheduler = startTaskScheduler({
  db: ctx.sql.kysely,
  tasks: serverTasks(ctx),
  now: ctx.now,
  logger,
});
scheduler.start();

// Not app.listen: Express 5 calls its callback on a failed bind too, which would claim to listen.
const server = http.createServer(app);
keepIdleConnections(server);
const onListenError = (err: Error) => {
  stopExportCleanup();
  void scheduler.stop();
  exitOnStartupFailure(logger, listenFailureMessage(err, config.host, config.port), err);
};
server.once('error', onListenError);
server.listen(config.port, config.host, () => {
  server.off('error', onListenError);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  logger.info({ port, host: config.host }, `Cashline listening on http://localhost:${port}`);
  // Users are told only that QuickBooks isn't set up here; the operator learns what is missing.
  const quickbooks = quickBooksSetup(config);
  if (!quickbooks.ok) logger.warn(quickbooks.message);
});

function shutdown(signal: NodeJS.Signals): void {
  logger.info({ signal }, 'shutting down');
  stopExportCleanup();
  // Browsers waiting on the change feed get their (empty) answer now, not when their wait ends.
  ctx.changes.close();
  server.close(() => {
    void scheduler
      .stop()
      .then(() => ctx.work.close())
      .then(() => sql.close())
      .finally(() => process.exit(0));
  });
  server.closeIdleConnections();
  setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
}
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);
