import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../testing/renderPage';
import { companyAnswer, stubApi } from '../../testing/stubApi';
import { ContactPage } from './ContactPage';

afterEach(() => vi.unstubAllGlobals());

describe('contact page', () => {
  it('claims nothing by default: the form, with no address, figures or hours', () => {
    stubApi({});
    const { container } = renderPage(<ContactPage />);
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeInTheDocument();
    expect(container).not.toHaveTextContent(/Happy Customers|Business Hours|Get in Touch/);
    expect(container.querySelector('address')).toBeNull();
  });

  it("shows the operator's address, contact, hours and figures, from one place", async () => {
    stubApi({
      '/api/content/company': companyAnswer({
        name: 'Bakery Books Ltd',
        email: 'help@bakerybooks.example',
        address: ['1 High Street', 'Leeds LS1 1AA'],
        hours: [{ days: 'Monday - Friday', hours: '9:00 - 17:00 GMT' }],
        stats: [{ value: '120', label: 'Bakeries' }],
      }),
    });
    renderPage(<ContactPage />);
    expect(await screen.findByRole('heading', { name: 'Get in Touch' })).toBeInTheDocument();
    expect(
      screen.getByText('Questions about Bakery Books Ltd? Send us a message.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/1 High Street/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'help@bakerybooks.example' })).toBeInTheDocument();
    expect(screen.getByText('9:00 - 17:00 GMT')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Bakery Books Ltd in numbers' })).toHaveTextContent(
      '120 Bakeries',
    );
  });
});
