import { afterEach, describe, expect, it, vi } from 'vitest';
import { pullQuickBooksTransactions } from './quickbooksPull';

function answer(body: unknown, status = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), {
          status,
          headers: { 'Content-Type': 'application/json' },
        }),
    ),
  );
}

afterEach(() => vi.unstubAllGlobals());

const transaction = {
  id: 'imported-qbo-purchase-1',
  date: '2025-06-01',
  description: 'Rent',
  amount: -3200,
  type: 'outflow',
  category: 'Rent or Lease',
  subcategory: 'Expense',
  merchant: 'Oakwood Properties',
  paymentRef: '5001',
  balance: 0,
};

describe('pullQuickBooksTransactions', () => {
  it('returns the pulled transactions', async () => {
    answer({ success: true, message: 'Pulled 1', data: { transactions: [transaction] } });
    expect(await pullQuickBooksTransactions()).toEqual({ ok: true, transactions: [transaction] });
  });

  it('shows the server message, or Failed to import transactions', async () => {
    answer(
      {
        success: false,
        error: 'quickbooks_not_connected',
        message: 'QuickBooks is not connected. Please authorize first.',
      },
      409,
    );
    expect(await pullQuickBooksTransactions()).toEqual({
      ok: false,
      message: 'QuickBooks is not connected. Please authorize first.',
    });
    answer({ success: true, data: {} });
    expect(await pullQuickBooksTransactions()).toEqual({
      ok: false,
      message: 'Failed to import transactions',
    });
    answer({ success: true, data: { transactions: [{ ...transaction, date: 'June 1' }] } });
    expect(await pullQuickBooksTransactions()).toEqual({
      ok: false,
      message: 'Failed to import transactions',
    });
  });
});
