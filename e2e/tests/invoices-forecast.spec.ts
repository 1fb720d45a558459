import path from 'node:path';
import fs from 'node:fs';
import os from 'node:os';
import { expect, test } from '@playwright/test';
import { call, signUpOwner, unique } from '../support/ledgerApi';
import { rentLedger } from '../support/rentLedger';

test.slow();

/**
 * Acme paid its last three invoices on their due dates; it owes $1,000 due Sat 20 Jun. Paper Co's
 * $200 bill is due Mon 15 Jun. As of 10 Jun (see `rentLedger`: $2,000, rent on 1 Jul) the bill
 * is paid on its due date, in week 1 (11-17 Jun): $1,800. Acme pays on the due date, day 10,
 * week 2 (18-24 Jun), with a chance of never paying of 3/(3+3) of the 2% default for invoices
 * 0-30 days old (Acme never failed to pay): 1%, so $990 is expected: $2,790. The paid history is
 * all issued within 13 weeks, so no invoices are expected beyond the open one.
 */
const INVOICES = [
  'Customer,Number,Amount,Issue date,Due date,Paid date',
  'Acme Ltd,1001,400,2026-04-01,2026-05-01,2026-05-01',
  'Acme Ltd,1002,500,2026-04-15,2026-05-15,2026-05-15',
  'Acme Ltd,1003,600,2026-05-01,2026-05-31,2026-05-31',
  'Acme Ltd,1004,"1,000.00",2026-05-21,2026-06-20,',
].join('\n');
const BILLS = [
  'Vendor,Number,Amount,Issue date,Due date,Paid date',
  'Paper Co,B-7,200,2026-06-01,2026-06-15,',
].join('\n');

function csvFile(name: string, text: string): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'invoices-')), name);
  fs.writeFileSync(file, text);
  return file;
}

test('a CSV of invoices and bills, without QuickBooks, is in the receivables panel and the forecast weeks worked by hand', async ({
  page,
  baseURL,
}) => {
  const origin = baseURL ?? '';
  await page.clock.setFixedTime(new Date(2026, 5, 10, 12));
  const orgId = await signUpOwner(page.request, origin, `inv-${unique()}@example.com`, 'Inv Ltd');
  await call(page.request, origin, `/api/orgs/${orgId}/transactions/batch`, {
    create: rentLedger(),
  });

  await page.goto('/invoices');
  await expect(page.getByRole('heading', { name: 'Invoices and bills' })).toBeVisible();
  // A file with a bad row imports nothing, and says which row and why.
  await page
    .getByLabel('CSV file')
    .setInputFiles(csvFile('bad.csv', `${INVOICES}\nBirch,9,lots,2026-06-01,2026-06-30,`));
  await expect(page.getByRole('alert')).toContainText('Row 6: The amount "lots" is not an amount');
  await page.getByLabel('CSV file').setInputFiles(csvFile('ar.csv', INVOICES));
  await expect(page.getByText('Imported 4 from ar.csv.')).toBeVisible();
  await page.getByLabel('The file holds').selectOption('bill');
  await page.getByLabel('CSV file').setInputFiles(csvFile('ap.csv', BILLS));
  await expect(page.getByText('Imported 1 from ap.csv.')).toBeVisible();
  const table = page.getByRole('table', { name: 'Invoices and bills' });
  await expect(table.getByRole('row')).toHaveCount(6);
  await expect
    .poll(
      async () =>
        (
          (await call(page.request, origin, `/api/orgs/${orgId}/documents/openItems`))
            .value as unknown[]
        ).length,
    )
    .toBe(5);

  await page.goto('/analytics/forecast');
  const receivables = page.getByRole('region', { name: 'Receivables' });
  await expect(receivables).toContainText('Customers owe $1,000 on 1 open invoice');
  const acme = receivables.getByRole('row', { name: /Acme Ltd/ });
  await expect(acme.getByRole('cell')).toHaveText([
    '1004',
    '$1,000',
    '06/20/2026',
    '06/20/2026',
    '06/20/2026 to 06/20/2026',
    '1%',
  ]);

  const weeks = page.getByRole('region', { name: 'Weekly Breakdown' }).getByRole('row');
  await expect(weeks.nth(0)).toContainText('From open invoices');
  await expect(weeks.nth(0)).toContainText('To bills');
  const cells = (n: number) => weeks.nth(n).getByRole('cell');
  // Inflows, from open invoices, outflows, to bills, balance.
  await expect(cells(1).nth(0)).toHaveText('$0');
  await expect(cells(1).nth(1)).toHaveText('$0');
  await expect(cells(1).nth(2)).toHaveText('$200');
  await expect(cells(1).nth(3)).toHaveText('$200');
  await expect(cells(1).nth(4)).toContainText('$1,800');
  await expect(cells(2).nth(0)).toHaveText('$990');
  await expect(cells(2).nth(1)).toHaveText('$990');
  await expect(cells(2).nth(3)).toHaveText('$0');
  await expect(cells(2).nth(4)).toContainText('$2,790');
  await expect(cells(3).nth(4)).toContainText('$1,790');
});
