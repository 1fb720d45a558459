import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { fromDatabase } from './databaseErrors.js';
import { HttpError } from './httpError.js';

export type ErrorBody = { success: false; error: string; message: string };

/** JSON 404 for any /api path no router answered. */
export const apiNotFound: RequestHandler = (req, _res, next) => {
  next(new HttpError(404, 'not_found', `No API route for ${req.method} ${req.baseUrl}${req.path}`));
};

type BodyParserError = { type?: unknown; status?: unknown; expose?: unknown };

function fromBodyParser(err: unknown): HttpError | undefined {
  if (typeof err !== 'object' || err === null) return undefined;
  const { type, status, expose } = err as BodyParserError;
  if (typeof status !== 'number' || expose !== true) return undefined;
  if (type === 'entity.too.large') {
    return new HttpError(413, 'payload_too_large', 'The request body is too large.');
  }
  if (type === 'entity.parse.failed') {
    return new HttpError(400, 'invalid_json', 'The request body is not valid JSON.');
  }
  return new HttpError(status, 'bad_request', 'The request could not be read.');
}

/** Express refuses a path whose percent-encoding is broken (`/x/%E0%A4%A`) with a URIError. */
function fromPathDecoding(err: unknown): HttpError | undefined {
  if (!(err instanceof URIError)) return undefined;
  return new HttpError(400, 'bad_path', 'The address is not valid: it has a broken %-encoding.');
}

/**
 * The one error handler, registered last: every failure leaves as `{success: false, error, message}`
 * and no stack trace or internal detail reaches the client.
 */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err: unknown, req, res, next) => {
    if (res.headersSent) {
      // Too late for an error body: Express ends the half-sent response.
      next(err);
      return;
    }
    const known =
      err instanceof HttpError
        ? err
        : (fromBodyParser(err) ?? fromPathDecoding(err) ?? fromDatabase(err));
    const httpError = known ?? new HttpError(500, 'internal', 'Something went wrong on our side.');
    if (!known) {
      // The stack goes to debug logs only: production logs say what failed, not how the code is laid out.
      const { name, message } =
        err instanceof Error ? err : { name: 'NonError', message: String(err) };
      logger.error(
        { error: { name, message }, method: req.method, path: req.path },
        'unhandled error',
      );
      logger.debug({ err }, 'unhandled error detail');
    }
    if (httpError.retryAfterSeconds !== undefined) {
      res.set('Retry-After', String(httpError.retryAfterSeconds));
    }
    const body: ErrorBody = { success: false, error: httpError.code, message: httpError.message };
    res.status(httpError.status).json(body);
  };
}
