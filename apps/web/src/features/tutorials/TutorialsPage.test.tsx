import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../testing/renderPage';
import { TutorialsPage } from './TutorialsPage';

function shownTitles() {
  const list = screen.queryByRole('list', { name: 'Tutorial videos' });
  if (!list) return [];
  return within(list)
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);
}

describe('tutorial filters', () => {
  it('shows the eight videos with difficulty, rating and views', () => {
    renderPage(<TutorialsPage />);
    expect(shownTitles()).toHaveLength(8);
    const first = within(screen.getByRole('list', { name: 'Tutorial videos' })).getAllByRole(
      'listitem',
    )[0];
    expect(first).toHaveTextContent('Beginner');
    expect(first).toHaveTextContent('4.9 / 5');
    expect(first).toHaveTextContent('15,420 views');
  });

  it('filters by category', async () => {
    renderPage(<TutorialsPage />);
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Category' }),
      'data-import',
    );
    expect(shownTitles()).toEqual([
      'Importing Your Bank Statement',
      'Connecting QuickBooks Online',
    ]);
  });

  it('combines the search with the category, ignoring case', async () => {
    renderPage(<TutorialsPage />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search tutorials' }), 'QUICKBOOKS');
    expect(shownTitles()).toEqual(['Connecting QuickBooks Online']);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'analytics');
    expect(shownTitles()).toEqual([]);
    expect(screen.getByText('No tutorials match your search.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'all');
    expect(shownTitles()).toEqual(['Connecting QuickBooks Online']);
  });

  it('lists the two learning paths', () => {
    renderPage(<TutorialsPage />);
    const paths = screen.getByRole('region', { name: 'Learning Paths' });
    expect(within(paths).getAllByRole('heading', { level: 3 })).toHaveLength(2);
  });
});
