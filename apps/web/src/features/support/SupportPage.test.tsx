import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../testing/renderPage';
import { companyAnswer, stubApi } from '../../testing/stubApi';
import { SupportPage } from './SupportPage';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('support page', () => {
  it('starts with category general and priority medium, and offers no channel by default', () => {
    stubApi({});
    renderPage(<SupportPage />);
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('general');
    expect(screen.getByRole('combobox', { name: 'Priority' })).toHaveValue('medium');
    expect(screen.queryByRole('region', { name: 'Contact channels' })).not.toBeInTheDocument();
  });

  it("offers the operator's phone and e-mail as channels, and their support hours", async () => {
    stubApi({
      '/api/content/company': companyAnswer({
        phone: '+44 113 496 0000',
        email: 'help@bakerybooks.example',
        hours: [{ days: 'Monday - Friday', hours: '9:00 - 17:00 GMT' }],
      }),
    });
    renderPage(<SupportPage />);
    const channels = await screen.findByRole('region', { name: 'Contact channels' });
    expect(
      within(channels)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Phone Support', 'Email Support']);
    expect(
      within(channels).getByRole('link', { name: 'help@bakerybooks.example' }),
    ).toHaveAttribute('href', 'mailto:help@bakerybooks.example');
    expect(screen.getByText('9:00 - 17:00 GMT')).toBeInTheDocument();
  });

  async function fillAndSubmit() {
    await userEvent.type(screen.getByRole('textbox', { name: 'Name*' }), 'Ana');
    await userEvent.type(screen.getByRole('textbox', { name: 'Email*' }), 'ana@example.com');
    await userEvent.type(screen.getByRole('textbox', { name: 'Subject*' }), 'Import help');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Priority' }), 'high');
    await userEvent.type(screen.getByRole('textbox', { name: 'Message*' }), 'My CSV fails.');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Request' }));
  }

  it('sends the request to the server with a SUP- reference from the clock, confirms and resets', async () => {
    const calls = stubApi({
      '/api/contact': () => Response.json({ success: true, message: 'Message sent successfully' }),
    });
    vi.spyOn(Date, 'now').mockReturnValue(1_718_000_987_654);
    renderPage(<SupportPage />);
    await fillAndSubmit();

    expect(await screen.findByRole('heading', { name: 'Request Submitted' })).toBeInTheDocument();
    expect(screen.getByText('SUP-987654')).toBeInTheDocument();
    const sent = calls.find((call) => call.url === '/api/contact');
    expect(sent?.init?.method).toBe('POST');
    expect(JSON.parse(String(sent?.init?.body))).toEqual({
      name: 'Ana',
      email: 'ana@example.com',
      company: '',
      subject: 'Import help',
      type: 'support',
      message: 'Reference: SUP-987654\nCategory: General Question\nPriority: High\n\nMy CSV fails.',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Submit Another Request' }));
    expect(screen.getByRole('textbox', { name: 'Name*' })).toHaveValue('');
  });

  it('keeps the request and says why when the server refuses it', async () => {
    stubApi({
      '/api/contact': () =>
        Response.json(
          { success: false, error: 'rate_limited', message: 'Too many messages. Try again later.' },
          { status: 429 },
        ),
    });
    renderPage(<SupportPage />);
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many messages. Try again later.',
    );
    expect(screen.queryByRole('heading', { name: 'Request Submitted' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Subject*' })).toHaveValue('Import help');
  });

  it('does not submit without the required fields', async () => {
    renderPage(<SupportPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(screen.queryByRole('heading', { name: 'Request Submitted' })).not.toBeInTheDocument();
  });
});
