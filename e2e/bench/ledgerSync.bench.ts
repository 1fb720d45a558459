import { expect, test } from '@playwright/test';
import type { APIRequestContext, Browser } from '@playwright/test';

/**
 * Prints how long a signed-in browser takes to get the team ledger ready, against the built server:
 * a fresh browser (downloads every row into its copy) and the same browser opening again (answers
 * its copy, then catches up). Targets (#23): 100k rows ready in < 5 s, 1M in < 30 s when fresh.
 * Sizes from LEDGER_SYNC_BENCH_ROWS (comma-separated). Figures, not pass/fail.
 */
const SIZES = (process.env.LEDGER_SYNC_BENCH_ROWS ?? '100000,1000000').split(',').map(Number);
const CHUNK = 2500;
const PASSWORD = 'a long enough passphrase';
const run = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

async function ok(res: Awaited<ReturnType<APIRequestContext['get']>>, what: string) {
  expect(res.ok(), `${what}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as Record<string, unknown>;
}

function row(i: number) {
  const inflow = i % 4 === 0;
  const cents = inflow ? 50_000 + ((i * 7919) % 250_000) : -(1_000 + ((i * 104729) % 90_000));
  const day = new Date(Date.UTC(2015, 0, 1) + Math.floor(i / 40) * 86_400_000);
  return {
    id: `bench-${i}`,
    date: day.toISOString().slice(0, 10),
    description: inflow ? `Square sale #${i}` : `Sysco invoice ${i}`,
    amount: cents / 100,
    type: inflow ? 'inflow' : 'outflow',
    category: inflow ? 'Sales' : 'Food Supplies',
  };
}

/** A member with an organisation holding `count` rows, brought in as one import. */
async function seed(request: APIRequestContext, origin: string, count: number) {
  const headers = { Origin: origin };
  const email = `bench-${count}-${run}@example.com`;
  await ok(
    await request.post('/api/auth/sign-up/email', {
      data: { name: 'Bench', email, password: PASSWORD, orgName: `Bench ${count}` },
      headers,
    }),
    'sign-up',
  );
  const me = await ok(await request.get('/api/me', { headers }), 'me');
  const base = `/api/orgs/${me.activeOrganizationId as string}`;
  const started = await ok(
    await request.post(`${base}/imports`, {
      data: { fileName: 'bench.csv', rowCount: count },
      headers,
    }),
    'start import',
  );
  for (let index = 0; index * CHUNK < count; index += 1) {
    const transactions = Array.from({ length: Math.min(CHUNK, count - index * CHUNK) }, (_, i) =>
      row(index * CHUNK + i),
    );
    await ok(
      await request.post(`${base}/imports/${started.id as string}/chunks`, {
        data: { index, transactions },
        headers,
      }),
      'chunk',
    );
  }
  await ok(
    await request.post(`${base}/imports/${started.id as string}/commit`, { headers }),
    'commit',
  );
  return email;
}

/** From navigation to the first row of the ledger on /transactions. */
async function readyMs(browser: Browser, origin: string, email: string, reopen: boolean) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await ok(
    await page.request.post('/api/auth/sign-in/email', {
      data: { email, password: PASSWORD },
      headers: { Origin: origin },
    }),
    'sign-in',
  );
  const times: number[] = [];
  for (const _ of reopen ? [0, 1] : [0]) {
    const started = Date.now();
    await page.goto('/transactions', { waitUntil: 'commit' });
    await page.getByRole('table', { name: 'Transactions' }).getByRole('cell').first().waitFor({
      timeout: 300_000,
    });
    times.push(Date.now() - started);
  }
  await context.close();
  return times;
}

test('team ledger: a fresh browser and a browser with its copy get the ledger ready', async ({
  browser,
  playwright,
  baseURL,
}) => {
  const origin = baseURL ?? '';
  const lines: string[] = [];
  for (const size of SIZES) {
    const request = await playwright.request.newContext({ baseURL: origin });
    const email = await seed(request, origin, size);
    await request.dispose();
    const [fresh, reopened] = await readyMs(browser, origin, email, true);
    lines.push(
      `| ${size.toLocaleString('en')} | ${fresh} ms | ${reopened} ms | ${size >= 1_000_000 ? '30,000' : '5,000'} ms |`,
    );
  }
  console.log(
    [
      '| rows | fresh browser | reopened (copy) | target (fresh) |',
      '|---|---|---|---|',
      ...lines,
    ].join('\n'),
  );
});
