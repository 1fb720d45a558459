import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../testing/renderPage';
import { PricingPage } from './PricingPage';

function prices() {
  return ['Starter', 'Professional', 'Enterprise'].map((name) => {
    const card = screen.getByRole('region', { name: `${name} plan` });
    return within(card).getByTestId(/^price-/).textContent;
  });
}

describe('pricing toggle', () => {
  it('shows monthly prices first and annual prices after the switch', async () => {
    renderPage(<PricingPage />);
    expect(screen.getByRole('button', { name: 'Monthly' })).toHaveAttribute('aria-pressed', 'true');
    expect(prices()).toEqual(['$29', '$79', '$199']);

    await userEvent.click(screen.getByRole('button', { name: 'Annual Save 17%' }));
    expect(prices()).toEqual(['$290', '$790', '$1,990']);
    expect(screen.getAllByText('/year')).toHaveLength(3);

    await userEvent.click(screen.getByRole('button', { name: 'Monthly' }));
    expect(prices()).toEqual(['$29', '$79', '$199']);
  });

  it('marks Professional as most popular and offers the 14-day trial', () => {
    renderPage(<PricingPage />);
    const pro = screen.getByRole('region', { name: 'Professional plan' });
    expect(within(pro).getByText('Most Popular')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Start 14-day free trial' })).toHaveLength(3);
    expect(screen.getByText('Up to 1,000 transactions per month')).toBeInTheDocument();
  });
});
