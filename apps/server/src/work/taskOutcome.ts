import type { z } from 'zod';
import { describeIssues } from '../http/validation.js';

/**
 * What a task in a worker process answers: its value, or a failure the client caused, told as the
 * HTTP error it becomes (an HttpError cannot cross the process boundary, a plain object can).
 */
export type TaskOutcome<V> =
  { ok: true; value: V } | { ok: false; status: number; code: string; message: string };

export function refused(status: number, code: string, message: string): TaskOutcome<never> {
  return { ok: false, status, code, message };
}

/** JSON text read and validated by `schema`, as the route framework would answer a bad body. */
export function parseJsonBytes<S extends z.ZodType>(
  schema: S,
  bytes: Uint8Array,
): TaskOutcome<z.output<S>> {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString());
  } catch {
    return refused(400, 'invalid_json', 'The request body is not valid JSON.');
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) return refused(400, 'validation_failed', describeIssues(parsed.error));
  return { ok: true, value: parsed.data };
}
