import { createOpenRouterClient } from '@cashline/ai';
import { errorReply, jsonReply, startFakeOpenRouter } from '@cashline/fake-openrouter';
import type { FakeOpenRouter } from '@cashline/fake-openrouter';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CsvInsightPanel } from './CsvInsightPanel';

const KEY = 'sk-or-insight';
let fake: FakeOpenRouter;
beforeAll(async () => {
  fake = await startFakeOpenRouter({ apiKey: KEY });
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const headers = ['Posted', 'Memo', 'Value', 'Running'];
const firstRow = ['2024-03-01', 'Harbor Properties rent', '-2400.00', '18250.00'];
const previewMapping = { date: 'Posted', description: 'Memo', amount: 'Value' };

function renderPanel(onUseMapping = vi.fn()) {
  const client = createOpenRouterClient({
    fetch: (url, init) => fetch(url, init),
    apiKey: KEY,
    baseUrl: fake.baseUrl,
  });
  render(
    <CsvInsightPanel
      client={client}
      headers={headers}
      firstRow={firstRow}
      mapping={previewMapping}
      onUseMapping={onUseMapping}
      busy={false}
    />,
  );
  return onUseMapping;
}

describe('the CSV insight beside the preview', () => {
  it('shows the AI’s category for the first row and where it reads columns differently', async () => {
    fake.respond(
      jsonReply({
        columnMapping: {
          mapping: { ...previewMapping, balance: 'Running' },
          confidence: 0.92,
          notes: 'A business checking export',
        },
        firstRowAnalysis: { category: 'Housing', confidence: 0.8, reasoning: 'A rent payment' },
      }),
    );
    const onUseMapping = renderPanel();
    expect(
      await screen.findByText('First row: Housing (confidence 80%) — A rent payment'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Columns (confidence 92%): A business checking export'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('balance: the AI reads “Running”, the preview no column.'),
    ).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: "Use the AI's columns" }));
    expect(onUseMapping).toHaveBeenCalledWith({
      date: 'Posted',
      description: 'Memo',
      amount: 'Value',
      debit: null,
      credit: null,
      category: null,
      balance: 'Running',
    });
    expect(fake.requests).toHaveLength(1);
  });

  it('falls back to the read by header names and keywords, and says why', async () => {
    fake.respond(errorReply(402, 'Insufficient credits'));
    renderPanel();
    expect(
      await screen.findByText(
        'The AI could not read this file (OpenRouter API error: 402); this is the read by header ' +
          'names and keywords.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/^First row: Housing \(confidence 0%\)/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "Use the AI's columns" })).not.toBeInTheDocument();
  });

  it('cuts an error quoting a long model reply to a readable length', async () => {
    fake.respond(jsonReply({ unexpected: 'x'.repeat(1000) }));
    renderPanel();
    const note = await screen.findByText(/^The AI could not read this file/);
    expect(note.textContent).toMatch(/^The AI could not read this file \(Failed to parse JSON/);
    expect(note.textContent?.length).toBeLessThan(260);
  });
});
