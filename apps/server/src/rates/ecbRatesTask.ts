import { parseEcbRates, rateRowOf } from '@cashline/core';
import type { Kysely } from 'kysely';
import type { AppContext } from '../context.js';
import type { Tables } from '../db/tables.js';
import type { Logger } from 'pino';
import type { ScheduledTask } from '../schedule/taskScheduler.js';
import { hasEcbRates, storeRates } from './rateStore.js';

const HOUR_MS = 3_600_000;

export type EcbRatesDeps = {
  db: Kysely<Tables>;
  /** The ECB_RATES_URL directory holding eurofxref-daily.xml and eurofxref-hist.xml. */
  baseUrl: string;
  now: () => Date;
  logger: Logger;
};

async function fetchFeed(url: string, signal: AbortSignal): Promise<string> {
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(`The ECB's rates answered HTTP ${response.status}`);
  return response.text();
}

/**
 * Fetches the ECB's rates into the table: the whole history once, while the table holds none of
 * the ECB's, then the day's file. A failed fetch throws, so the scheduler tries again after its
 * backoff; a file that does not read stores nothing.
 */
export async function loadEcbRates(deps: EcbRatesDeps, signal: AbortSignal): Promise<number> {
  const file = (await hasEcbRates(deps.db)) ? 'eurofxref-daily.xml' : 'eurofxref-hist.xml';
  const parsed = parseEcbRates(await fetchFeed(`${deps.baseUrl}/${file}`, signal));
  if (!parsed.ok) throw new Error(`The ECB's ${file} does not read: ${parsed.error.message}`);
  signal.throwIfAborted();
  await storeRates(deps.db, null, parsed.value.quotes.map(rateRowOf), deps.now());
  return parsed.value.quotes.length;
}

/** The daily fetch of the ECB's rates as a scheduled task; none when ECB_RATES_URL is unset. */
export function ecbRatesTasks(
  deps: Omit<EcbRatesDeps, 'baseUrl'> & { baseUrl: string | undefined },
): ScheduledTask[] {
  const { baseUrl } = deps;
  if (baseUrl === undefined) return [];
  return [
    {
      // The ECB publishes once a working day, around 16:00 CET.
      name: 'ecb-exchange-rates',
      everyMs: 24 * HOUR_MS,
      leaseMs: HOUR_MS,
      async run(signal) {
        const stored = await loadEcbRates({ ...deps, baseUrl }, signal);
        deps.logger.info({ stored }, "the ECB's exchange rates stored");
      },
    },
  ];
}

/** The server's ECB task, from its configuration. */
export function ecbRatesTasksOf(ctx: AppContext): ScheduledTask[] {
  const { config, now, logger } = ctx;
  return ecbRatesTasks({ db: ctx.sql.kysely, baseUrl: config.ecbRatesUrl, now, logger });
}
