import { describe, expect, it } from 'vitest';
import { fromApiFailure, fromOAuthFailure } from './quickbooksError.js';

const httpError = (status: number, data: unknown, headers: Record<string, string> = {}) =>
  Object.assign(new Error(`Request failed with status code ${status}`), {
    response: { status, data, headers },
  });

describe('fromApiFailure', () => {
  it('explains a ValidationFault with its message, detail and code', () => {
    const error = fromApiFailure(
      httpError(400, {
        Fault: {
          Error: [
            {
              Message: 'Invalid query',
              Detail: 'QueryValidationError: value 1001 is too large. Max allowed value is 1000',
              code: '4001',
            },
          ],
          type: 'ValidationFault',
        },
        time: '2025-06-30T10:00:00.000-07:00',
      }),
    );
    expect(error.kind).toBe('fault');
    expect(error.message).toBe(
      'QuickBooks rejected the request: Invalid query (QueryValidationError: value 1001 is too large. Max allowed value is 1000) [code 4001].',
    );
  });

  it('reads a Fault that came back with a 200, as node-quickbooks passes it on', () => {
    const error = fromApiFailure({
      Fault: {
        Error: [{ Message: 'Result Set Big Error', code: '10100' }],
        type: 'ValidationFault',
      },
    });
    expect(error.message).toBe(
      'QuickBooks rejected the request: Result Set Big Error [code 10100].',
    );
  });

  it('sorts 401, 403 and 429 into what the caller does next', () => {
    expect(fromApiFailure(httpError(401, { fault: { error: [{ code: '3200' }] } })).kind).toBe(
      'unauthorized',
    );
    expect(fromApiFailure(httpError(403, {})).kind).toBe('forbidden');
    const throttled = fromApiFailure(httpError(429, '<IntuitResponse/>', { 'retry-after': '2' }));
    expect(throttled).toMatchObject({ kind: 'throttled', retryAfterMs: 2000 });
  });

  it('reports an outage or an unreachable host without internals', () => {
    expect(fromApiFailure(httpError(503, 'Service Unavailable')).message).toBe(
      'QuickBooks is unavailable right now (HTTP 503). Please try again later.',
    );
    expect(
      fromApiFailure(
        Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' }),
      ).message,
    ).toBe('Could not reach QuickBooks. Check the connection and try again.');
  });
});

describe('fromOAuthFailure', () => {
  it('asks the user to connect again when a refresh token is refused', () => {
    expect(fromOAuthFailure({ error: 'invalid_grant' }, 'refresh')).toMatchObject({
      kind: 'connection_lost',
      message:
        'Your QuickBooks connection has expired or was revoked. Please connect to QuickBooks again.',
    });
  });
});
