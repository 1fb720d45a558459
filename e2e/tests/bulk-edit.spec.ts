import { expect, test } from '@playwright/test';
import { seedTransactions, storedTransactions } from '../support/seed';
import type { SeedTransaction } from '../support/seed';
import { TransactionsPage } from '../support/TransactionsPage';

function outflow(id: string, day: number, description: string): SeedTransaction {
  const date = `2024-05-${String(day).padStart(2, '0')}`;
  return { id, date, description, amount: -89.5, type: 'outflow', category: 'Other' };
}

const ledger: SeedTransaction[] = [
  outflow('aws-1', 28, 'CARD 2201 AWS EMEA 7731'),
  outflow('aws-2', 21, 'CARD 2202 AWS EMEA 7732'),
  outflow('aws-3', 14, 'CARD 2203 AWS EMEA 7733'),
  outflow('aws-4', 7, 'CARD 2204 AWS EMEA 7734'),
  outflow('aws-5', 3, 'CARD 2205 AWS EMEA 7735'),
  outflow('lunch', 2, 'Corner Deli lunch'),
];

test('bulk edit: select rows, set their category, accept the rule, and the other rows follow', async ({
  page,
}) => {
  await seedTransactions(page, ledger);
  const list = await new TransactionsPage(page).goto();
  const bulk = page.getByRole('form', { name: 'Bulk edit' });

  await list.row('AWS EMEA 7731').getByRole('checkbox').check();
  // The boxes are keyboard controls: Space ticks the focused one.
  await list.row('AWS EMEA 7732').getByRole('checkbox').focus();
  await page.keyboard.press('Space');
  await expect(bulk).toContainText('2 selected');

  await bulk.getByLabel('Category for the selected transactions').fill('Software');
  await bulk.getByRole('button', { name: 'Set category of 2' }).click();
  await expect(page.getByText('2 transactions moved to Software.')).toBeVisible();
  await expect(
    page.getByText("Always put 'AWS EMEA' in Software? 3 other transactions match."),
  ).toBeVisible();
  await expect(list.row('AWS EMEA 7733')).toContainText('Other');

  await page.getByRole('button', { name: 'Create rule' }).click();
  await expect(page.getByText('Rule created: 3 transactions moved to Software.')).toBeVisible();
  for (const n of [1, 2, 3, 4, 5]) {
    await expect(list.row(`AWS EMEA 773${n}`)).toContainText('Software');
  }
  await expect(list.row('Corner Deli lunch')).toContainText('Other');

  await page.reload();
  await list.heading.waitFor();
  const stored = await storedTransactions(page);
  expect(stored.filter((t) => t.category === 'Software').map((t) => t.id)).toEqual([
    'aws-1',
    'aws-2',
    'aws-3',
    'aws-4',
    'aws-5',
  ]);
  await page.goto('/transactions/rules');
  await expect(
    page.getByRole('table', { name: 'Rules' }).getByText("If payee is 'AWS EMEA'"),
  ).toContainText('category Software');
});

test('bulk edit: the header box selects every row the search shows', async ({ page }) => {
  await seedTransactions(page, ledger);
  const list = await new TransactionsPage(page).goto();
  await list.search.fill('aws');
  await expect(page.getByText('5 transactions match')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Select all 5 transactions shown' }).check();
  await expect(page.getByRole('form', { name: 'Bulk edit' })).toContainText('5 selected');
});
