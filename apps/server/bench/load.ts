// Load benchmark: the built server as a child process on a loopback port, health checked every
// 20 ms while four 50 MB CSV uploads and twenty 50,000-row exports run at once. Prints health
// latency idle (the baseline) and under load, each route's answers and throughput, and the
// process's peak memory, against the targets: health p99 < 100 ms, RSS < 1 GB, no 5xx.
import { bankCsv, exportRows } from './loadData.js';
import { startBuiltServer } from './serverProcess.js';

const UPLOADS = 4;
const UPLOAD_BYTES = 50 * 1024 * 1024;
const EXPORTS = 20;
const EXPORT_ROWS = 50_000;
/** Pages fetched after each upload (of its further pages). */
const PAGES_PER_UPLOAD = 3;
const HEALTH_EVERY_MS = 20;
const IDLE_MS = 2000;
/** Give up rather than run forever if something hangs. */
const LOAD_DEADLINE_MS = 5 * 60 * 1000;

type Sample = { status: number; ms: number; bytes: number };

const samples = new Map<string, Sample[]>();
function record(route: string, sample: Sample): void {
  samples.set(route, [...(samples.get(route) ?? []), sample]);
}

async function timed(route: string, url: string, init: RequestInit = {}, sent = 0) {
  const started = performance.now();
  const res = await fetch(url, init);
  const body = Buffer.from(await res.arrayBuffer());
  record(route, {
    status: res.status,
    ms: performance.now() - started,
    bytes: sent || body.length,
  });
  return { res, body };
}

async function pollHealth(base: string, route: string, until: () => boolean): Promise<void> {
  while (!until()) {
    await timed(route, `${base}/api/health`);
    await new Promise((resolve) => setTimeout(resolve, HEALTH_EVERY_MS));
  }
}

const cookieOf = (res: Response) => res.headers.get('set-cookie')?.split(';')[0] ?? '';

async function uploadOnce(base: string, csv: Buffer): Promise<void> {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'statement.csv');
  const { res, body } = await timed(
    'POST /api/upload',
    `${base}/api/upload`,
    { method: 'POST', body: form },
    csv.length,
  );
  if (!res.ok) return;
  const { pages } = JSON.parse(body.toString()) as { pages: string[] };
  for (const page of pages.slice(0, PAGES_PER_UPLOAD)) {
    await timed('GET /api/upload/pages/…', `${base}${page}`, {
      headers: { Cookie: cookieOf(res) },
    });
  }
}

async function exportOnce(base: string, json: string): Promise<void> {
  const { res, body } = await timed(
    'POST /api/export/csv',
    `${base}/api/export/csv`,
    { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: json },
    Buffer.byteLength(json),
  );
  if (!res.ok) return;
  const { filePath } = JSON.parse(body.toString()) as { filePath: string };
  await timed('GET /api/export/files/…', `${base}${filePath}`, {
    headers: { Cookie: cookieOf(res) },
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? 0;
}

const mb = (bytes: number) => bytes / 1024 / 1024;

function table(elapsedSeconds: Map<string, number>): string[] {
  const head = [
    'route',
    'requests',
    '2xx',
    '4xx',
    '5xx',
    'p50 ms',
    'p99 ms',
    'max ms',
    'throughput',
  ];
  const rows = [...samples].map(([route, list]) => {
    const ms = list.map((s) => s.ms).sort((a, b) => a - b);
    const count = (from: number) => list.filter((s) => s.status >= from && s.status < from + 100);
    const seconds = elapsedSeconds.get(route) ?? 1;
    const bytes = list.reduce((sum, s) => sum + s.bytes, 0);
    return [
      route,
      String(list.length),
      String(count(200).length),
      String(count(400).length),
      String(count(500).length),
      percentile(ms, 0.5).toFixed(1),
      percentile(ms, 0.99).toFixed(1),
      (ms.at(-1) ?? 0).toFixed(1),
      `${(list.length / seconds).toFixed(1)} req/s, ${(mb(bytes) / seconds).toFixed(1)} MB/s`,
    ];
  });
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)];
}

const csv = bankCsv(UPLOAD_BYTES);
const exportJson = JSON.stringify({ data: exportRows(EXPORT_ROWS), filename: 'bench' });
console.log(
  `uploads: ${UPLOADS} x ${mb(csv.text.length).toFixed(1)} MB (${csv.rows} rows); ` +
    `exports: ${EXPORTS} x ${EXPORT_ROWS} rows (${mb(Buffer.byteLength(exportJson)).toFixed(1)} MB request)`,
);

// Every request comes from this one address: it stands for as many clients as it sends at once.
const server = await startBuiltServer({ TRANSFERS_PER_ADDRESS_MAX: String(UPLOADS + EXPORTS) });
try {
  const idleStart = performance.now();
  await pollHealth(
    server.base,
    'GET /api/health (idle)',
    () => performance.now() - idleStart > IDLE_MS,
  );
  const idleSeconds = (performance.now() - idleStart) / 1000;

  let loading = true;
  let sampledPeak = 0;
  const sampler = setInterval(() => {
    sampledPeak = Math.max(sampledPeak, server.memory().rss);
  }, 50);
  const loadStart = performance.now();
  const health = pollHealth(
    server.base,
    'GET /api/health (under load)',
    () => !loading || performance.now() - loadStart > LOAD_DEADLINE_MS,
  );
  await Promise.all([
    ...Array.from({ length: UPLOADS }, () => uploadOnce(server.base, csv.text)),
    ...Array.from({ length: EXPORTS }, () => exportOnce(server.base, exportJson)),
  ]);
  loading = false;
  await health;
  clearInterval(sampler);
  const loadSeconds = (performance.now() - loadStart) / 1000;

  const elapsed = new Map(
    [...samples.keys()].map((route) => [route, route.includes('idle') ? idleSeconds : loadSeconds]),
  );
  console.log(`load ran ${loadSeconds.toFixed(1)} s\n`);
  console.log(table(elapsed).join('\n'));

  const peak = Math.max(sampledPeak, server.memory().peak);
  const underLoad = (samples.get('GET /api/health (under load)') ?? []).map((s) => s.ms);
  const p99 = percentile(
    underLoad.sort((a, b) => a - b),
    0.99,
  );
  const fivexx = [...samples.values()].flat().filter((s) => s.status >= 500).length;
  const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
  console.log(`\npeak RSS (VmHWM, all threads): ${mb(peak).toFixed(0)} MB`);
  console.log(
    `health p99 under load: ${p99.toFixed(1)} ms (target < 100 ms: ${verdict(p99 < 100)})`,
  );
  console.log(
    `peak RSS: ${mb(peak).toFixed(0)} MB (target < 1024 MB: ${verdict(mb(peak) < 1024)})`,
  );
  console.log(`5xx answers: ${fivexx} (target 0: ${verdict(fivexx === 0)})`);
} finally {
  await server.stop();
}
