import type { Logger } from 'pino';

/** One sentence saying why the server could not listen, for the operator. */
export function listenFailureMessage(err: Error, host: string, port: number): string {
  const code = (err as NodeJS.ErrnoException).code;
  const where = `port ${port} on ${host}`;
  if (code === 'EADDRINUSE') return `Cashline cannot start: ${where} is already in use.`;
  if (code === 'EACCES') return `Cashline cannot start: no permission to listen on ${where}.`;
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') {
    return `Cashline cannot start: ${host} is not an address of this machine (HOST).`;
  }
  return `Cashline cannot start: cannot listen on ${where} (${err.message}).`;
}

/** Logs a fatal start-up failure as one line (its stack at debug level only) and exits. */
export function exitOnStartupFailure(logger: Logger, message: string, err: unknown): never {
  if (err instanceof Error) logger.debug({ stack: err.stack }, 'start-up failure detail');
  logger.fatal(message);
  process.exit(1);
}
