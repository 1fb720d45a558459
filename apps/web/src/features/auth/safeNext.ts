/** Where to go after signing in: a path inside this app from `?next=`, else the dashboard. */
export function safeNext(params: URLSearchParams): string {
  const next = params.get('next');
  return next && next.startsWith('/') && !next.startsWith('//') ? next : '/';
}

/** A link to `path` that comes back to `next` afterwards. */
export function withNext(path: string, next: string | null): string {
  return next ? `${path}?${new URLSearchParams({ next }).toString()}` : path;
}
