import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { profileAllocations } from './support/allocationProfile';
import { storeBrowserLedger } from './support/browserLedger';
import { profileCpu } from './support/cpuProfile';
import { traceHeaps } from './support/heapTrace';
import { heapMb, openInApp } from './support/pageFigures';
import { renderersOf, watchPeak } from './support/rendererMemory';
import { workerHeapsMb } from './support/workerHeaps';

/**
 * Prints what a signed-out tab holding a large ledger costs the machine, page by page: the
 * renderer's own memory (the page and its workers) at its peak while the page came and once it
 * settled, and the page's and its workers' JavaScript heaps after a collection. Issue #36's
 * target is a tab under 600 MB at a million rows. TAB_MEMORY_BENCH_ROWS sets the size (1,000,000 by default). Figures,
 * not pass/fail. With TAB_MEMORY_BENCH_PROFILE set to a folder, each step's main-thread CPU profile
 * is written there; with TAB_MEMORY_BENCH_ALLOCATIONS, its sampled allocations. With
 * TAB_MEMORY_BENCH_HEAPS set, each isolate's heap (in use / reserved, garbage included) is printed
 * every 200 ms while each page comes, to tell which of them holds a peak.
 */

const ROWS = Number(process.env.TAB_MEMORY_BENCH_ROWS ?? 1_000_000);
const SETTLE_MS = 3_000;
const PROFILE = process.env.TAB_MEMORY_BENCH_PROFILE;
const ALLOCATIONS = process.env.TAB_MEMORY_BENCH_ALLOCATIONS;
const HEAPS = Boolean(process.env.TAB_MEMORY_BENCH_HEAPS);

test.use({ trace: 'off' });

type Step = { label: string; path: string; shown: (page: Page) => Locator; text: RegExp };

const byName = (role: 'group' | 'region', name: string) => (page: Page) =>
  page.getByRole(role, { name, exact: true }).first();

const steps: Step[] = [
  {
    label: '/transactions, the whole ledger listed',
    path: '/transactions',
    shown: (page) => page.getByRole('table', { name: 'Transactions' }),
    text: /./,
  },
  { label: 'dashboard', path: '/', shown: byName('group', 'Monthly Inflow'), text: /\d/ },
  {
    label: 'runway',
    path: '/analytics/runway',
    shown: byName('group', 'Net Burn'),
    text: /\d/,
  },
  {
    label: '13-week forecast',
    path: '/analytics/forecast',
    shown: byName('region', 'Weekly Breakdown'),
    text: /\d/,
  },
  { label: 'reports', path: '/reports', shown: byName('group', 'Total Inflows'), text: /\d/ },
  {
    label: 'back to /transactions',
    path: '/transactions',
    shown: (page) => page.getByRole('table', { name: 'Transactions' }),
    text: /./,
  },
];

test(`a signed-out tab's memory with ${ROWS.toLocaleString('en-US')} stored transactions`, async ({
  browser,
}) => {
  const context = await browser.newContext();
  const seeding = await context.newPage();
  await storeBrowserLedger(seeding, ROWS, { endingToday: true });
  await seeding.close();

  const page = await context.newPage();
  // A file of the app's own origin, so the tab's renderer is the one the app then runs in.
  await page.goto('/favicon.svg');
  const renderer = await renderersOf(browser);
  const blank = renderer.anonMb();
  const lines: string[] = [];
  for (const [index, step] of steps.entries()) {
    const peak = watchPeak(renderer.anonMb);
    const stopProfile =
      PROFILE && (await profileCpu(page, path.join(PROFILE, `${index}.cpuprofile`)));
    const stopAllocations =
      ALLOCATIONS &&
      (await profileAllocations(page, path.join(ALLOCATIONS, `${index}.heapprofile`)));
    // The tab is the context's only page: any address of the app is its.
    const heaps = HEAPS ? await traceHeaps(browser, 200, '/') : null;
    const started = Date.now();
    if (index === 0) await page.goto(step.path);
    else await openInApp(page, step.path);
    const shown = step.shown(page);
    if (step.path === '/transactions') {
      await expect(shown).toHaveAttribute('aria-rowcount', String(ROWS + 1), { timeout: 300_000 });
    } else {
      await expect(shown).toContainText(step.text, { timeout: 300_000 });
    }
    const ms = Date.now() - started;
    if (stopProfile) await stopProfile();
    if (stopAllocations) await stopAllocations();
    if (heaps)
      console.log(`${step.label}, heaps (MB in use/reserved):\n${(await heaps()).join('\n')}`);
    await page.waitForTimeout(SETTLE_MS);
    const settled = renderer.anonMb();
    const top = peak.stop();
    const heap = await heapMb(page);
    const workers = [...(await workerHeapsMb(browser))]
      .map(([name, mb]) => `${name} ${mb} MB`)
      .join(', ');
    lines.push(
      `| ${step.label} | ${ms.toLocaleString('en')} ms | ${top} MB | ${settled} MB | ${heap} MB | ${workers || 'none'} |`,
    );
  }

  const load = os.loadavg().map((value) => value.toFixed(1));
  console.log(
    `\nA signed-out tab with ${ROWS.toLocaleString('en-US')} stored transactions, in-app links after the first (load ${load.join(' ')}; the tab on the app's icon: ${blank} MB)`,
  );
  console.log(
    "| page | shown after | renderer peak | settled | page JS heap after a GC | workers' heaps after a GC |",
  );
  console.log('|---|---|---|---|---|---|');
  for (const line of lines) console.log(line);
  await context.close();
});
