import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { call, signUpOwner, unique } from '../support/ledgerApi';
import { TransactionsPage } from '../support/TransactionsPage';

const row = (id: string, day: number, description: string, amount = -25) => ({
  id,
  date: `2024-06-${String(day).padStart(2, '0')}`,
  description,
  amount,
  type: amount < 0 ? 'outflow' : 'inflow',
  category: 'Supplies',
});

/** The ledger requests a page makes: feed pages, and the column pages of a whole download. */
function countRequests(page: Page) {
  const seen = { feed: 0, download: 0 };
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/orgs/')) return;
    if (url.pathname.endsWith('/changes')) seen.feed += 1;
    if (url.pathname.endsWith('/transactions/columns')) seen.download += 1;
  });
  return seen;
}

/** Whether this browser has stored its copy of an organisation's ledger (written after showing it). */
function copyStored(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((d) => d.name ?? '');
    const name = names.find((n) => n.startsWith('cashline-ledger:'));
    if (!name) return false;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open(name);
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const meta = await new Promise<unknown>((resolve, reject) => {
      const get = db.transaction('copy').objectStore('copy').get('meta');
      get.onsuccess = () => resolve(get.result);
      get.onerror = () => reject(get.error);
    });
    db.close();
    return meta !== undefined;
  });
}

test('a browser with a copy opens it at once and reads only what changed; far behind, it downloads the ledger again', async ({
  page,
  context,
  baseURL,
}) => {
  test.slow();
  const origin = baseURL ?? '';
  const orgId = await signUpOwner(
    context.request,
    origin,
    `catchup-${unique()}@example.com`,
    'Catch Up Ltd',
  );
  const base = `/api/orgs/${orgId}`;
  await call(context.request, origin, `${base}/transactions/batch`, {
    create: [row('paper', 1, 'Paper'), row('ink', 2, 'Ink'), row('desk', 3, 'Desk', -300)],
  });

  const list = await new TransactionsPage(page).goto();
  await expect(list.rows).toHaveCount(3);
  await expect.poll(() => copyStored(page)).toBe(true);
  await page.close();

  // Another member's few changes while this browser is away: it reads them from the feed.
  const ink = (await call(context.request, origin, `${base}/transactions`)).transactions as {
    id: string;
    version: number;
  }[];
  const inkVersion = ink.find((t) => t.id === 'ink')?.version ?? 1;
  await call(context.request, origin, `${base}/transactions/batch`, {
    create: [row('chair', 4, 'Chair', -120)],
    edit: [{ id: 'ink', baseVersion: inkVersion, changes: { description: 'Toner' } }],
    delete: ['paper'],
  });
  const back = await context.newPage();
  const backRequests = countRequests(back);
  const backList = await new TransactionsPage(back).goto();
  await expect(backList.row('Chair')).toBeVisible({ timeout: 10_000 });
  await expect(backList.row('Toner')).toBeVisible();
  await expect(backList.row('Paper')).toHaveCount(0);
  await expect(backList.rows).toHaveCount(3);
  expect(backRequests.download).toBe(0);
  await expect.poll(() => copyStored(back)).toBe(true);
  await back.close();

  // More than 10,000 changes behind, downloading the ledger is cheaper than reading them.
  const many = Array.from({ length: 10_500 }, (_, i) =>
    row(`bulk-${i}`, 1 + (i % 28), `Bulk order ${i}`),
  );
  for (let start = 0; start < many.length; start += 2500) {
    await call(context.request, origin, `${base}/transactions/batch`, {
      create: many.slice(start, start + 2500),
    });
  }
  const far = await context.newPage();
  const farRequests = countRequests(far);
  const farList = await new TransactionsPage(far).goto();
  await expect(farList.table).toHaveAttribute('aria-rowcount', String(10_503 + 1), {
    timeout: 30_000,
  });
  // 10,503 rows are one page of columns.
  expect(farRequests.download).toBe(1);
  expect(farRequests.feed).toBeLessThanOrEqual(3);
});
