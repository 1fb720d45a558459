import { pino } from 'pino';
import type { DestinationStream, Logger } from 'pino';

/** Structured JSON logs. Headers that can carry credentials are never written. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
        remove: true,
      },
    },
    destination,
  );
}
