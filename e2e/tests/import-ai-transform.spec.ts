import { jsonReply, slowReply } from '@cashline/fake-openrouter';
import { expect, test } from '@playwright/test';
import { addGatewayRule } from '../fakeGateway';

/*
 * The fake gateway is shared by every worker: this test's calls are told apart by a marker only
 * its file carries (a column name, in the suggestions call) and only its suggestion carries (the
 * guidance, in the categorisation call).
 */
const MARKER = 'quokka';

test('Apply Transformations reads Transforming... until the AI has categorised the rows', async ({
  page,
}) => {
  await addGatewayRule({
    bodyIncludes: `Note ${MARKER}`,
    reply: jsonReply({
      suggestions: [
        {
          id: 'categorise',
          name: 'Categorise descriptions',
          description: 'A category for each row',
          sourceColumn: 'Description',
          targetColumn: 'AI Category',
          transformationType: 'categorize',
          aiPrompt: `guidance-${MARKER}`,
        },
      ],
      confidence: 0.9,
      reasoning: 'The file has no category column.',
    }),
  });
  // Slow enough that the busy state cannot come and go between two looks at the page.
  await addGatewayRule({
    bodyIncludes: `guidance-${MARKER}`,
    reply: slowReply(2000, jsonReply({ categories: ['Rent', 'Sales'] })),
  });

  await page.goto('/transactions/import');
  await page.getByRole('checkbox', { name: /AI suggestions/ }).check();
  await page.getByLabel('CSV file').setInputFiles({
    name: 'ai-march.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `Date,Description,Amount,Note ${MARKER}\n2024-03-01,Harbor Properties lease,-2400.00,A1\n2024-03-02,Square payout,1385.20,A2\n`,
    ),
  });
  const suggestion = page.getByRole('checkbox', { name: /Categorise descriptions/ });
  await suggestion.check();
  const apply = page.getByRole('button', { name: 'Apply Transformations' });
  const autoSave = page.waitForEvent('download');
  await apply.click();

  const busy = page.getByRole('button', { name: 'Transforming...' });
  await expect(busy).toBeVisible();
  await expect(busy).toBeDisabled();
  await expect(suggestion).toBeDisabled();
  await expect(apply).toHaveCount(0);

  await autoSave;
  await expect(
    page.getByText('Applied 1 of 1 transformations (new columns: AI Category).'),
  ).toBeVisible();
  await expect(busy).toHaveCount(0);
  await expect(apply).toBeEnabled();
  await page.getByRole('button', { name: 'Preview' }).click();
  const transformed = page.getByRole('table', { name: 'Transformed preview' });
  await expect(transformed.locator('tbody tr').nth(0)).toContainText('Rent');
  await expect(transformed.locator('tbody tr').nth(1)).toContainText('Sales');
});
