import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fixedAsOf, renderWithApp } from '../../testing/renderWithApp';
import { AsOfBar } from './AsOfBar';

describe('AsOfBar', () => {
  it('says the date and why, and picks another date up to today', () => {
    const choose = vi.fn();
    renderWithApp(
      <AsOfBar />,
      fixedAsOf({ date: '2024-05-31', reason: 'newest-transaction', choose }),
    );
    expect(
      screen.getByText('As of 31 May 2024, the date of your newest transaction'),
    ).toBeInTheDocument();
    const input = screen.getByLabelText('As-of date');
    expect(input).toHaveValue('2024-05-31');
    expect(input).toHaveAttribute('max', '2024-06-15');
    fireEvent.change(input, { target: { value: '2024-03-31' } });
    expect(choose).toHaveBeenCalledWith('2024-03-31');
    fireEvent.change(input, { target: { value: '2024-07-01' } });
    expect(choose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Use latest date' })).not.toBeInTheDocument();
  });

  it("offers the way back to the ledger's own date once a date is picked", async () => {
    const choose = vi.fn();
    renderWithApp(<AsOfBar />, fixedAsOf({ date: '2024-03-31', reason: 'chosen', choose }));
    expect(screen.getByText('As of 31 Mar 2024, the date you picked')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Use latest date' }));
    expect(choose).toHaveBeenCalledWith(null);
  });
});
