import { pino } from 'pino';
import type { Logger } from 'pino';

export function silentLogger(): Logger {
  return pino({ level: 'silent' });
}
