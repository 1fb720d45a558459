import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../testing/renderPage';
import { stubApi } from '../../testing/stubApi';
import { LEGAL_TEXT_FAILED, LegalPage } from './LegalPage';

afterEach(() => vi.unstubAllGlobals());

const answer = (page: string, markdown: string) => () =>
  Response.json({ page, markdown, source: 'operator' });

describe('legal pages', () => {
  it("render the server's markdown below the page title: headings, lists, tables and links", async () => {
    stubApi({
      '/api/content/legal/privacy': answer(
        'privacy',
        [
          '# What we keep',
          '',
          'Transactions stay **in your browser**.',
          '',
          '- settings',
          '- profile',
          '',
          '| Name | Lifetime |',
          '| --- | --- |',
          '| `cashline_session` | 400 days |',
          '',
          'See the [cookie policy](/cookies) and [OpenRouter](https://openrouter.ai/privacy).',
        ].join('\n'),
      ),
    });
    renderPage(<LegalPage page="privacy" title="Privacy Policy" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    // The text's own top heading sits below the title.
    expect(
      await screen.findByRole('heading', { level: 2, name: 'What we keep' }),
    ).toBeInTheDocument();
    expect(screen.getByText('in your browser').tagName).toBe('STRONG');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'settings',
      'profile',
    ]);
    const table = screen.getByRole('table');
    expect(within(table).getByRole('cell', { name: '400 days' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'cookie policy' })).toHaveAttribute('href', '/cookies');
    const external = screen.getByRole('link', { name: 'OpenRouter' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('never injects HTML or script links from the text', async () => {
    stubApi({
      '/api/content/legal/terms': answer(
        'terms',
        'Before <img src=x onerror="alert(1)"><script>alert(2)</script> after.\n\n[click](javascript:alert(3))',
      ),
    });
    const { container } = renderPage(<LegalPage page="terms" title="Terms of Service" />);
    expect(await screen.findByText(/Before/)).toBeInTheDocument();
    expect(container.querySelector('img, script')).toBeNull();
    expect(screen.getByText('click').closest('a')?.getAttribute('href') ?? '').not.toMatch(
      /javascript/i,
    );
  });

  it('says so when the text cannot be loaded', async () => {
    stubApi({
      '/api/content/legal/cookies': () =>
        Response.json({ success: false, error: 'internal', message: 'x' }, { status: 500 }),
    });
    renderPage(<LegalPage page="cookies" title="Cookie Policy" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(LEGAL_TEXT_FAILED);
  });
});
