import type { Response } from 'express';
import { HttpError } from '../http/httpError.js';
import { QuickBooksError } from '../quickbooks/quickbooksError.js';

const STATUS_BY_KIND: Record<QuickBooksError['kind'], { status: number; code: string }> = {
  not_connected: { status: 409, code: 'quickbooks_not_connected' },
  connection_lost: { status: 401, code: 'quickbooks_connection_lost' },
  unauthorized: { status: 502, code: 'quickbooks_unavailable' },
  forbidden: { status: 403, code: 'quickbooks_forbidden' },
  throttled: { status: 429, code: 'quickbooks_throttled' },
  fault: { status: 502, code: 'quickbooks_fault' },
  unavailable: { status: 502, code: 'quickbooks_unavailable' },
  timeout: { status: 504, code: 'quickbooks_timeout' },
  // No one reads this answer: the client has gone. 499 is how proxies log a closed request.
  cancelled: { status: 499, code: 'client_closed_request' },
};

/** The HTTP error for a QuickBooks failure; a throttled one also says when to try again. */
export function toHttpError(error: unknown, res: Response): unknown {
  if (!(error instanceof QuickBooksError)) return error;
  const { status, code } = STATUS_BY_KIND[error.kind];
  if (error.kind === 'throttled' && error.retryAfterMs !== undefined) {
    res.set('Retry-After', String(Math.max(1, Math.ceil(error.retryAfterMs / 1000))));
  }
  return new HttpError(status, code, error.message);
}

/** Aborts when the client closes the connection before the answer is sent. */
export function clientGone(res: Response): AbortSignal {
  const controller = new AbortController();
  res.once('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  return controller.signal;
}
