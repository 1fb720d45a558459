import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Footer } from './Footer';

function renderFooter() {
  render(
    <MemoryRouter>
      <Footer />
    </MemoryRouter>,
  );
}

const linksOf = (group: string) =>
  within(screen.getByRole('navigation', { name: group }))
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Footer (app.md section 2)', () => {
  it('has the Quick Links, Support and Legal groups with the spec routes, in order', () => {
    renderFooter();
    expect(linksOf('Quick Links')).toEqual([
      '/',
      '/transactions',
      '/reports',
      '/analytics/forecast',
      '/features',
      '/pricing',
    ]);
    expect(
      within(screen.getByRole('navigation', { name: 'Quick Links' })).getByRole('link', {
        name: 'Forecasting',
      }),
    ).toHaveAttribute('href', '/analytics/forecast');
    expect(linksOf('Support')).toEqual([
      '/help',
      '/documentation',
      '/tutorials',
      '/support',
      '/about',
      '/contact',
    ]);
    expect(linksOf('Legal')).toEqual(['/privacy', '/terms', '/cookies', '/refund-policy']);
  });

  it('shows a US phone, a support e-mail, a Virginia address and the 2024 copyright', () => {
    renderFooter();
    const contact = screen.getByRole('contentinfo');
    expect(within(contact).getByRole('link', { name: /^\+1 / })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:\+1\d{10}$/),
    );
    expect(within(contact).getByRole('link', { name: /@/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
    expect(contact).toHaveTextContent(/, VA \d{5}, USA/);
    expect(contact).toHaveTextContent('© 2024');
  });

  it('opens the four social links in a new tab', () => {
    renderFooter();
    const social = within(screen.getByRole('list', { name: 'Social media' })).getAllByRole('link');
    expect(social).toHaveLength(4);
    for (const link of social) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    }
  });

  it("newsletter: sends the address, then 'Subscribed!' and an empty field for 3000 ms; empty is ignored", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const fetchMock = vi.fn(async () =>
      Response.json({ success: true, message: 'Subscribed!' }, { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderFooter();
    const form = screen.getByRole('form', { name: 'Newsletter' });
    const field = within(form).getByRole('textbox');
    fireEvent.submit(form);
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(field, { target: { value: 'owner@bakery.example' } });
    await act(async () => {
      fireEvent.submit(form);
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/newsletter');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'owner@bakery.example' });
    expect(within(form).getByRole('button')).toHaveTextContent('Subscribed!');
    expect(field).toHaveValue('');
    act(() => vi.advanceTimersByTime(2999));
    expect(within(form).getByRole('button')).toHaveTextContent('Subscribed!');
    act(() => vi.advanceTimersByTime(1));
    expect(within(form).getByRole('button')).toHaveTextContent(/^Subscribe$/);
  });

  it('newsletter: says so when the server refuses, and keeps the address', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { success: false, error: 'validation', message: 'Please enter a valid email address.' },
          { status: 400 },
        ),
      ),
    );
    renderFooter();
    const form = screen.getByRole('form', { name: 'Newsletter' });
    fireEvent.change(within(form).getByRole('textbox'), { target: { value: 'x@y' } });
    await act(async () => {
      fireEvent.submit(form);
    });
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'Please enter a valid email address.',
    );
    expect(within(form).getByRole('textbox')).toHaveValue('x@y');
    expect(within(form).getByRole('button')).toHaveTextContent(/^Subscribe$/);
  });
});
