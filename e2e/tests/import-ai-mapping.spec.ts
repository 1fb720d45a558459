import { categoriseReply, jsonReply } from '@cashline/fake-openrouter';
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { addGatewayRule } from '../fakeGateway';

/*
 * An AI column mapping is a suggestion (decisions.md): after transformations, "Import into App"
 * opens the same preview as a plain import. Each test marks its calls with a word of its own: in a
 * column name (suggestions), in the categorisation target column (mapping) and, in capitals, in
 * the descriptions (categorisation, whose descriptions are sent in lower case).
 */

function ledgerCsv(marker: string): string {
  return [
    `Date,Description,Amount,Running Total,Balance,Note ${marker}`,
    `2024-03-01,${marker.toUpperCase()} Opening deposit,500.00,500.00,1500.00,a`,
    `2024-03-02,${marker.toUpperCase()} Harbor rent,-400.00,100.00,1100.00,b`,
    `2024-03-03,${marker.toUpperCase()} Square payout,250.50,350.50,1350.50,c`,
  ].join('\n');
}

async function script(marker: string, aiMapping: Record<string, string>): Promise<void> {
  await addGatewayRule({
    bodyIncludes: `Note ${marker}`,
    reply: jsonReply({
      suggestions: [
        {
          id: 'categorise',
          name: 'Categorise descriptions',
          description: 'A category for each row',
          sourceColumn: 'Description',
          targetColumn: `Category ${marker}`,
          transformationType: 'categorize',
        },
      ],
      confidence: 0.9,
      reasoning: 'The file has no category column.',
    }),
  });
  await addGatewayRule({ bodyIncludes: `"${marker} `, reply: categoriseReply([], 'Housing') });
  await addGatewayRule({
    bodyIncludes: `Category ${marker}`,
    reply: jsonReply({ mapping: aiMapping, confidence: 0.8, notes: '' }),
  });
}

async function transformAndReview(page: Page, marker: string): Promise<void> {
  await page.goto('/transactions/import');
  await page.getByRole('checkbox', { name: /AI suggestions/ }).check();
  await page.getByLabel('CSV file').setInputFiles({
    name: `${marker}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(ledgerCsv(marker)),
  });
  await page.getByRole('checkbox', { name: /Categorise descriptions/ }).check();
  await page.getByRole('button', { name: 'Apply Transformations' }).click();
  await expect(
    page.getByText(`Applied 1 of 1 transformations (new columns: Category ${marker}).`),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Import into App' }).click();
}

test('an AI mapping that reads the amount from a running total is not used, and says so', async ({
  page,
}) => {
  const marker = 'potoroo';
  await script(marker, {
    date: 'Date',
    description: 'Description',
    amount: 'Running Total',
    category: `Category ${marker}`,
  });
  await transformAndReview(page, marker);

  await expect(
    page.getByText(
      'Amount: the AI suggested “Running Total”, but the file reads as “Amount”, which is kept. ' +
        'Choose another column below if the AI is right.',
    ),
  ).toBeVisible();
  await expect(page.getByLabel('Amount (signed)')).toHaveValue('Amount');
  const preview = page.getByRole('table', { name: 'Import preview' });
  await expect(preview.locator('tbody tr').nth(1)).toContainText('-$400.00');
  await expect(preview.locator('tbody tr').nth(1)).toContainText('Housing');

  // Choosing the AI's column anyway is flagged against the balance column.
  await page.getByLabel('Amount (signed)').selectOption('Running Total');
  await expect(
    page.getByText(/do not match the balance column “Balance” at 2 of 2 steps/),
  ).toBeVisible();
  await page.getByLabel('Amount (signed)').selectOption('Amount');
  await page.getByRole('button', { name: 'Import 3 transactions' }).click();
  await expect(
    page.getByText('Successfully imported 3 transactions from potoroo.csv.'),
  ).toBeVisible();
});

test('an AI mapping that agrees on date and amount is applied, for review first', async ({
  page,
}) => {
  const marker = 'bettong';
  await script(marker, {
    date: 'Date',
    description: 'Note bettong',
    amount: 'Amount',
    category: `Category ${marker}`,
  });
  await transformAndReview(page, marker);

  await expect(
    page.getByText("The AI's column mapping is applied. Check it below before importing."),
  ).toBeVisible();
  await expect(page.getByLabel('Description', { exact: true })).toHaveValue(`Note ${marker}`);
  await expect(page.getByRole('button', { name: 'Import 3 transactions' })).toBeVisible();
});
