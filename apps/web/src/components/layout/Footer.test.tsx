import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { companyAnswer, stubApi } from '../../testing/stubApi';
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

  it('claims nothing by default: no contact details or social links, © this year', async () => {
    stubApi({});
    renderFooter();
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(
      `© ${new Date().getFullYear()} Cashline. All rights reserved.`,
    );
    expect(within(footer).queryByRole('link', { name: /@/ })).not.toBeInTheDocument();
    expect(within(footer).queryByRole('list', { name: 'Social media' })).not.toBeInTheDocument();
    expect(footer.querySelector('address')).toBeNull();
  });

  it("shows the operator's company facts, and opens their social links in a new tab", async () => {
    stubApi({
      '/api/content/company': companyAnswer({
        name: 'Bakery Books Ltd',
        email: 'help@bakerybooks.example',
        phone: '+44 113 496 0000',
        address: ['1 High Street', 'Leeds LS1 1AA'],
        social: [{ label: 'LinkedIn', url: 'https://www.linkedin.com/company/bakerybooks' }],
      }),
    });
    renderFooter();
    const footer = screen.getByRole('contentinfo');
    expect(
      await within(footer).findByRole('link', { name: 'help@bakerybooks.example' }),
    ).toHaveAttribute('href', 'mailto:help@bakerybooks.example');
    expect(within(footer).getByRole('link', { name: '+44 113 496 0000' })).toHaveAttribute(
      'href',
      'tel:+441134960000',
    );
    expect(footer).toHaveTextContent('1 High Street');
    expect(footer).toHaveTextContent('Bakery Books Ltd. All rights reserved.');
    const social = within(screen.getByRole('list', { name: 'Social media' })).getAllByRole('link');
    expect(social.map((link) => link.textContent)).toEqual(['LinkedIn (opens in a new tab)']);
    expect(social[0]).toHaveAttribute('target', '_blank');
    expect(social[0]).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it("newsletter: sends the address, then 'Subscribed!' and an empty field for 3000 ms; empty is ignored", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const calls = stubApi({
      '/api/newsletter': () => Response.json({ success: true, message: 'Subscribed!' }),
    });
    const newsletterCalls = () => calls.filter((call) => call.url === '/api/newsletter');
    renderFooter();
    const form = screen.getByRole('form', { name: 'Newsletter' });
    const field = within(form).getByRole('textbox');
    fireEvent.submit(form);
    expect(newsletterCalls()).toHaveLength(0);

    fireEvent.change(field, { target: { value: 'owner@bakery.example' } });
    await act(async () => {
      fireEvent.submit(form);
    });
    expect(newsletterCalls()).toHaveLength(1);
    expect(JSON.parse(String(newsletterCalls()[0]?.init?.body))).toEqual({
      email: 'owner@bakery.example',
    });
    expect(within(form).getByRole('button')).toHaveTextContent('Subscribed!');
    expect(field).toHaveValue('');
    act(() => vi.advanceTimersByTime(2999));
    expect(within(form).getByRole('button')).toHaveTextContent('Subscribed!');
    act(() => vi.advanceTimersByTime(1));
    expect(within(form).getByRole('button')).toHaveTextContent(/^Subscribe$/);
  });

  it('newsletter: says so when the server refuses, and keeps the address', async () => {
    stubApi({
      '/api/newsletter': () =>
        Response.json(
          { success: false, error: 'validation', message: 'Please enter a valid email address.' },
          { status: 400 },
        ),
    });
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
