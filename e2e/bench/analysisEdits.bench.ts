import os from 'node:os';
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { copyStored } from './support/copyStored';
import { longTasksDuring, watchLongTasks } from './support/longTasks';
import { openInApp, summary } from './support/pageFigures';
import { ok, seed, signIn } from './support/seedTeamLedger';

/**
 * Prints what another member's edit costs a browser open on an analysis page of a team ledger
 * (dashboard, runway, 13-week forecast, reports): the page takes the edit from the feed and works
 * its figures out again on the main thread. For each page, EDITS edits
 * (ANALYSIS_EDITS_BENCH_EDITS, 6 by default) of one row's amount are made through the API, one at
 * a time; per edit it times the longest main-thread task and the time from the server's answer to
 * the page's figure changing. The ledger holds ANALYSIS_EDITS_BENCH_ROWS rows (100,000 by
 * default). Figures, not pass/fail.
 */
const ROWS = Number(process.env.ANALYSIS_EDITS_BENCH_ROWS ?? '100000');
const EDITS = Number(process.env.ANALYSIS_EDITS_BENCH_EDITS ?? '6');

type AnalysisPage = {
  label: string;
  path: string;
  figure: (page: Page) => ReturnType<Page['getByRole']>;
};

const figureOf = (role: 'group' | 'region', name: string) => (page: Page) =>
  page.getByRole(role, { name, exact: true }).first();

/** Each page, and a figure on it that an edit of an amount in the last month changes. */
const pages: AnalysisPage[] = [
  { label: 'dashboard', path: '/', figure: figureOf('group', 'Total cash') },
  { label: 'runway', path: '/analytics/runway', figure: figureOf('group', 'Current Balance') },
  {
    label: '13-week forecast',
    path: '/analytics/forecast',
    figure: figureOf('region', 'Weekly Breakdown'),
  },
  { label: 'reports', path: '/reports', figure: figureOf('group', 'Net Cash Flow') },
];

/** The seed dates its rows from 1 January 2015, this many a day (support/seedTeamLedger.ts). */
const SEED_ROWS_A_DAY = 40;
const daysSinceSeedStart = (day: Date) =>
  Math.floor((day.getTime() - Date.UTC(2015, 0, 1)) / 86_400_000);

/** Sets a seeded row's amount through the API, as another member's browser would send it. */
async function editAmount(
  request: APIRequestContext,
  origin: string,
  base: string,
  id: string,
  version: number,
  amount: number,
) {
  await ok(
    await request.post(`${base}/transactions/batch`, {
      data: { edit: [{ id, baseVersion: version, changes: { amount } }] },
      headers: { Origin: origin },
    }),
    'edit',
  );
}

test('team ledger: another member’s edit, seen on an analysis page', async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(1_800_000);
  const origin = baseURL ?? '';
  const request = await playwright.request.newContext({ baseURL: origin });
  const email = await seed(request, origin, ROWS);
  const me = await ok(await request.get('/api/me', { headers: { Origin: origin } }), 'me');
  const base = `/api/orgs/${me.activeOrganizationId as string}`;

  const page = await (await browser.newContext()).newPage();
  await watchLongTasks(page);
  await signIn(page, origin, email);
  await page.goto('/transactions');
  await page.getByRole('table', { name: 'Transactions' }).getByRole('cell').first().waitFor({
    timeout: 600_000,
  });
  await page.waitForFunction(copyStored, undefined, { timeout: 600_000, polling: 500 });

  const rows: string[] = [];
  const newestToday = Math.min(ROWS, (daysSinceSeedStart(new Date()) + 1) * SEED_ROWS_A_DAY) - 1;
  let edit = 0;
  for (const step of pages) {
    await openInApp(page, step.path);
    await expect(step.figure(page)).toContainText(/\d/, { timeout: 600_000 });
    // The page's first work (and the forecast's accuracy check) is not an edit's.
    await page.waitForTimeout(5_000);
    const longest: number[] = [];
    const shown: number[] = [];
    for (let i = 0; i < EDITS; i += 1, edit += 1) {
      const before = (await step.figure(page).textContent()) ?? '';
      // The newest rows up to today, each edited once, so every edit moves the month's figures and
      // the balance (a large seed runs past today, and later rows are no flow yet).
      const id = `bench-${newestToday - edit}`;
      const { tasks } = await longTasksDuring(page, async () => {
        await editAmount(request, origin, base, id, 1, 123_456.78 + edit);
        const answered = Date.now();
        await expect(step.figure(page)).not.toHaveText(before, { timeout: 180_000 });
        shown.push(Date.now() - answered);
        await page.waitForTimeout(1_000);
      });
      longest.push(Math.round(tasks.longest));
    }
    rows.push(`| ${step.label} | ${summary(shown)} | ${summary(longest)} |`);
  }
  await request.dispose();
  const load = os.loadavg().map((value) => value.toFixed(1));
  console.log(
    [
      `\nAnother member's edits on an analysis page, ${ROWS.toLocaleString('en')} rows, ${EDITS} edits per page (load average ${load.join(' ')})`,
      '| page | figure changed, from the server’s answer: median | p95 | max | longest main-thread task per edit: median | p95 | max |',
      '|---|---|---|---|---|---|---|',
      ...rows,
    ].join('\n'),
  );
});
