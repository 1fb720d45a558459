import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';

const CHUNK = 2500;
export const PASSWORD = 'a long enough passphrase';
const run = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
let seeded = 0;

export async function ok(res: Awaited<ReturnType<APIRequestContext['get']>>, what: string) {
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
export async function seed(request: APIRequestContext, origin: string, count: number) {
  const headers = { Origin: origin };
  const email = `bench-${count}-${run}-${(seeded += 1)}@example.com`;
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

/** Signs the page's browser context in as the seeded member. */
export async function signIn(page: Page, origin: string, email: string): Promise<void> {
  await ok(
    await page.request.post('/api/auth/sign-in/email', {
      data: { email, password: PASSWORD },
      headers: { Origin: origin },
    }),
    'sign-in',
  );
}
