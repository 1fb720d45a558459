import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import { profileAllocations } from './support/allocationProfile';
import { traceHeaps } from './support/heapTrace';
import { allocatorsMb } from './support/memoryDump';

/**
 * Prints what importing a large CSV costs the tab, signed out: the renderer's peak memory growth
 * (the page and its workers share that process) and the time from choosing the file to the stored
 * ledger, next to a bare papaparse parse of the same file in the same kind of page. Figures, not
 * pass/fail. ROWS overrides the size (default 1,000,000). With IMPORT_BENCH_TRACE set, the import's
 * growth is also printed every half second, from the file to the preview and from Import to the
 * stored ledger, to tell which step holds the peak.
 */

const ROWS = Number(process.env.IMPORT_BENCH_ROWS ?? 1_000_000);
const TRACE = Boolean(process.env.IMPORT_BENCH_TRACE);
const TRACE_STEP_MS = 100;
/** Prints the page's and the import worker's heap, garbage included, every 200 ms of the import. */
const HEAPS = Boolean(process.env.IMPORT_BENCH_HEAPS);
/** A .heapprofile path: the page's sampled allocations from Import to the stored ledger. */
const ALLOCATIONS = process.env.IMPORT_BENCH_ALLOCATIONS;
/** With ALLOCATIONS, only what is still held at the stored ledger. */
const LIVE_ONLY = Boolean(process.env.IMPORT_BENCH_LIVE);
/**
 * Prints the renderer's memory by Chrome's allocators before the file, at the preview (1.5 s after
 * it, when the worker's memory has gone) and at the stored ledger.
 */
const DUMPS = Boolean(process.env.IMPORT_BENCH_DUMPS);

async function dump(page: Page, moment: string) {
  if (!DUMPS) return;
  console.log(`${moment}:\n${(await allocatorsMb(page.context().browser()!)).join('\n')}`);
}

const papaparse = createRequire(
  path.join(import.meta.dirname, '../../apps/web/package.json'),
).resolve('papaparse/papaparse.min.js');

/** A checking export of `rows` lines: date, description, signed amount, running balance. */
function writeCsv(rows: number): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'import-bench-')), 'checking.csv');
  const vendors = ['Sysco', 'Dominion Energy', 'Comcast Business', 'Gusto payroll', 'Google Ads'];
  const lines = ['Date,Description,Amount,Balance'];
  let cents = 5_000_000;
  const start = Date.UTC(2000, 0, 1);
  for (let i = 0; i < rows; i += 1) {
    const inflow = i % 4 === 0;
    const amount = inflow ? 50_000 + ((i * 7919) % 250_000) : -(1_000 + ((i * 104729) % 90_000));
    cents += amount;
    const date = new Date(start + Math.floor(i / 100) * 86_400_000).toISOString().slice(0, 10);
    const description = inflow ? `Square sale ${i}` : `${vendors[i % vendors.length]} invoice ${i}`;
    lines.push(`${date},${description},${(amount / 100).toFixed(2)},${(cents / 100).toFixed(2)}`);
  }
  fs.writeFileSync(file, lines.join('\n'));
  return file;
}

/**
 * The renderer process's resident memory, sampled until stopped: its peak above the start, and
 * every sample (ms since the start, MB above it).
 */
async function watchRenderer(browser: Browser) {
  const cdp = await browser.newBrowserCDPSession();
  const { processInfo } = (await cdp.send('SystemInfo.getProcessInfo')) as {
    processInfo: { id: number; type: string }[];
  };
  const renderers = processInfo.filter((p) => p.type === 'renderer').map((p) => p.id);
  const rss = () =>
    renderers.reduce((sum, pid) => {
      const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
      return sum + Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
    }, 0);
  const start = rss();
  const startedAt = Date.now();
  let peak = start;
  const samples: { at: number; mb: number }[] = [];
  const timer = setInterval(() => {
    const now = rss();
    peak = Math.max(peak, now);
    samples.push({ at: Date.now() - startedAt, mb: Math.round(now - start) });
  }, 50);
  return {
    samples,
    peakSoFar: () => Math.round(Math.max(peak, rss()) - start),
    stop: () => {
      clearInterval(timer);
      void cdp.detach();
      return Math.round(Math.max(peak, rss()) - start);
    },
  };
}

async function bareParse(page: Page, file: string) {
  await page.goto('/about');
  await page.addScriptTag({ path: papaparse });
  await page.evaluate(() => {
    const input = document.createElement('input');
    input.type = 'file';
    input.id = 'bench-file';
    document.body.append(input);
  });
  const watch = await watchRenderer(page.context().browser()!);
  const started = Date.now();
  await page.locator('#bench-file').setInputFiles(file);
  const rows = await page.evaluate(async () => {
    const input = document.getElementById('bench-file') as HTMLInputElement;
    const text = await input.files![0]!.text();
    const papa = (window as unknown as { Papa: { parse: (t: string) => { data: unknown[] } } })
      .Papa;
    return papa.parse(text).data.length;
  });
  return { rows, ms: Date.now() - started, mb: watch.stop() };
}

async function appImport(page: Page, file: string) {
  await page.goto('/transactions/import');
  await dump(page, 'before the file');
  const watch = await watchRenderer(page.context().browser()!);
  const heaps = HEAPS
    ? await traceHeaps(page.context().browser()!, 200, '/transactions/import')
    : null;
  const started = Date.now();
  await page.getByLabel('CSV file').setInputFiles(file);
  const button = page.getByRole('button', { name: /^Import [\d,]+ transactions$/ });
  await expect(button).toBeVisible({ timeout: 600_000 });
  const previewMs = Date.now() - started;
  const previewMb = watch.peakSoFar();
  if (DUMPS) await page.waitForTimeout(1_500);
  await dump(page, `preview (${previewMb} MB, now ${watch.samples.at(-1)?.mb})`);
  const stopProfile = ALLOCATIONS
    ? await profileAllocations(page, ALLOCATIONS, { liveOnly: LIVE_ONLY })
    : null;
  await button.click();
  await expect(page.getByText(/^Successfully imported [\d,]+ transactions/)).toBeVisible({
    timeout: 600_000,
  });
  const ms = Date.now() - started;
  const mb = watch.stop();
  await stopProfile?.();
  await dump(page, `stored ledger (${mb} MB)`);
  if (heaps) console.log(`heaps (MB, garbage included):\n${(await heaps()).join('\n')}`);
  if (TRACE) printTrace(watch.samples, previewMs);
  return { previewMs, previewMb, ms, mb };
}

/** The growth every TRACE_STEP_MS, on one line per step of the import. */
function printTrace(samples: { at: number; mb: number }[], previewMs: number) {
  const steps = [
    { name: 'file to preview', from: 0, to: previewMs },
    { name: 'Import to stored ledger', from: previewMs, to: Number.POSITIVE_INFINITY },
  ];
  for (const step of steps) {
    let next = step.from;
    const points: string[] = [];
    for (const { at, mb } of samples) {
      if (at < next || at >= step.to) continue;
      points.push(`${(at / 1000).toFixed(1)}s ${mb}`);
      next = at + TRACE_STEP_MS;
    }
    console.log(`${step.name} (s, MB): ${points.join(' · ')}`);
  }
}

test(`imports a ${ROWS.toLocaleString('en')}-row CSV`, async ({ browser }) => {
  test.setTimeout(1_800_000);
  const file = writeCsv(ROWS);
  const sizeMb = Math.round(fs.statSync(file).size / 1024 / 1024);
  // Each in its own browser context, so neither inherits the other's heap; the bare page loads
  // papaparse as a script tag, which the app's content policy would refuse.
  const bareContext = await browser.newContext({ bypassCSP: true });
  const bare = await bareParse(await bareContext.newPage(), file);
  await bareContext.close();
  const appContext = await browser.newContext();
  const app = await appImport(await appContext.newPage(), file);
  await appContext.close();
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
  expect(bare.rows).toBeGreaterThan(ROWS);
  console.log(
    [
      `\nImport of a ${ROWS.toLocaleString('en')}-row CSV (${sizeMb} MB), signed out, this machine (${os.cpus().length} cores)`,
      `| | peak memory growth | memory / bare parse | time | time / bare parse |`,
      `|---|---|---|---|---|`,
      `| bare papaparse parse in a page | ${bare.mb} MB | 1.00 | ${bare.ms} ms | 1.00 |`,
      `| Cashline: file to preview | ${app.previewMb} MB | ${(app.previewMb / bare.mb).toFixed(2)} | ${app.previewMs} ms | ${(app.previewMs / bare.ms).toFixed(2)} |`,
      `| Cashline: file to stored ledger | ${app.mb} MB | ${(app.mb / bare.mb).toFixed(2)} | ${app.ms} ms | ${(app.ms / bare.ms).toFixed(2)} |`,
    ].join('\n'),
  );
});
