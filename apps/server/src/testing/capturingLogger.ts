import { Writable } from 'node:stream';
import type { Logger } from 'pino';
import { createLogger } from '../logger.js';

/** The production logger (same redaction), writing its JSON lines into an array. */
export function capturingLogger(level = 'info'): { logger: Logger; lines: string[] } {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(chunk.toString('utf8'));
      callback();
    },
  });
  return { logger: createLogger(level, sink), lines };
}
