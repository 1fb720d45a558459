/** The one small client every endpoint module uses: same-origin `/api` paths, JSON in and out. */

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly statusText: string,
    /** The parsed JSON body of the failed answer, when it had one. */
    readonly body: unknown,
  ) {
    super(`API call failed: ${status} ${statusText}`);
    this.name = 'ApiError';
  }
}

export function apiUrl(path: string): string {
  return `/api${path}`;
}

/** Sends a JSON request and returns the parsed JSON answer; a non-OK answer throws ApiError. */
export async function apiJson(path: string, init: RequestInit = {}): Promise<unknown> {
  const headers = new Headers(init.headers);
  headers.set('Accept', 'application/json');
  if (init.body !== undefined && !headers.has('Content-Type')) {
    headers.set('Content-Type', 'application/json');
  }
  const response = await fetch(apiUrl(path), { credentials: 'same-origin', ...init, headers });
  const isJson = response.headers.get('Content-Type')?.includes('application/json') ?? false;
  const body: unknown = isJson ? await response.json() : undefined;
  if (!response.ok) throw new ApiError(response.status, response.statusText, body);
  return body;
}
