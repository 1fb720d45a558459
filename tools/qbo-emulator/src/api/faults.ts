/**
 * Error bodies in the shapes Intuit's v3 API sends with JSON. Validation and throttling faults use
 * the capitalised `Fault` envelope; authentication and authorisation failures come back in the
 * lower-case `fault` envelope of Intuit's gateway, with the status folded into the message.
 */
export type IntuitTime = string;

/** Intuit stamps answers in Pacific time with an offset, e.g. `2024-06-24T10:19:14.384-07:00`. */
export function intuitTime(nowMs: number): IntuitTime {
  const pacific = new Date(nowMs - 8 * 3600_000);
  return `${pacific.toISOString().slice(0, 23)}-08:00`;
}

export function validationFault(
  nowMs: number,
  error: { code: string; message: string; detail: string },
): Record<string, unknown> {
  return {
    Fault: {
      Error: [{ Message: error.message, Detail: error.detail, code: error.code }],
      type: 'ValidationFault',
    },
    time: intuitTime(nowMs),
  };
}

export function throttleFault(nowMs: number): Record<string, unknown> {
  return {
    Fault: {
      Error: [
        {
          Message: 'message=ThrottleExceeded; errorCode=003001; statusCode=429',
          Detail: 'The request limit was reached.  Try again later',
          code: '3001',
        },
      ],
      type: 'SERVICE',
    },
    time: intuitTime(nowMs),
  };
}

function gatewayFault(
  nowMs: number,
  type: string,
  message: string,
  detail: string | null,
  code: string,
): Record<string, unknown> {
  return {
    warnings: null,
    intuitObject: null,
    fault: { error: [{ message, detail, code, element: null }], type },
    report: null,
    queryResponse: null,
    batchItemResponse: [],
    attachableResponse: [],
    syncErrorResponse: null,
    requestId: null,
    time: nowMs,
    status: null,
    cdcresponse: [],
  };
}

export function authenticationFault(nowMs: number, detail: string): Record<string, unknown> {
  return gatewayFault(
    nowMs,
    'AUTHENTICATION',
    'message=AuthenticationFailed; errorCode=003200; statusCode=401',
    detail,
    '3200',
  );
}

export function authorizationFault(nowMs: number): Record<string, unknown> {
  return gatewayFault(
    nowMs,
    'SERVICE',
    'message=ApplicationAuthorizationFailed; errorCode=003100; statusCode=403',
    null,
    '3100',
  );
}
