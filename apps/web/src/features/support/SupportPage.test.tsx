import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../testing/renderPage';
import { SupportPage } from './SupportPage';

afterEach(() => vi.restoreAllMocks());

describe('support page', () => {
  it('starts with category general and priority medium', () => {
    renderPage(<SupportPage />);
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('general');
    expect(screen.getByRole('combobox', { name: 'Priority' })).toHaveValue('medium');
    expect(
      screen
        .getAllByRole('heading', { level: 2 })
        .slice(0, 3)
        .map((h) => h.textContent),
    ).toEqual(['Live Chat', 'Phone Support', 'Email Support']);
  });

  it('confirms a request with a SUP- reference from the clock, sends nothing, and resets', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    vi.spyOn(Date, 'now').mockReturnValue(1_718_000_987_654);
    renderPage(<SupportPage />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name*' }), 'Ana');
    await userEvent.type(screen.getByRole('textbox', { name: 'Email*' }), 'ana@example.com');
    await userEvent.type(screen.getByRole('textbox', { name: 'Subject*' }), 'Import help');
    await userEvent.type(screen.getByRole('textbox', { name: 'Message*' }), 'My CSV fails.');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Request' }));

    expect(screen.getByRole('heading', { name: 'Request Submitted' })).toBeInTheDocument();
    expect(screen.getByText('SUP-987654')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Submit Another Request' }));
    expect(screen.getByRole('textbox', { name: 'Name*' })).toHaveValue('');
  });

  it('does not submit without the required fields', async () => {
    renderPage(<SupportPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(screen.queryByRole('heading', { name: 'Request Submitted' })).not.toBeInTheDocument();
  });
});
