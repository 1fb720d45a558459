import { jsonReply } from '@cashline/fake-openrouter';
import { expect, test } from '@playwright/test';
import { addGatewayRule } from '../fakeGateway';

/*
 * With the AI switch on, the preview shows the CSV insight (ai.md). Every call this file causes
 * carries this test's own reference; the insight call is told apart by its first-row line, which
 * starts with it. (An unscripted call would take a reply queued by a serial test running beside.)
 */
const MARKER = 'kowari';

test('the preview shows the AI read of the file, and the AI’s columns can be chosen', async ({
  page,
}) => {
  await addGatewayRule({
    bodyIncludes: `${MARKER}-1`,
    reply: jsonReply({ suggestions: [], confidence: 1, reasoning: 'Nothing to transform.' }),
  });
  await addGatewayRule({
    bodyIncludes: `First data row: [\\"${MARKER}`,
    reply: jsonReply({
      columnMapping: {
        mapping: { date: 'Posted', description: 'Ref', amount: 'Value', balance: 'Running' },
        confidence: 0.9,
        notes: 'A checking account export',
      },
      firstRowAnalysis: { category: 'Housing', confidence: 0.85, reasoning: 'A rent payment' },
    }),
  });
  await page.goto('/transactions/import');
  await page.getByRole('checkbox', { name: /AI suggestions/ }).check();
  await page.getByLabel('CSV file').setInputFiles({
    name: 'kowari.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      [
        'Ref,Posted,Memo,Value,Running',
        `${MARKER}-1,2024-03-01,Harbor Properties rent,-2400.00,18250.00`,
        `${MARKER}-2,2024-03-02,Square payout,1385.20,19635.20`,
      ].join('\n'),
    ),
  });

  const insight = page.getByRole('region', { name: 'AI read of this file' });
  await expect(
    insight.getByText('First row: Housing (confidence 85%) — A rent payment'),
  ).toBeVisible();
  await expect(
    insight.getByText('Columns (confidence 90%): A checking account export'),
  ).toBeVisible();
  const description = page.getByLabel('Description', { exact: true });
  await expect(description).toHaveValue('Memo');
  await expect(
    insight.getByText('description: the AI reads “Ref”, the preview “Memo”.'),
  ).toBeVisible();
  await insight.getByRole('button', { name: "Use the AI's columns" }).click();
  await expect(description).toHaveValue('Ref');
  await expect(insight.getByText('The AI reads the columns as the preview does.')).toBeVisible();
});
