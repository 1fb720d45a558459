/** Why a QuickBooks call failed, in terms the routes act on. */
export type QuickBooksErrorKind =
  /** No connection for this session. */
  | 'not_connected'
  /** The access token was refused (401): refresh and try again. */
  | 'unauthorized'
  /** The connection can no longer be refreshed: the user must connect again. */
  | 'connection_lost'
  | 'forbidden'
  | 'throttled'
  /** Intuit answered with a Fault: the request itself was wrong. */
  | 'fault'
  | 'unavailable'
  /** The pull ran past its deadline. */
  | 'timeout'
  /** The client went away, so the pull was stopped. */
  | 'cancelled';

/** A failure whose message is fit to show the user: no token, secret or ledger data in it. */
export class QuickBooksError extends Error {
  constructor(
    readonly kind: QuickBooksErrorKind,
    message: string,
    /** Throttled: how long QuickBooks asked to wait (Retry-After), or how long to wait. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'QuickBooksError';
  }
}

type FaultError = {
  Message?: unknown;
  Detail?: unknown;
  message?: unknown;
  detail?: unknown;
  code?: unknown;
};

/** The first error of a v3 Fault, in either of Intuit's envelopes (`Fault.Error` or `fault.error`). */
function firstFaultError(body: unknown): FaultError | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as Record<string, unknown>;
  const fault = (record.Fault ?? record.fault) as Record<string, unknown> | undefined;
  const errors = fault ? (fault.Error ?? fault.error) : undefined;
  return Array.isArray(errors) ? (errors[0] as FaultError | undefined) : undefined;
}

const asText = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

function retryAfter(headers: unknown): number | undefined {
  if (typeof headers !== 'object' || headers === null) return undefined;
  const value = (headers as Record<string, unknown>)['retry-after'];
  const seconds = Number(value);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : undefined;
}

/**
 * Turns what node-quickbooks rejects with (an HTTP error with Intuit's body, or a Fault body that
 * came with a 200) into a QuickBooksError with a clear message.
 */
export function fromApiFailure(failure: unknown): QuickBooksError {
  if (failure instanceof QuickBooksError) return failure;
  const record = (typeof failure === 'object' && failure !== null ? failure : {}) as Record<
    string,
    unknown
  >;
  const response = record.response as
    { status?: unknown; data?: unknown; headers?: unknown } | undefined;
  const status = typeof response?.status === 'number' ? response.status : undefined;
  const body = response ? response.data : failure;
  const fault = firstFaultError(body);

  if (status === 401) {
    return new QuickBooksError('unauthorized', 'QuickBooks did not accept the access token.');
  }
  if (status === 403) {
    return new QuickBooksError(
      'forbidden',
      'QuickBooks refused access to this company. Check that the connected user may view its books, then connect again.',
    );
  }
  if (status === 429) {
    return new QuickBooksError(
      'throttled',
      'QuickBooks is limiting requests right now. Please try again in a minute.',
      retryAfter(response?.headers),
    );
  }
  if (fault) {
    const message = asText(fault.Message) ?? asText(fault.message) ?? 'an error';
    const detail = asText(fault.Detail) ?? asText(fault.detail);
    const code = asText(fault.code);
    return new QuickBooksError(
      'fault',
      `QuickBooks rejected the request: ${message}${detail && detail !== message ? ` (${detail})` : ''}${code ? ` [code ${code}]` : ''}.`,
    );
  }
  if (status !== undefined) {
    return new QuickBooksError(
      'unavailable',
      `QuickBooks is unavailable right now (HTTP ${status}). Please try again later.`,
    );
  }
  return new QuickBooksError(
    'unavailable',
    'Could not reach QuickBooks. Check the connection and try again.',
  );
}

/** Turns an intuit-oauth rejection from the token or revoke endpoint into a QuickBooksError. */
export function fromOAuthFailure(
  failure: unknown,
  during: 'connect' | 'refresh' | 'revoke',
): QuickBooksError {
  const record = (typeof failure === 'object' && failure !== null ? failure : {}) as Record<
    string,
    unknown
  >;
  const error = asText(record.error);
  if (error === 'invalid_grant') {
    return during === 'connect'
      ? new QuickBooksError(
          'connection_lost',
          'QuickBooks did not accept the authorization code (it may have expired or been used already). Please authorize again.',
        )
      : new QuickBooksError(
          'connection_lost',
          'Your QuickBooks connection has expired or was revoked. Please connect to QuickBooks again.',
        );
  }
  if (error === 'invalid_client') {
    return new QuickBooksError(
      'unavailable',
      "QuickBooks did not accept this app's client credentials. Check QBO_CLIENT_ID and QBO_CLIENT_SECRET.",
    );
  }
  if (error === 'Rate limit exceeded' || record.code === 'RATE_LIMIT_EXCEEDED') {
    return new QuickBooksError(
      'throttled',
      'QuickBooks is limiting requests right now. Please try again in a minute.',
    );
  }
  return new QuickBooksError(
    'unavailable',
    'Could not reach QuickBooks to authorize. Please try again later.',
  );
}
