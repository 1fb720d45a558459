import { categoriseReply, errorReply, jsonReply, slowReply } from '@cashline/fake-openrouter';
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { addGatewayRule } from '../fakeGateway';

/*
 * The fake gateway stops at max_tokens like a real model. It is shared by every worker, so each
 * test marks its file with a word of its own: in a column name (the suggestions call) and, in
 * capitals, at the start of every description. The categorisation calls carry the descriptions
 * normalised to lower case, so `"marker ` is in those calls only.
 */

/** A payee's name in letters only (digits are normalised away): 0 is 'aaa', 1 is 'aab'. */
function letters(n: number): string {
  return [676, 26, 1].map((unit) => String.fromCharCode(97 + (Math.floor(n / unit) % 26))).join('');
}

/** `rows` rows over `payees` payees, each row with its own card number. */
function ledgerCsv(marker: string, rows: number, payees: number): string {
  const lines = [`Date,Description,Amount,Note ${marker}`];
  for (let i = 0; i < rows; i += 1) {
    const day = String(1 + (i % 28)).padStart(2, '0');
    lines.push(
      `2024-03-${day},${marker.toUpperCase()} ${letters(i % payees)} POS #${1000 + i},-12.50,x`,
    );
  }
  return `${lines.join('\n')}\n`;
}

async function scriptSuggestions(marker: string, extra: object[] = []): Promise<void> {
  await addGatewayRule({
    bodyIncludes: `Note ${marker}`,
    reply: jsonReply({
      suggestions: [
        {
          id: 'categorise',
          name: 'Categorise descriptions',
          description: 'A category for each row',
          sourceColumn: 'Description',
          targetColumn: 'AI Category',
          transformationType: 'categorize',
        },
        ...extra,
      ],
      confidence: 0.9,
      reasoning: 'The file has no category column.',
    }),
  });
}

async function openWithAi(page: Page, name: string, csv: string): Promise<void> {
  await page.goto('/transactions/import');
  await page.getByRole('checkbox', { name: /AI suggestions/ }).check();
  await page.getByLabel('CSV file').setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
}

async function applyCategorisation(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: /Categorise descriptions/ }).check();
  await page.getByRole('button', { name: 'Apply Transformations' }).click();
}

test('1,200 rows over 500 payees are all categorised by the AI, in batches', async ({ page }) => {
  const marker = 'wombat';
  await scriptSuggestions(marker);
  await addGatewayRule({
    bodyIncludes: `"${marker} `,
    reply: categoriseReply([], 'Entertainment'),
  });
  await openWithAi(page, 'wombat.csv', ledgerCsv(marker, 1200, 500));
  await applyCategorisation(page);

  await expect(
    page.getByText('Applied 1 of 1 transformations (new columns: AI Category).'),
  ).toBeVisible();
  await expect(page.getByText('AI Category: the AI categorised all 1,200 rows.')).toBeVisible();
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('table', { name: 'Transformed preview' });
  await expect(preview.locator('tbody tr')).toHaveCount(5);
  for (const row of await preview.locator('tbody tr').all()) {
    await expect(row).toContainText('Entertainment');
  }
});

test('a failed batch falls back to keywords for its own rows, and the page says why', async ({
  page,
}) => {
  const marker = 'numbat';
  await scriptSuggestions(marker);
  await addGatewayRule({
    bodyIncludes: `"${marker} `,
    reply: categoriseReply([], 'Entertainment'),
  });
  // The first batch holds the first 200 payees, 'aaa' among them.
  await addGatewayRule({
    bodyIncludes: `"${marker} aaa pos #`,
    reply: errorReply(500, 'Upstream provider failed'),
  });
  await openWithAi(page, 'numbat.csv', ledgerCsv(marker, 450, 450));
  await applyCategorisation(page);

  await expect(
    page.getByText('Applied 1 of 1 transformations (new columns: AI Category), 1 only in part.'),
  ).toBeVisible();
  await expect(
    page.getByText(
      'AI Category: the AI categorised 250 of 450 rows; 200 rows got keyword categories instead ' +
        '(200 rows: OpenRouter API error: 500 - Upstream provider failed).',
    ),
  ).toBeVisible();
});

test('a reply cut off at max_tokens is not used, and the page says so', async ({ page }) => {
  const marker = 'quoll';
  await scriptSuggestions(marker);
  // A model that rambles: far more than the 8 tokens each row is given.
  await addGatewayRule({
    bodyIncludes: `"${marker} `,
    reply: categoriseReply([], 'Entertainment and leisure '.repeat(10).trim()),
  });
  await openWithAi(page, 'quoll.csv', ledgerCsv(marker, 3, 3));
  await applyCategorisation(page);

  await expect(
    page.getByText(
      'AI Category: the AI categorised 0 of 3 rows; 3 rows got keyword categories instead ' +
        "(3 rows: OpenRouter API error: 502 - The AI's reply was cut off at its limit of 88 tokens).",
    ),
  ).toBeVisible();
});

test('categorisation shows its progress and can be cancelled', async ({ page }) => {
  const marker = 'dingo';
  await scriptSuggestions(marker);
  await addGatewayRule({
    bodyIncludes: `"${marker} `,
    reply: slowReply(8000, categoriseReply([], 'Entertainment')),
  });
  await openWithAi(page, 'dingo.csv', ledgerCsv(marker, 1000, 1000));
  await applyCategorisation(page);

  await expect(page.getByText('Categorising 0 of 1,000')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Categorising 0 of 1,000' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel categorisation' }).click();
  await expect(
    page.getByText(
      'AI Category: the AI categorised 0 of 1,000 rows; 1,000 rows got keyword categories ' +
        'instead (1,000 rows: Cancelled).',
    ),
  ).toBeVisible();
});

test('a suggestion that would overwrite another column is shown and cannot be ticked', async ({
  page,
}) => {
  const marker = 'bilby';
  await scriptSuggestions(marker, [
    {
      id: 'overwrite',
      name: 'clean Description',
      description: 'Tidy the text',
      sourceColumn: 'Description',
      targetColumn: 'Amount',
      transformationType: 'clean',
    },
  ]);
  await openWithAi(page, 'bilby.csv', ledgerCsv(marker, 3, 3));

  await expect(
    page.getByRole('checkbox', { name: /Categorise descriptions/ }),
  ).toHaveAccessibleDescription(
    'A category for each row Reads “Description”, writes a new column “AI Category”.',
  );
  const refused = page.getByRole('checkbox', { name: /clean Description/ });
  await expect(refused).toBeDisabled();
  await expect(
    page.getByText(/Cannot be applied: It would overwrite the file's column "Amount"/),
  ).toBeVisible();
});
