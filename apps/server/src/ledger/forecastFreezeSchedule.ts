import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Tables } from '../db/tables.js';
import { freezeDueForecasts } from './freezeDueForecasts.js';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Freezes the week's forecasts of organisations no member's browser froze, now and every
 * interval (a new week is caught within the hour); returns a function that stops it.
 */
export function scheduleForecastFreezing(
  db: Kysely<Tables>,
  now: () => Date,
  logger: Logger,
  intervalMs: number = HOUR_MS,
): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const frozen = await freezeDueForecasts(db, now());
      if (frozen > 0) logger.info({ frozen }, "organisations' weekly forecasts frozen");
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      logger.error({ reason }, 'freezing the weekly forecasts failed');
    } finally {
      running = false;
    }
  };
  void run();
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
