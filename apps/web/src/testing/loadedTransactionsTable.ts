import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * The transactions table once the whole ledger is loaded: before that it may show the newest
 * stored rows, read only, with the summary still busy.
 */
export async function loadedTransactionsTable(): Promise<HTMLElement> {
  await waitFor(() =>
    expect(screen.getByRole('region', { name: 'Summary' })).toHaveAttribute('aria-busy', 'false'),
  );
  return screen.findByRole('table', { name: 'Transactions' });
}
