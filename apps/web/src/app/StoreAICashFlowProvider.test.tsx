import 'fake-indexeddb/auto';
import { packTransactions } from '@cashline/core';
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inMain, rent, sale, withFreshTransactionStore } from '../testing/renderTransactionStore';
import { AsOfProvider } from '../lib/analytics/AsOfProvider';
import type { AICashFlowContextValue } from '../lib/ai/AICashFlowContext';
import { useAICashFlowContext } from '../lib/ai/useAICashFlowContext';
import { SettingsProvider } from '../lib/settings/SettingsProvider';
import type { LedgerActions, LedgerRows } from '../lib/transactions/ledgerContexts';
import { TransactionProvider } from '../lib/transactions/TransactionProvider';
import { useHeldLedgerRows, useLedger, useLedgerActions } from '../lib/transactions/useLedger';
import { StoreAICashFlowProvider } from './StoreAICashFlowProvider';

withFreshTransactionStore();

describe('StoreAICashFlowProvider', () => {
  it('has the store hold the rows only while AI is on', async () => {
    const seen: { held?: LedgerRows; actions?: LedgerActions; ai?: AICashFlowContextValue } = {};
    function Probe() {
      const { status } = useLedger();
      seen.held = useHeldLedgerRows();
      seen.actions = useLedgerActions();
      seen.ai = useAICashFlowContext();
      return <p data-testid="status">{status}</p>;
    }
    render(
      <SettingsProvider>
        <TransactionProvider>
          <AsOfProvider>
            <StoreAICashFlowProvider>
              <Probe />
            </StoreAICashFlowProvider>
          </AsOfProvider>
        </TransactionProvider>
      </SettingsProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('ready'));
    await act(async () => {
      await seen.actions?.importTransactions([packTransactions([sale, rent])], 'bank.csv');
    });
    // With AI off, nothing on this page reads rows: the import is not held as objects.
    expect(seen.held).toMatchObject({ status: 'loading', transactions: [] });

    act(() => seen.ai?.setUseAI(true));
    await waitFor(() => expect(seen.held?.status).toBe('ready'));
    expect(seen.held?.transactions).toEqual([inMain(sale), inMain(rent)]);
  });
});
