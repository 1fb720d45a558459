import { createOpenRouterClient } from '@cashline/ai';
import type { DataRow, TransformationSuggestion } from '@cashline/ai';
import {
  categoriseReply,
  errorReply,
  jsonReply,
  slowReply,
  startFakeOpenRouter,
} from '@cashline/fake-openrouter';
import type { FakeOpenRouter } from '@cashline/fake-openrouter';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AiTransformPanel } from './AiTransformPanel';

const KEY = 'sk-or-panel';
let fake: FakeOpenRouter;
beforeAll(async () => {
  fake = await startFakeOpenRouter({ apiKey: KEY });
  // jsdom has no object URLs; the auto-save download needs one.
  URL.createObjectURL = () => 'blob:cashline-test';
  URL.revokeObjectURL = () => undefined;
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const headers = ['Date', 'Description', 'Amount'];
const categorise: TransformationSuggestion = {
  id: 'categorise',
  name: 'Categorise descriptions',
  description: 'A category for each row',
  sourceColumn: 'Description',
  targetColumn: 'AI Category',
  transformationType: 'categorize',
};
const overwrite: TransformationSuggestion = {
  id: 'overwrite',
  name: 'Clean descriptions into Amount',
  description: '',
  sourceColumn: 'Description',
  targetColumn: 'Amount',
  transformationType: 'clean',
};

/** Rows with `distinct` payees named in letters only, so none share a normalised description. */
function ledger(count: number, distinct = count): DataRow[] {
  return Array.from({ length: count }, (_, i) => {
    const n = i % distinct;
    const name = [676, 26, 1].map((u) => String.fromCharCode(97 + (Math.floor(n / u) % 26)));
    return { Date: '2024-03-01', Description: `Payee ${name.join('')} #${1000 + i}`, Amount: '-5' };
  });
}

function renderPanel(rows: DataRow[]) {
  fake.enqueue(jsonReply({ suggestions: [categorise, overwrite], confidence: 0.9, reasoning: '' }));
  const client = createOpenRouterClient({
    fetch: (url, init) => fetch(url, init),
    apiKey: KEY,
    baseUrl: fake.baseUrl,
  });
  render(
    <AiTransformPanel
      client={client}
      fileName="march.csv"
      headers={headers}
      rows={rows}
      busy={false}
      onImport={() => Promise.resolve()}
    />,
  );
}

async function applyCategorisation() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('checkbox', { name: /Categorise descriptions/ }));
  await user.click(screen.getByRole('button', { name: 'Apply Transformations' }));
  return user;
}

describe('the AI suggestions before they are ticked', () => {
  it('show the column each reads and writes, and refuse one that overwrites another', async () => {
    renderPanel(ledger(3));
    const ok = await screen.findByRole('checkbox', { name: /Categorise descriptions/ });
    expect(ok).toHaveAccessibleDescription(
      'A category for each row Reads “Description”, writes a new column “AI Category”.',
    );
    const refused = screen.getByRole('checkbox', { name: /Clean descriptions into Amount/ });
    expect(refused).toBeDisabled();
    expect(refused).toHaveAccessibleDescription(
      'Reads “Description”, writes the existing column “Amount”. Cannot be applied: It would ' +
        'overwrite the file\'s column "Amount"; a transformation may write only to a new column ' +
        'or clean up the column it reads ("Description").',
    );
  });
});

describe('categorising a file', () => {
  it('says the AI categorised every row when it did', async () => {
    fake.respond(categoriseReply([], 'Shopping'));
    renderPanel(ledger(450, 300));
    await applyCategorisation();
    expect(
      await screen.findByText('Applied 1 of 1 transformations (new columns: AI Category).'),
    ).toBeInTheDocument();
    expect(screen.getByText('AI Category: the AI categorised all 450 rows.')).toBeInTheDocument();
  });

  it('says how many rows fell back to keywords and why, when a batch fails', async () => {
    fake.respond(categoriseReply([], 'Shopping'));
    fake.when({ bodyIncludes: 'payee aaa #', reply: errorReply(500, 'Upstream failed') });
    renderPanel(ledger(450));
    await applyCategorisation();
    expect(
      await screen.findByText(
        'Applied 1 of 1 transformations (new columns: AI Category), 1 only in part.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'AI Category: the AI categorised 250 of 450 rows; 200 rows got keyword categories ' +
          'instead (200 rows: OpenRouter API error: 500 - Upstream failed).',
      ),
    ).toBeInTheDocument();
  });

  it('shows its progress in rows, and Cancel leaves the rest to keywords', async () => {
    fake.respond(slowReply(20_000, categoriseReply([], 'Shopping')));
    renderPanel(ledger(1000));
    const user = await applyCategorisation();
    expect(await screen.findByText('Categorising 0 of 1,000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel categorisation' }));
    expect(
      await screen.findByText(
        'AI Category: the AI categorised 0 of 1,000 rows; 1,000 rows got keyword categories ' +
          'instead (1,000 rows: Cancelled).',
      ),
    ).toBeInTheDocument();
    expect(fake.requests).toHaveLength(1 + 3);
  });
});
