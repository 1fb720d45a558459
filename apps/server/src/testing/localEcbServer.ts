import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type LocalEcbServer = {
  /** What ECB_RATES_URL is set to: the directory of eurofxref-daily.xml and eurofxref-hist.xml. */
  url: string;
  /** The files it serves by name; a name not here answers 404, a value of 503 answers that. */
  files: Map<string, string | 503>;
  /** The paths asked for, in order. */
  requested: string[];
  close(): Promise<void>;
};

/** The ECB's saved real files in core's fixtures: the daily one of 28 June 2024, a cut of the history. */
export function ecbFixture(name: string): string {
  const url = new URL(`../../../../packages/core/test/fixtures/rates/${name}`, import.meta.url);
  return fs.readFileSync(url, 'utf8');
}

/** A real HTTP server on a loopback port that answers as the ECB's eurofxref directory does. */
export async function startLocalEcbServer(): Promise<LocalEcbServer> {
  const files = new Map<string, string | 503>([
    ['eurofxref-daily.xml', ecbFixture('eurofxref-daily-2024-06-28.xml')],
    ['eurofxref-hist.xml', ecbFixture('eurofxref-hist-2020-01-17-to-21.xml')],
  ]);
  const requested: string[] = [];
  const server = http.createServer((req, res) => {
    const name = (req.url ?? '').replace(/^\/eurofxref\//, '');
    requested.push(req.url ?? '');
    const body = files.get(name);
    if (body === undefined || body === 503) {
      res.writeHead(body ?? 404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/xml' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/eurofxref`,
    files,
    requested,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
