import { expect, request, test } from '@playwright/test';

const rows = [
  { date: '2024-01-15', description: 'Sale, counter', amount: 1250.5 },
  { date: '2024-01-16', description: '=cmd|calc', amount: -900 },
];

test('the production server reports a working database', async ({ request: api }) => {
  const res = await api.get('/api/health');
  expect(res.status()).toBe(200);
  expect(await res.json()).toMatchObject({ status: 'ok', database: 'ok' });
});

test('an export downloads for its own browser only', async ({ request: owner, baseURL }) => {
  const created = await owner.post('/api/export/csv', {
    data: { data: rows, filename: 'transactions-2024-01-16.csv' },
  });
  expect(created.status()).toBe(200);
  const body = (await created.json()) as { filePath: string; filename: string; rowCount: number };
  expect(body).toMatchObject({ filename: 'transactions-2024-01-16.csv', rowCount: 2 });

  const file = await owner.get(body.filePath);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-disposition']).toContain('attachment');
  expect(await file.text()).toBe(
    'date,description,amount\n2024-01-15,"Sale, counter",1250.5\n2024-01-16,\'=cmd|calc,-900',
  );

  const stranger = await request.newContext({ baseURL });
  const denied = await stranger.get(body.filePath);
  expect(denied.status()).toBe(404);
  expect(await denied.json()).toMatchObject({ success: false, error: 'not_found' });
  await stranger.dispose();
});

test('the app renders under the Content-Security-Policy without violations', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  expect(violations).toEqual([]);
});

test('the OpenAPI document lists the export, contact and health routes', async ({
  request: api,
}) => {
  const res = await api.get('/api/openapi.json');
  const doc = (await res.json()) as { paths: Record<string, unknown> };
  expect(Object.keys(doc.paths)).toEqual(
    expect.arrayContaining([
      '/api/health',
      '/api/contact',
      '/api/export/csv',
      '/api/export/json',
      '/api/export/files/{name}',
    ]),
  );
});
