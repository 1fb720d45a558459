/**
 * A browser's cookie jar for requests to several servers on one host: as in a browser, cookies
 * are not kept apart by port, so replicas behind one address see the same cookies. Each request
 * carries the Origin of the server it goes to, as a page of the app would send.
 */
export type CookieBrowser = {
  fetch(url: string, init?: { method?: string; json?: unknown }): Promise<Response>;
  /** Names of the cookies held now. */
  cookieNames(): string[];
};

export function createCookieBrowser(): CookieBrowser {
  const jar = new Map<string, string>();

  function keep(res: Response): void {
    for (const header of res.headers.getSetCookie()) {
      const pair = header.split(';')[0] ?? '';
      const split = pair.indexOf('=');
      const name = pair.slice(0, split).trim();
      const value = pair.slice(split + 1).trim();
      if (value === '' || /;\s*max-age=0/i.test(header)) jar.delete(name);
      else jar.set(name, value);
    }
  }

  return {
    async fetch(url, init = {}) {
      const headers: Record<string, string> = { Origin: new URL(url).origin };
      if (jar.size > 0) {
        headers.Cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
      }
      if (init.json !== undefined) headers['Content-Type'] = 'application/json';
      const res = await fetch(url, {
        method: init.method ?? 'GET',
        headers,
        redirect: 'manual',
        ...(init.json !== undefined ? { body: JSON.stringify(init.json) } : {}),
      });
      keep(res);
      return res;
    },
    cookieNames: () => [...jar.keys()],
  };
}
