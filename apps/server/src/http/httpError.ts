/** An error whose status, code and message may be shown to the client as they are. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Sent as Retry-After: how many seconds the client should wait before trying again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
