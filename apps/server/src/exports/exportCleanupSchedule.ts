import type { Logger } from 'pino';
import type { ExportStore } from './exportStore.js';

const HOUR_MS = 60 * 60 * 1000;

/** Cleans expired exports now and then every interval; returns a function that stops it. */
export function scheduleExportCleanup(
  store: ExportStore,
  logger: Logger,
  intervalMs: number = HOUR_MS,
): () => void {
  const run = async () => {
    try {
      const removed = await store.cleanup();
      if (removed > 0) logger.info({ removed }, 'expired exports deleted');
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      logger.error({ reason }, 'export clean-up failed');
    }
  };
  void run();
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
