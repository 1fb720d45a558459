import pg from 'pg';
import type { Logger } from 'pino';
import type { ChangeSignal } from './changeSignal.js';

const CHANNEL = 'cashline_ledger_change';
const RECONNECT_MS = 2000;

/**
 * The change signal shared by every replica on one PostgreSQL database: a write's notify is also
 * sent as a NOTIFY, and each replica LISTENs on its own connection and wakes its waiters, so a
 * browser held on one replica hears an edit made through another at once instead of at its next
 * look at the database. If the listening connection drops, it is made again; the waiters' own
 * looks cover the gap.
 */
export function postgresChangeRelay(
  local: ChangeSignal,
  connectionString: string,
  logger: Logger,
): ChangeSignal {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const reconnectLater = () => {
    client = undefined;
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void listen();
    }, RECONNECT_MS);
    retry.unref();
  };

  async function listen(): Promise<void> {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === CHANNEL && message.payload) local.notify(message.payload);
    });
    next.on('error', (err) => {
      logger.warn({ reason: err.message }, 'ledger change listener lost its connection');
      void next.end().catch(() => undefined);
      reconnectLater();
    });
    try {
      await next.connect();
      await next.query(`listen ${CHANNEL}`);
      if (stopped) {
        await next.end();
        return;
      }
      client = next;
    } catch (err) {
      logger.warn(
        { reason: err instanceof Error ? err.message : String(err) },
        'ledger change listener could not connect',
      );
      void next.end().catch(() => undefined);
      reconnectLater();
    }
  }

  const ready = listen();

  return {
    get closed() {
      return local.closed;
    },
    notify(orgId) {
      local.notify(orgId);
      // Replicas hear it through the database; without a connection, they find it at their next look.
      client?.query('select pg_notify($1, $2)', [CHANNEL, orgId]).catch(() => undefined);
    },
    wait: (orgId, ms, abort) => local.wait(orgId, ms, abort),
    close() {
      stopped = true;
      clearTimeout(retry);
      local.close();
      void ready.then(() => client?.end().catch(() => undefined));
    },
  };
}
