import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../testing/renderPage';
import { helpFaq, searchHelpFaq } from './data/helpFaq';
import { HelpCenterPage } from './HelpCenterPage';

function questions() {
  return within(screen.getByRole('region', { name: 'Frequently Asked Questions' }))
    .queryAllByRole('button')
    .map((b) => b.textContent?.replace(/[+−]$/, ''));
}

describe('help search', () => {
  it('holds ten entries and shows all of them before a search', () => {
    expect(helpFaq).toHaveLength(10);
    renderPage(<HelpCenterPage />);
    expect(questions()).toHaveLength(10);
  });

  it('matches the question text whatever the case', async () => {
    renderPage(<HelpCenterPage />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search help articles' }), 'RUNWAY');
    expect(questions()).toEqual(['What does cash runway mean?']);
  });

  it('matches text that appears only in an answer', () => {
    // "OpenRouter" is in the AI answer, not in any question.
    expect(searchHelpFaq(helpFaq, 'openrouter').map((e) => e.id)).toEqual(['ai-key']);
  });

  it('says so when nothing matches', async () => {
    renderPage(<HelpCenterPage />);
    await userEvent.type(screen.getByRole('searchbox'), 'zebra crossing');
    expect(screen.getByText('No articles match your search.')).toBeInTheDocument();
  });
});

describe('help FAQ', () => {
  it('keeps one entry open at a time', async () => {
    renderPage(<HelpCenterPage />);
    const first = screen.getByRole('button', { name: /How do I import transactions/ });
    const second = screen.getByRole('button', { name: /What CSV format/ });

    await userEvent.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/pick a .csv file/)).toBeVisible();

    await userEvent.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(/pick a .csv file/)).not.toBeVisible();
    expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(1);

    await userEvent.click(second);
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });
});
