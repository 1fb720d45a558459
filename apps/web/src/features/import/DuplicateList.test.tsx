import { packTransactions } from '@cashline/core';
import type { PackedDuplicates } from '@cashline/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { SettingsProvider } from '../../lib/settings/SettingsProvider';
import { DuplicateList } from './DuplicateList';

function duplicates(count: number): PackedDuplicates {
  const rows = Array.from({ length: count }, (_, i) => i + 2);
  return {
    rows,
    existingIds: rows.map((row) => `imported-march-row-${row}`),
    transactions: packTransactions(
      rows.map((row, i) => ({
        id: `imported-april-row-${row}`,
        date: '2024-03-20',
        description: `Deposit ${i + 1}`,
        amount: 10 + i,
        type: 'inflow',
        category: 'Sales',
      })),
    ),
  };
}

function renderList(count: number) {
  render(
    <SettingsProvider>
      <DuplicateList duplicates={duplicates(count)} />
    </SettingsProvider>,
  );
}

const rowsShown = () =>
  within(screen.getByRole('list', { name: 'Rows already imported' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

beforeEach(() => localStorage.clear());

describe('DuplicateList', () => {
  it('lists up to five rows with nothing more to show', () => {
    renderList(5);
    expect(rowsShown()).toHaveLength(5);
    expect(rowsShown()[0]).toBe('Row 2: 03/20/2024 · Deposit 1 · $10.00');
    expect(screen.queryByRole('button', { name: /Show all/ })).not.toBeInTheDocument();
  });

  it('shows the first five of many, then every one a page at a time', async () => {
    const user = userEvent.setup();
    renderList(250);
    expect(rowsShown()).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Show all 250' }));
    expect(rowsShown()).toHaveLength(100);
    expect(screen.getByText('Duplicates 1–100 of 250')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Duplicates 201–250 of 250')).toBeInTheDocument();
    expect(rowsShown().at(-1)).toBe('Row 251: 03/20/2024 · Deposit 250 · $259.00');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});
