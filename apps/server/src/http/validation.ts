import type { z } from 'zod';
import { HttpError } from './httpError.js';

/** One readable sentence list naming each field that failed and why. */
export function describeIssues(error: z.ZodError): string {
  const sentences = error.issues.map((issue) =>
    issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
  );
  return [...new Set(sentences)].slice(0, 5).join('; ');
}

export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new HttpError(400, 'validation_failed', describeIssues(result.error));
  }
  return result.data;
}
