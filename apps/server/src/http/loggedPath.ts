/** Path segments after these are bearer secrets: whoever has the link can use it. */
const SECRET_AFTER = /^(\/invite\/)[^/]+/;

/**
 * A request URL as the log may keep it: no query string (it can carry one-time codes, such as an
 * OAuth callback's) and no invitation id (the link alone lets its holder join an organisation).
 */
export function loggedPath(url: string | undefined): string | undefined {
  const path = url?.split('?')[0];
  return path?.replace(SECRET_AFTER, '$1[redacted]');
}
